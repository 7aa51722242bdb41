import { PRICE_HISTORY_MAX_POINTS, type PriceHistoryPoint, type PriceHistoryStore } from '@sahha/contracts/price-alerts';

/** One recorded state of an offer, as offer_changes holds it. */
export interface RecordedState {
  /** The row's id: orders changes recorded in the same instant (SQLite keeps whole seconds). */
  id: number;
  retailerKey: string;
  price: number;
  inStock: boolean;
  changedAt: Date;
}

/**
 * Each store's line over the window (docs/requirements.md, "API: GET /api/products/:id/price-history"):
 * the state carried into the window (the newest change before `since`, drawn at `since`), then every
 * change inside it, oldest first, at most PRICE_HISTORY_MAX_POINTS (the newest). "Lowest in the
 * window" is claimed only when it is true on the whole record: the record reaches back to the
 * window's start, nothing was cut, the store is in stock now and no price in the window was lower.
 */
export function buildPriceHistory(
  inWindow: readonly RecordedState[],
  carried: ReadonlyMap<string, RecordedState>,
  since: Date,
  names: ReadonlyMap<string, string>,
): PriceHistoryStore[] {
  const byStore = new Map<string, RecordedState[]>();
  for (const state of [...inWindow].sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime() || a.id - b.id)) {
    const list = byStore.get(state.retailerKey) ?? [];
    list.push(state);
    byStore.set(state.retailerKey, list);
  }
  const keys = new Set([...carried.keys(), ...byStore.keys()]);
  const stores: PriceHistoryStore[] = [];
  for (const retailerKey of keys) {
    const before = carried.get(retailerKey);
    const all: PriceHistoryPoint[] = [
      ...(before ? [{ at: since.toISOString(), price: before.price, inStock: before.inStock }] : []),
      ...(byStore.get(retailerKey) ?? []).map((state) => ({ at: state.changedAt.toISOString(), price: state.price, inStock: state.inStock })),
    ];
    const points = all.slice(-PRICE_HISTORY_MAX_POINTS);
    const latest = points[points.length - 1];
    const covered = before !== undefined && points.length === all.length;
    stores.push({
      retailerKey,
      retailerName: names.get(retailerKey) ?? retailerKey,
      points,
      lowestInWindow: covered && latest.inStock && points.every((point) => point.price >= latest.price),
    });
  }
  return stores.sort((a, b) => a.retailerName.localeCompare(b.retailerName));
}
