import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { OutboundClickCount, OutboundClicksResponse } from '@sahha/contracts';
import { gulfCalendarDay } from '@sahha/contracts/time';
import { DataSource, type Repository } from 'typeorm';

import { inTransaction } from '../../database/transactions';
import { RetailerEntity } from '../retail/retail.entities';
import { OutboundClickEntity } from './outbound-click.entity';

@Injectable()
export class OutboundClicksService {
  private readonly logger = new Logger(OutboundClicksService.name);

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(OutboundClickEntity) private readonly clicks: Repository<OutboundClickEntity>,
    @InjectRepository(RetailerEntity) private readonly retailers: Repository<RetailerEntity>,
  ) {}

  /**
   * One more click today, in one statement so simultaneous clicks never lose a count. A failure
   * is logged and swallowed: the visitor still reaches the store.
   */
  async count(retailerKey: string, productKey: string, now = new Date()): Promise<void> {
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
