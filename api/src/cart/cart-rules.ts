/** Pure cart rules: how many of a variant a cart line may hold, and what the shopper is told. */

/** Why `wanted` units of a variant cannot be in the cart, or null when they can. */
export function stockProblem(variantName: string, stock: number, wanted: number, alreadyInCart = 0): string | null {
  if (wanted <= stock) return null;
  if (stock <= 0) return `${variantName} is out of stock.`;
  if (alreadyInCart > 0) return `Only ${stock} left of ${variantName}. You already have ${alreadyInCart} in your cart.`;
  return `Only ${stock} left of ${variantName}.`;
}

/** A guest line merged into a server line: quantities add up, capped at what is in stock. */
export const mergedQuantity = (inCart: number, fromGuest: number, stock: number): number => Math.min(inCart + fromGuest, stock);

/** Guest carts may list a variant twice; the merge treats them as one line. */
export function combineLines(lines: { variantId: number; quantity: number }[]): Map<number, number> {
  const combined = new Map<number, number>();
  for (const line of lines) combined.set(line.variantId, (combined.get(line.variantId) ?? 0) + line.quantity);
  return combined;
}

/** Sum of price × quantity in integer cents. */
export const totalCents = (lines: { unitCents: number; quantity: number }[]): number =>
  lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
