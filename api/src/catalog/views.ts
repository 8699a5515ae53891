import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PRODUCT_LOW_STOCK_BELOW, STOCK_BANDS, type StockBand } from './stock';

/** JSON shapes of the catalog (SPEC.md section 3; prices are numbers of KSh). */
export class CategoryView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty() is_active: boolean;
}

export class CategoryRef {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class AttributeTypeView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class AttributeValueView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Red' }) value: string;
  @ApiProperty({ type: AttributeTypeView }) type: AttributeTypeView;
}

export class VariantImageView {
  @ApiProperty() id: number;
  @ApiProperty({ example: '/media/products/3f2a.webp' }) image: string;
  @ApiProperty() alt_text: string;
}

export class VariantView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'BAG-12-34-RED-LAR' }) sku: string;
  @ApiProperty({ example: 'Maasai Beaded Tote - Red / Large' }) name: string;
  @ApiProperty({ example: 2500 }) price: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Price before the last price change' }) old_price: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Rounded discount percent when old_price exceeds price' })
  discount_percent: number | null;
  @ApiProperty() stock: number;
  @ApiProperty({ enum: STOCK_BANDS, enumName: 'StockBand', description: `Of its stock: out 0, low 1-${PRODUCT_LOW_STOCK_BELOW - 1}, in ${PRODUCT_LOW_STOCK_BELOW} or more` })
  stock_band: StockBand;
  @ApiProperty({ type: Number, nullable: true, example: 450, description: 'One unit in grams, for the delivery fee; null when not weighed (counts as 0)' })
  weight_grams: number | null;
  @ApiProperty() is_active: boolean;
  @ApiProperty({ type: [AttributeValueView] }) attributes: AttributeValueView[];
  @ApiProperty({ type: [VariantImageView] }) images: VariantImageView[];
}

export class ProductView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty() is_active: boolean;
  @ApiProperty({ type: String, nullable: true }) main_image: string | null;
  @ApiProperty({ type: CategoryRef, nullable: true }) category: CategoryRef | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The variant the product shows (card, price, opening picture): the first active one with stock, else the first active one' })
  shown_variant_id: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Price of the shown variant' }) price: number | null;
  @ApiProperty({ type: Number, nullable: true }) old_price: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Rounded discount percent when old_price exceeds price' })
  discount_percent: number | null;
  @ApiProperty({ description: 'Total stock of the active variants' }) stock: number;
  @ApiProperty({ enum: STOCK_BANDS, enumName: 'StockBand', description: `Of the total stock: out 0, low 1-${PRODUCT_LOW_STOCK_BELOW - 1}, in ${PRODUCT_LOW_STOCK_BELOW} or more` })
  stock_band: StockBand;
  @ApiProperty({ description: 'Added within the last 30 days' }) is_new: boolean;
  @ApiProperty() on_sale: boolean;
  @ApiProperty({ description: 'New or on sale: what the home page features' }) featured: boolean;
  @ApiProperty() created_at: Date;
  @ApiProperty({ type: Number, nullable: true, example: 4.3, description: 'Average stars (1-5, one decimal) of the approved reviews; null when there are none' })
  rating_average: number | null;
  @ApiProperty({ description: 'Approved reviews' }) rating_count: number;
  @ApiProperty({ type: [VariantView] }) variants: VariantView[];
  @ApiPropertyOptional({ description: 'Staff reads only: active variants with no weight (their delivery weighs 0)' })
  missing_weights?: number;
}

/** POST /api/products/{id}/weights/ answer. */
export class WeightsUpdatedView {
  @ApiProperty({ description: 'Variants of the product whose weight was set' }) updated: number;
}

export class VariantStockBandsView {
  @ApiProperty({ description: 'Variants with stock 0' }) out: number;
  @ApiProperty({ description: `Variants with stock 1-${PRODUCT_LOW_STOCK_BELOW - 1}` }) low: number;
  @ApiProperty({ description: `Variants with stock ${PRODUCT_LOW_STOCK_BELOW} or more` }) in: number;
}

/** Figures of the console's products tiles over every product matching a list filter. */
export class ProductStatsView {
  @ApiProperty() products: number;
  @ApiProperty({ description: 'Variants of those products, active or not' }) variants: number;
  @ApiProperty({ type: VariantStockBandsView, description: 'Variants per product-page stock band' }) variant_stock_bands: VariantStockBandsView;
}
