/** Prices travel as strings with two decimals ('49.00', docs/requirements.md, "Data: products, retailers and prices"); the page prefixes 'AED '. */
export function formatPrice(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/** Price per serving, or null when the servings are unknown. */
export function pricePerServing(price: number, servings: number | null): string | null {
  return servings && servings > 0 ? formatPrice(price / servings) : null;
}

/** Average of 1–5 ratings to one decimal, or null when there are none. */
export function averageToOneDecimal(total: number, count: number): number | null {
  return count > 0 ? Math.round((total / count) * 10) / 10 : null;
}
