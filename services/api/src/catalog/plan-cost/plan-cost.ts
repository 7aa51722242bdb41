import type { PlanCostItem, PlanCostResponse } from '@sahha/contracts';

import { formatPrice } from '../pricing/price-format';

/** docs/requirements.md, "Data: plan cost": a month is 30 days. */
export const PLAN_COST_DAYS_PER_MONTH = 30;

/** An offer as the plan cost weighs it: only a fresh in-stock one with a known pack size is priced. */
export interface CostableOffer {
  retailerKey: string;
  retailer: string;
  price: number;
  servingsPerPack: number | null;
  checkedAt: string | null;
  freshInStock: boolean;
}

/**
 * One plan item's cost a day: the fresh in-stock offer with a pack size that costs least a day
 * (a bigger pack may cost more and still be cheaper a day); null when none, never a guess.
 */
export function itemCost(productId: string, servingsPerDay: number, offers: readonly CostableOffer[]): { item: PlanCostItem; perDay: number | null } {
  let best: { offer: CostableOffer; perDay: number } | null = null;
  for (const offer of offers) {
    if (!offer.freshInStock || !offer.servingsPerPack || offer.servingsPerPack <= 0 || offer.checkedAt === null) continue;
    const perDay = (offer.price / offer.servingsPerPack) * servingsPerDay;
    if (!best || perDay < best.perDay || (perDay === best.perDay && offer.retailerKey < best.offer.retailerKey)) best = { offer, perDay };
  }
  if (!best) return { item: { productId, servingsPerDay, perDay: null, offer: null }, perDay: null };
  const { offer } = best;
  return {
    perDay: best.perDay,
    item: {
      productId,
      servingsPerDay,
      perDay: formatPrice(best.perDay),
      offer: { retailerKey: offer.retailerKey, retailer: offer.retailer, price: formatPrice(offer.price), servingsPerPack: offer.servingsPerPack as number, checkedAt: offer.checkedAt as string },
    },
  };
}

/** The plan's totals over the priced items (unrounded sums, rounded once); the rest are named, never priced. */
export function planCost(items: readonly { item: PlanCostItem; perDay: number | null }[]): PlanCostResponse {
  const priced = items.filter((entry) => entry.perDay !== null);
  const perDay = priced.reduce((sum, entry) => sum + (entry.perDay as number), 0);
  return {
    success: true,
    items: items.map((entry) => entry.item),
    perDay: priced.length > 0 ? formatPrice(perDay) : null,
    perMonth: priced.length > 0 ? formatPrice(perDay * PLAN_COST_DAYS_PER_MONTH) : null,
    unpriced: items.filter((entry) => entry.perDay === null).map((entry) => entry.item.productId),
  };
}
