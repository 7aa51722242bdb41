import { PRICE_HISTORY_MAX_POINTS } from '@sahha/contracts/price-alerts';

import { buildPriceHistory, type RecordedState } from './price-history';

const since = new Date('2026-08-29T21:00:00.000Z');
const names = new Map([
  ['noon-ae', 'noon'],
  ['life-pharmacy', 'Life Pharmacy'],
]);
let nextId = 0;
const state = (retailerKey: string, price: number, at: string, inStock = true): RecordedState => ({ id: (nextId += 1), retailerKey, price, inStock, changedAt: new Date(at) });

describe('buildPriceHistory', () => {
  it('draws the state carried into the window at its start, then every change oldest first, stores by name', () => {
    const stores = buildPriceHistory(
      [state('noon-ae', 42, '2026-11-20T10:00:00Z'), state('noon-ae', 45, '2026-10-01T10:00:00Z'), state('life-pharmacy', 50, '2026-09-10T08:00:00Z')],
      new Map([['noon-ae', state('noon-ae', 48, '2026-01-01T00:00:00Z')]]),
      since,
      names,
    );
    expect(stores.map((store) => store.retailerName)).toEqual(['Life Pharmacy', 'noon']);
    expect(stores[1].points).toEqual([
      { at: since.toISOString(), price: 48, inStock: true },
      { at: '2026-10-01T10:00:00.000Z', price: 45, inStock: true },
      { at: '2026-11-20T10:00:00.000Z', price: 42, inStock: true },
    ]);
  });

  it('claims the lowest in the window only on a record that reaches its start, in stock, with nothing lower', () => {
    const carried = new Map([['noon-ae', state('noon-ae', 48, '2026-01-01T00:00:00Z')]]);
    const lowest = (inWindow: RecordedState[], from = carried) => buildPriceHistory(inWindow, from, since, names)[0].lowestInWindow;
    expect(lowest([state('noon-ae', 42, '2026-11-20T10:00:00Z')])).toBe(true);
    expect(lowest([state('noon-ae', 42, '2026-10-20T10:00:00Z'), state('noon-ae', 44, '2026-11-20T10:00:00Z')])).toBe(false);
    expect(lowest([state('noon-ae', 42, '2026-11-20T10:00:00Z', false)])).toBe(false);
    // Recorded only since inside the window: what it cost before is unknown.
    expect(lowest([state('noon-ae', 42, '2026-11-20T10:00:00Z')], new Map())).toBe(false);
    // The same price all along is the lowest too.
    expect(lowest([])).toBe(true);
  });

  it('orders changes recorded in the same instant by the order they were written', () => {
    const [store] = buildPriceHistory([state('noon-ae', 49, '2026-11-20T10:00:00Z'), state('noon-ae', 49, '2026-11-20T10:00:00Z', false)].reverse(), new Map(), since, names);
    expect(store.points.map((point) => point.inStock)).toEqual([true, false]);
  });

  it('keeps the newest points of a long record and then claims nothing', () => {
    const many = Array.from({ length: PRICE_HISTORY_MAX_POINTS + 5 }, (_, at) => state('noon-ae', 100 - at * 0.01, new Date(since.getTime() + (at + 1) * 60_000).toISOString()));
    const [store] = buildPriceHistory(many, new Map([['noon-ae', state('noon-ae', 200, '2026-01-01T00:00:00Z')]]), since, names);
    expect(store.points).toHaveLength(PRICE_HISTORY_MAX_POINTS);
    expect(store.points[store.points.length - 1].price).toBeCloseTo(100 - (PRICE_HISTORY_MAX_POINTS + 4) * 0.01);
    expect(store.lowestInWindow).toBe(false);
  });
});
