import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MyProductRating, ProductRatingSummary } from '@sahha/contracts';
import { type EntityManager, QueryFailedError, type Repository } from 'typeorm';

import { CacheInvalidation } from '../../common/cache-invalidation';
import { CachedValue } from '../../common/cached-value';
import { AccountDataRegistry } from '../../users/account-data.registry';
import { averageToOneDecimal } from '../pricing/price-format';
import { ProductRatingEntity } from './product-rating.entity';

/**
 * Summaries are read on every product page and change only when someone rates or deletes their
 * account. The replica that writes announces it (CacheInvalidation) and every replica forgets that
 * summary; the TTL only bounds what a lost announcement can leave behind.
 */
export const RATING_SUMMARY_TTL_MS = 60_000;

const RATING_SUMMARY_TOPIC = 'catalog:rating-summary';

@Injectable()
export class ProductRatingsService implements OnModuleInit {
  private readonly summaries = new Map<string, CachedValue<ProductRatingSummary>>();

  constructor(
    @InjectRepository(ProductRatingEntity) private readonly ratings: Repository<ProductRatingEntity>,
    private readonly accountData: AccountDataRegistry,
    private readonly invalidation: CacheInvalidation,
  ) {
    invalidation.on(RATING_SUMMARY_TOPIC, (productKey) => {
      if (productKey === null) this.summaries.clear();
      else this.summaries.get(productKey)?.forget();
    });
  }

  onModuleInit(): void {
    this.accountData.register({
      key: 'productRatings',
      export: async (userId) =>
        (await this.ratings.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } })).map((row) => ({
          productId: row.productKey,
          rating: row.rating,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
      delete: async (userId: number, manager: EntityManager) => {
        await manager.delete(ProductRatingEntity, { userId });
        // Still inside the transaction (the registry has no after-commit step): a summary read in
        // the milliseconds before the commit may outlive it, for the TTL at most.
        await this.invalidation.invalidate(RATING_SUMMARY_TOPIC);
      },
    });
  }

  summary(productKey: string): Promise<ProductRatingSummary> {
    let cached = this.summaries.get(productKey);
    if (!cached) {
      cached = new CachedValue(() => this.countRatings(productKey), RATING_SUMMARY_TTL_MS);
      this.summaries.set(productKey, cached);
    }
    return cached.get();
  }

  private async countRatings(productKey: string): Promise<ProductRatingSummary> {
    const row = await this.ratings
      .createQueryBuilder('rating')
      .select('COUNT(*)', 'count')
      .addSelect('SUM(rating.rating)', 'total')
      .where('rating.product_key = :productKey', { productKey })
      .getRawOne<{ count: string | number; total: string | number | null }>();
    const count = Number(row?.count ?? 0);
    return { average: averageToOneDecimal(Number(row?.total ?? 0), count), count };
  }

  async mine(userId: number, productKey: string): Promise<MyProductRating | null> {
    const row = await this.ratings.findOne({ where: { userId, productKey } });
    return row ? { rating: row.rating, text: row.text, updatedAt: row.updatedAt.toISOString() } : null;
  }

  /** One rating per user and product: rating again replaces the earlier one. */
  async rate(userId: number, productKey: string, rating: number, text: string): Promise<void> {
    try {
      await this.store(userId, productKey, rating, text);
    } finally {
      await this.invalidation.invalidate(RATING_SUMMARY_TOPIC, productKey);
    }
  }

  private async store(userId: number, productKey: string, rating: number, text: string): Promise<void> {
    const existing = await this.ratings.findOne({ where: { userId, productKey } });
    if (existing) {
      await this.ratings.update(existing.id, { rating, text });
      return;
    }
    try {
      await this.ratings.insert({ userId, productKey, rating, text });
    } catch (error) {
      // A double click raced us to the insert: the unique key turned it into an update.
      if (!(error instanceof QueryFailedError)) throw error;
      await this.ratings.update({ userId, productKey }, { rating, text });
    }
  }
}
