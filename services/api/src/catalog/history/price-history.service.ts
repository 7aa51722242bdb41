import { Injectable } from '@nestjs/common';
import { PRICE_HISTORY_DAYS, PRICE_HISTORY_MAX_POINTS, type PriceHistoryResponse } from '@sahha/contracts/price-alerts';
import { DataSource, LessThan, MoreThanOrEqual } from 'typeorm';

import { CacheInvalidation } from '../../common/cache-invalidation';
import { CachedValue } from '../../common/cached-value';
import { OfferChangeEntity } from '../admin/admin-catalog.entities';
import { RETAIL_DATA_TOPIC, RETAIL_DATA_TTL_MS } from '../catalog.service';
import { RetailerEntity } from '../retail/retail.entities';
import { buildPriceHistory, type RecordedState } from './price-history';

const DAY_MS = 24 * 60 * 60_000;
/** Rows read for one product's window at most: every store's newest points fit many times over. */
const WINDOW_ROWS_MAX = 20 * PRICE_HISTORY_MAX_POINTS;

/**
 * The product page's price chart (docs/requirements.md, "API: GET /api/products/:id/price-history"),
 * read from the recorded offer changes. Kept per product for as long as the catalog keeps its
 * prices, and forgotten with them on every write (every replica hears it).
 */
@Injectable()
export class PriceHistoryService {
  private readonly cache = new Map<string, CachedValue<PriceHistoryResponse>>();

  constructor(
    private readonly dataSource: DataSource,
    invalidation: CacheInvalidation,
  ) {
    invalidation.on(RETAIL_DATA_TOPIC, () => this.cache.clear());
  }

  history(productKey: string): Promise<PriceHistoryResponse> {
    let cached = this.cache.get(productKey);
    if (!cached) {
      cached = new CachedValue(() => this.load(productKey, new Date()), RETAIL_DATA_TTL_MS);
      this.cache.set(productKey, cached);
    }
    return cached.get();
  }

  async load(productKey: string, now: Date): Promise<PriceHistoryResponse> {
    const since = new Date(now.getTime() - PRICE_HISTORY_DAYS * DAY_MS);
    const changes = this.dataSource.getRepository(OfferChangeEntity);
    const [retailers, newestFirst] = await Promise.all([
      this.dataSource.getRepository(RetailerEntity).find(),
      changes.find({
        where: { productKey, changedAt: MoreThanOrEqual(since) },
        order: { changedAt: 'DESC', id: 'DESC' },
        take: WINDOW_ROWS_MAX,
      }),
    ]);
    const carried = new Map<string, RecordedState>();
    // One indexed look-up per store (a handful): the state each store carried into the window.
    for (const retailer of retailers) {
      const before = await changes.findOne({
        where: { productKey, retailerKey: retailer.key, changedAt: LessThan(since) },
        order: { changedAt: 'DESC', id: 'DESC' },
      });
      if (before) carried.set(retailer.key, before);
    }
    const names = new Map(retailers.map((retailer) => [retailer.key, retailer.name]));
    return {
      productId: productKey,
      days: PRICE_HISTORY_DAYS,
      since: since.toISOString(),
      stores: buildPriceHistory(newestFirst, carried, since, names),
    };
  }
}
