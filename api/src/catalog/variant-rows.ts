import { EntityManager } from 'typeorm';
import { AttributeValueView } from './views';

/**
 * Attribute values per variant id for the variants matching `where` (aliases: `va` link, `v` variant, `av` value,
 * `t` type), ordered by type so names read "Color / Size" everywhere (the catalog's own reads: variantsOfProduct).
 */
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
