import type { AdminCatalogResponse } from '@sahha/contracts/catalog-admin';

/** Display names of products and stores by key; an unknown key shows as itself rather than vanishing. */
export function catalogNames(catalog: AdminCatalogResponse) {
  const products = new Map(catalog.products.map((p) => [p.key, p.name]));
  const retailers = new Map(catalog.retailers.map((r) => [r.key, r]));
  return {
    product: (key: string) => products.get(key) ?? key,
    store: (key: string) => retailers.get(key)?.name ?? key,
    storeDelivery: (key: string) => retailers.get(key)?.deliveryTime ?? '',
  };
}

/** 'AED 49.00' as the admin typed it back: two decimals, no grouping surprises. */
export const formatAedAmount = (price: number): string => price.toFixed(2);
