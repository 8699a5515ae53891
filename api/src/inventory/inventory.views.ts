import { ApiProperty } from '@nestjs/swagger';
import { INVENTORY_LOW_STOCK_BELOW, STOCK_BANDS, type StockBand } from '../catalog/stock';
import { AttributeValueView, CategoryRef } from '../catalog/views';
import { CHANGE_TYPES, type ChangeType } from './inventory-log.entity';

export class InventoryLogView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: CHANGE_TYPES, enumName: 'InventoryChangeType' }) change_type: ChangeType;
  @ApiProperty({ description: 'Signed stock movement; 0 for a price change' }) quantity: number;
  @ApiProperty() balance_after: number;
  @ApiProperty() comment: string;
  @ApiProperty({ type: Number, nullable: true }) old_price: number | null;
  @ApiProperty({ type: Number, nullable: true }) new_price: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Who made the change' }) user_id: number | null;
  @ApiProperty() created_at: Date;
}

export class InventoryVariantView {
  @ApiProperty() id: number;
  @ApiProperty() sku: string;
  @ApiProperty() price: number;
  @ApiProperty() stock: number;
  @ApiProperty({ enum: STOCK_BANDS, enumName: 'StockBand', description: `The inventory dashboard's bands: out 0, low 1-${INVENTORY_LOW_STOCK_BELOW - 1}, in ${INVENTORY_LOW_STOCK_BELOW} or more` })
  stock_band: StockBand;
  @ApiProperty({ description: 'Staff hear when the stock falls below this (default 5)' }) low_stock_threshold: number;
  @ApiProperty() is_active: boolean;
  @ApiProperty({ type: [AttributeValueView] }) attributes: AttributeValueView[];
  @ApiProperty({ type: [InventoryLogView], description: 'Latest 5, newest first' }) inventory_logs: InventoryLogView[];
}

export class InventoryProductView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) main_image: string | null;
  @ApiProperty({ type: CategoryRef, nullable: true }) category: CategoryRef | null;
  @ApiProperty({ type: [InventoryVariantView] }) variants: InventoryVariantView[];
}

export class InventoryStockBandsView {
  @ApiProperty({ description: 'Variants with stock 0' }) out: number;
  @ApiProperty({ description: `Variants with stock 1-${INVENTORY_LOW_STOCK_BELOW - 1}` }) low: number;
  @ApiProperty({ description: `Variants with stock ${INVENTORY_LOW_STOCK_BELOW} or more` }) in: number;
}

/** Figures of the inventory dashboard's tiles over every product matching its filter. */
export class InventoryStatsView {
  @ApiProperty() products: number;
  @ApiProperty({ description: 'Variants of those products, active or not' }) variants: number;
  @ApiProperty({ type: InventoryStockBandsView, description: 'Variants per inventory stock band' }) variant_stock_bands: InventoryStockBandsView;
}

/** An active variant whose stock is below its own threshold: the low-stock list. */
export class LowStockVariantView {
  @ApiProperty() id: number;
  @ApiProperty() product_id: number;
  @ApiProperty() product_name: string;
  @ApiProperty() sku: string;
  @ApiProperty({ type: [AttributeValueView] }) attributes: AttributeValueView[];
  @ApiProperty() stock: number;
  @ApiProperty() low_stock_threshold: number;
}
