import { EntityManager } from 'typeorm';
import { AttributeValueView, VariantImageView } from './views';

/**
 * A variant's attribute values and images, per variant id, for the variants matching `where`
 * (aliases: `va` link, `v` variant, `av` value, `t` type; `i` image, `v` variant). Shared by the
 * catalog's product reader and the inventory reader, each passing its own condition.
 */

/** Attribute values per variant id, ordered by type so names read "Color / Size" everywhere. */
export async function attributeValuesByVariant(manager: EntityManager, where: string, params: Record<string, unknown>): Promise<Map<number, AttributeValueView[]>> {
  const rows = await manager
    .createQueryBuilder()
    .from('variant_attribute_values', 'va')
    .innerJoin('variants', 'v', 'v.id = va.variant_id')
    .innerJoin('attribute_values', 'av', 'av.id = va.attribute_value_id')
    .innerJoin('attribute_types', 't', 't.id = av.type_id')
    .select('va.variant_id', 'variant_id')
    .addSelect('av.id', 'id')
    .addSelect('av.value', 'value')
    .addSelect('t.id', 'type_id')
    .addSelect('t.name', 'type_name')
    .where(where, params)
    .orderBy('va.variant_id')
    .addOrderBy('t.id')
    .getRawMany<Record<string, unknown>>();
  const result = new Map<number, AttributeValueView[]>();
  for (const row of rows) {
    const variantId = Number(row.variant_id);
    const value = { id: Number(row.id), value: String(row.value), type: { id: Number(row.type_id), name: String(row.type_name) } };
    result.set(variantId, [...(result.get(variantId) ?? []), value]);
  }
  return result;
}

export async function imagesByVariant(manager: EntityManager, where: string, params: Record<string, unknown>): Promise<Map<number, VariantImageView[]>> {
  const rows = await manager
    .createQueryBuilder()
    .from('variant_images', 'i')
    .innerJoin('variants', 'v', 'v.id = i.variant_id')
    .select('i.id', 'id')
    .addSelect('i.variant_id', 'variant_id')
    .addSelect('i.image', 'image')
    .addSelect('i.alt_text', 'alt_text')
    .where(where, params)
    .orderBy('i.variant_id')
    .addOrderBy('i.position')
    .addOrderBy('i.id')
    .getRawMany<Record<string, unknown>>();
  const result = new Map<number, VariantImageView[]>();
  for (const row of rows) {
    const variantId = Number(row.variant_id);
    result.set(variantId, [...(result.get(variantId) ?? []), { id: Number(row.id), image: String(row.image), alt_text: String(row.alt_text ?? '') }]);
  }
  return result;
}
