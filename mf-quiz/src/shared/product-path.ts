/**
 * The product page of a recommendation: the engine's catalog id (`productId`). Items stored by an
 * older version may lack it; they get no product link rather than a guessed one.
 */
export function productPathOf(item: { productId?: string | null }): string | null {
  return item.productId ? `/products/${encodeURIComponent(item.productId)}` : null;
}
