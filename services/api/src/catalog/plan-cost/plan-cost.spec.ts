import { type CostableOffer, itemCost, PLAN_COST_DAYS_PER_MONTH, planCost } from './plan-cost';

const offer = (retailerKey: string, price: number, servingsPerPack: number | null, freshInStock = true): CostableOffer => ({
  retailerKey,
  retailer: retailerKey,
  price,
  servingsPerPack,
  checkedAt: '2026-11-20',
  freshInStock,
});

describe('itemCost', () => {
  it('takes the fresh in-stock offer that costs least a day, not the lowest pack price', () => {
    const { item, perDay } = itemCost('vitamin-d', 1, [offer('small', 30, 30), offer('big', 60, 120)]);
    expect(perDay).toBe(0.5);
    expect(item).toEqual({
      productId: 'vitamin-d',
      servingsPerDay: 1,
      perDay: '0.50',
      offer: { retailerKey: 'big', retailer: 'big', price: '60.00', servingsPerPack: 120, checkedAt: '2026-11-20' },
    });
  });

  it('multiplies by the servings a day', () => {
    expect(itemCost('glucomannan', 3, [offer('a', 60, 60)]).item.perDay).toBe('3.00');
  });

  it('never prices an item from a stale, unchecked or out-of-stock offer, or one without a pack size', () => {
    const { item, perDay } = itemCost('zinc', 1, [offer('stale', 10, 100, false), offer('no-pack', 5, null), offer('zero', 5, 0)]);
    expect(perDay).toBeNull();
    expect(item).toEqual({ productId: 'zinc', servingsPerDay: 1, perDay: null, offer: null });
  });
});

describe('planCost', () => {
  it('sums the priced items per day and per 30-day month, and names the rest', () => {
    const result = planCost([
      itemCost('vitamin-d', 1, [offer('a', 49, 120)]),
      itemCost('omega-3', 1, [offer('b', 89, 60)]),
      itemCost('zinc', 1, []),
    ]);
    const perDay = 49 / 120 + 89 / 60;
    expect(PLAN_COST_DAYS_PER_MONTH).toBe(30);
    expect(result).toMatchObject({ success: true, perDay: perDay.toFixed(2), perMonth: (perDay * 30).toFixed(2), unpriced: ['zinc'] });
    expect(result.items.map((item) => item.perDay)).toEqual(['0.41', '1.48', null]);
  });

  it('has no totals when no item has a price', () => {
    expect(planCost([itemCost('zinc', 1, [])])).toEqual({ success: true, items: [expect.objectContaining({ perDay: null })], perDay: null, perMonth: null, unpriced: ['zinc'] });
  });
});
