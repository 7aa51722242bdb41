import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager, type ObjectLiteral } from 'typeorm';

import { isProductKey } from '../knowledge';
import { MARKETPLACE_RETAILER_KEY, marketplaceProductUrl, parseMarketplaceUrl } from '../pricing/marketplace-link';
import { FallbackItemEntity, ProductOfferEntity, RetailerEntity, RetailListingEntity } from '../retail/retail.entities';
import { CATALOG_SEED, type CatalogSeed } from './catalog-seed-data';

/** Thrown before anything is written when the seed data breaks a rule; names the bad row. */
export class CatalogSeedError extends Error {
  override readonly name = 'CatalogSeedError';
}

const MARKETPLACE_RULE = 'is not a UAE marketplace product link (https://www.amazon.ae/.../dp/<10-character uppercase code>)';

/** Every marketplace URL must pass the spec §5 link parser; every row must name a known retailer and product. */
export function validateCatalogSeed(seed: CatalogSeed): void {
  const retailers = new Set(seed.retailers.map((retailer) => retailer.key));
  const checkRetailer = (table: string, label: string, key: string) => {
    if (!retailers.has(key)) throw new CatalogSeedError(`${table} row "${label}" names unknown retailer "${key}"`);
  };
  const checkMarketplaceUrl = (table: string, label: string, url: string) => {
    if (parseMarketplaceUrl(url) === null) throw new CatalogSeedError(`${table} row "${label}": "${url}" ${MARKETPLACE_RULE}`);
  };

  for (const offer of seed.offers) {
    const label = `${offer.productKey} at ${offer.retailerKey}`;
    if (!isProductKey(offer.productKey)) throw new CatalogSeedError(`product_offers row "${label}" names unknown product`);
    checkRetailer('product_offers', label, offer.retailerKey);
    if (offer.retailerKey === MARKETPLACE_RETAILER_KEY) checkMarketplaceUrl('product_offers', label, offer.url);
  }
  for (const listing of seed.listings) {
    checkRetailer('retail_listings', listing.productName, listing.retailerKey);
    if (listing.retailerKey === MARKETPLACE_RETAILER_KEY) checkMarketplaceUrl('retail_listings', listing.productName, listing.url);
  }
  for (const item of seed.fallback) {
    checkMarketplaceUrl('fallback_items', item.name, marketplaceProductUrl(item.code));
  }
}

function keyOf<T extends ObjectLiteral>(row: Partial<T>, keyColumns: (keyof T & string)[]): string {
  return keyColumns.map((column) => String(row[column])).join('\u0000');
}

async function upsertRows<T extends ObjectLiteral>(manager: EntityManager, entity: new () => T, rows: Partial<T>[], keyColumns: (keyof T & string)[]) {
  if (rows.length === 0) return;
  // Copies: TypeORM writes generated ids back into what it is given, which would leak into the next run.
  const copies = rows.map((row) => ({ ...row }));
  await manager.upsert(entity, copies as never, { conflictPaths: keyColumns, skipUpdateIfNoValuesChanged: true });
}

/** Rows taken out of the seed leave the table, so the database always mirrors the seed exactly. */
async function deleteStale<T extends ObjectLiteral>(manager: EntityManager, entity: new () => T, rows: Partial<T>[], keyColumns: (keyof T & string)[]) {
  const wanted = new Set(rows.map((row) => keyOf(row, keyColumns)));
  const stored = (await manager.find(entity)) as (T & { id: number })[];
  const stale = stored.filter((row) => !wanted.has(keyOf(row, keyColumns))).map((row) => row.id);
  if (stale.length > 0) await manager.delete(entity, stale);
}

/**
 * Writes the catalog reference data; safe to run on every start (rows are matched on their
 * natural keys, so a second run changes nothing).
 */
export async function seedCatalog(dataSource: DataSource, seed: CatalogSeed = CATALOG_SEED): Promise<void> {
  validateCatalogSeed(seed);
  const offers = seed.offers.map((offer) => ({ ...offer, currency: 'AED' as const }));
  await dataSource.transaction(async (manager) => {
    await upsertRows(manager, RetailerEntity, seed.retailers, ['key']);
    await upsertRows(manager, ProductOfferEntity, offers, ['productKey', 'retailerKey']);
    await upsertRows(manager, RetailListingEntity, seed.listings, ['url']);
    await upsertRows(manager, FallbackItemEntity, seed.fallback, ['code']);
    await deleteStale(manager, ProductOfferEntity, offers, ['productKey', 'retailerKey']);
    await deleteStale(manager, RetailListingEntity, seed.listings, ['url']);
    await deleteStale(manager, FallbackItemEntity, seed.fallback, ['code']);
    await deleteStale(manager, RetailerEntity, seed.retailers, ['key']);
  });
}

/** Runs after migrations (TypeORM runs them while connecting), on every start. */
@Injectable()
export class CatalogSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(CatalogSeeder.name);

  constructor(private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    await seedCatalog(this.dataSource);
    this.logger.log(`Catalog seeded: ${CATALOG_SEED.offers.length} offers, ${CATALOG_SEED.listings.length} listings, ${CATALOG_SEED.fallback.length} fallback items`);
  }
}
