/**
 * Stock-keeping units read like `BAG-12-34-RED-LAR`: category code, product id, variant id (which makes
 * it unique without a lookup), then a short code per attribute value so staff can tell variants apart.
 */
export function skuCode(text: string, length = 3): string {
  const letters = text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
  return letters.slice(0, length) || 'X';
}

export function generateSku(parts: { categoryName: string | null; productId: number; variantId: number; values: string[] }): string {
  const category = parts.categoryName ? skuCode(parts.categoryName) : 'GEN';
  const values = parts.values.map((value) => skuCode(value));
  return [category, String(parts.productId), String(parts.variantId), ...values].join('-').slice(0, 64);
}
