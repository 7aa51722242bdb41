import { createHash } from 'node:crypto';

import { Injectable, Logger } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { InjectRepository } from '@nestjs/typeorm';
import type { OutboundClickCount, OutboundClicksResponse } from '@sahha/contracts';
import { gulfCalendarDay } from '@sahha/contracts/time';
import { DataSource, type Repository } from 'typeorm';

import { inTransaction } from '../../database/transactions';
import { RetailerEntity } from '../retail/retail.entities';
import { OutboundClickEntity } from './outbound-click.entity';

const ONE_HOUR_MS = 3_600_000;
/** The storage counts hits under a limit; this one only asks whether a hit is the first. */
const NEVER_BLOCKED = Number.MAX_SAFE_INTEGER;
const RECENT_CLICKS = 'outbound-recent-click';

@Injectable()
export class OutboundClicksService {
  private readonly logger = new Logger(OutboundClicksService.name);

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(OutboundClickEntity) private readonly clicks: Repository<OutboundClickEntity>,
    @InjectRepository(RetailerEntity) private readonly retailers: Repository<RetailerEntity>,
    @InjectThrottlerStorage() private readonly recentClicks: ThrottlerStorage,
  ) {}

  /**
   * One more click today, in one statement so simultaneous clicks never lose a count, unless the
   * same client clicked the same store's link for the product within the hour: a person who goes
   * back and forth is one click, and a script cannot inflate a store's count (the recent clicks
   * live in the throttler storage, shared by replicas; only a hash of the address is kept, for an
   * hour). A failure is logged and swallowed: the visitor still reaches the store.
   */
  async count(retailerKey: string, productKey: string, client: string, now = new Date()): Promise<void> {
    if (!(await this.isFirstClickWithinHour(retailerKey, productKey, client))) return;
    const mysql = this.dataSource.options.type === 'mysql';
    const upsert = mysql
      ? 'INSERT INTO outbound_clicks (retailer_key, product_key, day, clicks) VALUES (?, ?, ?, 1) ON DUPLICATE KEY UPDATE clicks = clicks + 1'
      : 'INSERT INTO outbound_clicks (retailer_key, product_key, day, clicks) VALUES (?, ?, ?, 1) ON CONFLICT (retailer_key, product_key, day) DO UPDATE SET clicks = clicks + 1';
    try {
      await inTransaction(this.dataSource, (manager) => manager.query(upsert, [retailerKey, productKey, gulfCalendarDay(now)]));
    } catch (error) {
      this.logger.warn(`outbound click not counted: ${(error as Error).message}`);
    }
  }

  private async isFirstClickWithinHour(retailerKey: string, productKey: string, client: string): Promise<boolean> {
    const key = createHash('sha256').update(`${client}\n${retailerKey}\n${productKey}`).digest('hex');
    try {
      const { totalHits } = await this.recentClicks.increment(key, ONE_HOUR_MS, NEVER_BLOCKED, 0, RECENT_CLICKS);
      return totalHits === 1;
    } catch (error) {
      // Without the storage a click is counted: a count too many beats a visitor's click lost.
      this.logger.warn(`recent clicks unavailable: ${(error as Error).message}`);
      return true;
    }
  }

  /** Totals per store and product over every day counted, and per store. */
  async summary(): Promise<Omit<OutboundClicksResponse, 'success'>> {
    const [rows, retailers] = await Promise.all([
      this.clicks
        .createQueryBuilder('c')
        .select('c.retailer_key', 'retailerKey')
        .addSelect('c.product_key', 'productId')
        .addSelect('SUM(c.clicks)', 'clicks')
        .addSelect('MIN(c.day)', 'firstDay')
        .addSelect('MAX(c.day)', 'lastDay')
        .groupBy('c.retailer_key')
        .addGroupBy('c.product_key')
        .getRawMany<{ retailerKey: string; productId: string; clicks: string | number; firstDay: string; lastDay: string }>(),
      this.retailers.find(),
    ]);
    const names = new Map(retailers.map((retailer) => [retailer.key, retailer.name]));
    const clicks: OutboundClickCount[] = rows
      .map((row) => ({ ...row, retailer: names.get(row.retailerKey) ?? row.retailerKey, clicks: Number(row.clicks) }))
      .sort((a, b) => b.clicks - a.clicks || a.retailerKey.localeCompare(b.retailerKey) || a.productId.localeCompare(b.productId));
    const perRetailer = new Map<string, number>();
    for (const row of clicks) perRetailer.set(row.retailerKey, (perRetailer.get(row.retailerKey) ?? 0) + row.clicks);
    const byRetailer = [...perRetailer]
      .map(([retailerKey, total]) => ({ retailerKey, retailer: names.get(retailerKey) ?? retailerKey, clicks: total }))
      .sort((a, b) => b.clicks - a.clicks || a.retailerKey.localeCompare(b.retailerKey));
    return { clicks, byRetailer };
  }
}
