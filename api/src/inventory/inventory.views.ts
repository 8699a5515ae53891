import { ApiProperty } from '@nestjs/swagger';
import { AttributeValueView, CategoryRef } from '../catalog/views';
import { CHANGE_TYPES } from './inventory-log.entity';

export class InventoryLogView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: CHANGE_TYPES }) change_type: string;
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
