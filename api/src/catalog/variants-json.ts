import { asBool, asNumberOrNull } from './db-values';
import { toShillings, toShillingsOrNull } from './money';
import { discountPercent, productStockBand } from './stock';
import { AttributeValueView, VariantImageView, VariantView } from './views';

/** A variant as variantsOfProduct's JSON holds it: cents, and SQLite's 0/1 for booleans. */
interface VariantJson {
  id: number;
  sku: string;
  price: number;
  old_price: number | null;
  stock: number;
  weight_grams: number | null;
  is_active: unknown;
  attributes: AttributeValueView[];
  images: VariantImageView[];
}

type Dialect = 'postgres' | 'sqlite';

/** JSON of one row per `element`, in `order`, from `from` ('[]' for none). */
function jsonArray(dialect: Dialect, element: string, order: string, from: string): string {
  return dialect === 'postgres'
    ? `(SELECT COALESCE(json_agg(${element} ORDER BY ${order}), '[]') ${from})`
    : // A JSON value read from a subquery is text to SQLite's json_object: json() makes it JSON again.
      `json((SELECT json_group_array(${element} ORDER BY ${order}) ${from}))`;
}

/**
 * The SQL of product `p`'s variants (active ones only, with `activeOnly`; its parameter `:yes` is true), in the
 * shop's order, each with its attribute values (by type, so names read "Color / Size") and its pictures: one JSON
 * array, so a product page is read in one statement instead of four (each round trip to PostgreSQL costs more CPU
 * than the JSON it saves).
 */
export function variantsOfProduct(dialect: Dialect, activeOnly: boolean): string {
  const object = dialect === 'postgres' ? 'json_build_object' : 'json_object';
  const attributes = jsonArray(
    dialect,
    `${object}('id', av.id, 'value', av.value, 'type', ${object}('id', t.id, 'name', t.name))`,
    't.id, av.id',
    'FROM variant_attribute_values va INNER JOIN attribute_values av ON av.id = va.attribute_value_id INNER JOIN attribute_types t ON t.id = av.type_id WHERE va.variant_id = v.id',
  );
  const images = jsonArray(dialect, `${object}('id', i.id, 'image', i.image, 'alt_text', COALESCE(i.alt_text, ''))`, 'i.position, i.id', 'FROM variant_images i WHERE i.variant_id = v.id');
  const variant = `${object}('id', v.id, 'sku', v.sku, 'price', v.price, 'old_price', v.old_price, 'stock', v.stock, 'weight_grams', v.weight_grams, 'is_active', v.is_active, 'attributes', ${attributes}, 'images', ${images})`;
  return jsonArray(dialect, variant, 'v.position, v.id', `FROM variants v WHERE v.product_id = p.id${activeOnly ? ' AND v.is_active = :yes' : ''}`);
}

/** The views of variantsOfProduct's column (PostgreSQL answers it parsed, SQLite as text), named after `productName`. */
export function variantViews(column: unknown, productName: string): VariantView[] {
  const variants = (typeof column === 'string' ? JSON.parse(column) : column) as VariantJson[];
  return variants.map((variant) => ({
    id: variant.id,
    sku: variant.sku,
    name: variantName(productName, variant.attributes),
    price: toShillings(variant.price),
    old_price: toShillingsOrNull(asNumberOrNull(variant.old_price)),
    discount_percent: discountPercent(variant.price, asNumberOrNull(variant.old_price)),
    stock: variant.stock,
    stock_band: productStockBand(variant.stock),
    weight_grams: asNumberOrNull(variant.weight_grams),
    is_active: asBool(variant.is_active),
    attributes: variant.attributes,
    images: variant.images,
  }));
}

/** "Maasai Beaded Tote - Red / Large": what order lines and the cart call a variant. */
export function variantName(productName: string, attributes: { value: string }[]): string {
  return attributes.length ? `${productName} - ${attributes.map((attribute) => attribute.value).join(' / ')}` : productName;
}
