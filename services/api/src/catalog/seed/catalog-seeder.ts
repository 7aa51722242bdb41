import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { isPlaceholderHost } from '@sahha/contracts/outbound-links';
import { DataSource, type EntityManager, type ObjectLiteral } from 'typeorm';

import { withDatabaseSetupLock } from '../../database/database-lock';
import { applySeedVersion } from '../../database/seed-versions';
import { isProductKey } from '../knowledge';
import { MARKETPLACE_RETAILER_KEY, marketplaceProductUrl, parseMarketplaceUrl } from '../pricing/marketplace-link';
import { FallbackItemEntity, ProductOfferEntity, RetailerEntity, RetailListingEntity } from '../retail/retail.entities';
import { CATALOG_SEED, type CatalogSeed, type SeedRow } from './catalog-seed-data';
import { inTransaction } from '../../database/transactions';

/** The name the catalog's applied versions are recorded under (seed_versions.seed). */
export const CATALOG_SEED_NAME = 'catalog';

/** Thrown before anything is written when the seed data breaks a rule; names the bad row. */
export class CatalogSeedError extends Error {
  override readonly name = 'CatalogSeedError';
}

const MARKETPLACE_RULE = 'is not a UAE marketplace product link (https://www.amazon.ae/.../dp/<10-character uppercase code>)';

function httpsUrl(raw: string): URL | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && !isPlaceholderHost(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

/**
 * Every retailer is a real https site with its own search (`{query}` once, on the same host);
 * every link of a row goes to its own retailer's host, and a marketplace product link passes the
 * marketplace link rule (docs/requirements.md, "Data: products, retailers and prices"); every row names a known retailer and product, and a version of the seed that
 * exists (a row marked `since` a version the seed has not reached would be skipped until a later
 * bump).
 */
export function validateCatalogSeed(seed: CatalogSeed): void {
  if (!Number.isInteger(seed.version) || seed.version < 1) throw new CatalogSeedError(`seed version ${seed.version} is not a positive integer`);
  const hosts = new Map<string, string>();
  for (const retailer of seed.retailers) {
    const site = httpsUrl(retailer.siteUrl);
    const search = httpsUrl(retailer.searchUrl.replace('{query}', 'q'));
    if (!site) throw new CatalogSeedError(`retailers row "${retailer.key}": site "${retailer.siteUrl}" is not a real https site`);
    if (!search || search.hostname !== site.hostname || retailer.searchUrl.split('{query}').length !== 2) {
      throw new CatalogSeedError(`retailers row "${retailer.key}": search "${retailer.searchUrl}" must be https on ${site.hostname} with {query} once`);
    }
    hosts.set(retailer.key, site.hostname);
  }
  const checkRetailer = (table: string, label: string, key: string) => {
    if (!hosts.has(key)) throw new CatalogSeedError(`${table} row "${label}" names unknown retailer "${key}"`);
  };
  const checkUrl = (table: string, label: string, retailerKey: string, url: string) => {
    if (httpsUrl(url)?.hostname !== hosts.get(retailerKey)) {
      throw new CatalogSeedError(`${table} row "${label}": "${url}" is not an https link on ${hosts.get(retailerKey)}`);
    }
    if (retailerKey === MARKETPLACE_RETAILER_KEY && url.includes('/dp/') && parseMarketplaceUrl(url) === null) {
      throw new CatalogSeedError(`${table} row "${label}": "${url}" ${MARKETPLACE_RULE}`);
    }
  };
  const checkSince = (table: string, label: string, row: SeedRow) => {
    const since = row.since ?? 1;
    if (!Number.isInteger(since) || since < 1 || since > seed.version) {
      throw new CatalogSeedError(`${table} row "${label}" is marked since version ${since}, outside 1 to the seed version ${seed.version}`);
    }
  };

  for (const retailer of seed.retailers) checkSince('retailers', retailer.key, retailer);
  for (const offer of seed.offers) {
    const label = `${offer.productKey} at ${offer.retailerKey}`;
    if (!isProductKey(offer.productKey)) throw new CatalogSeedError(`product_offers row "${label}" names unknown product`);
    checkRetailer('product_offers', label, offer.retailerKey);
    if (offer.url !== null) checkUrl('product_offers', label, offer.retailerKey, offer.url);
    checkSince('product_offers', label, offer);
  }
  for (const listing of seed.listings) {
    checkRetailer('retail_listings', listing.productName, listing.retailerKey);
    checkUrl('retail_listings', listing.productName, listing.retailerKey, listing.url);
    checkSince('retail_listings', listing.productName, listing);
  }
  for (const item of seed.fallback) {
    if (parseMarketplaceUrl(marketplaceProductUrl(item.code)) === null) throw new CatalogSeedError(`fallback_items row "${item.name}": code "${item.code}" ${MARKETPLACE_RULE}`);
    checkSince('fallback_items', item.name, item);
  }
}

/** The seed's rows added after version `addedAfter` (all by default) as table rows: without `since`, offers in AED. */
function tableRows(seed: CatalogSeed, addedAfter = 0) {
  const rows = <T extends SeedRow>(list: T[]) => list.filter((row) => (row.since ?? 1) > addedAfter).map(({ since: _since, ...row }) => row);
  return {
    retailers: rows(seed.retailers),
    offers: rows(seed.offers).map((offer) => ({ ...offer, currency: 'AED' as const })),
    listings: rows(seed.listings),
    fallback: rows(seed.fallback),
  };
}

/** Adds the rows whose natural key is not in the table yet; a row that is there stays exactly as it is. */
async function insertMissing<T extends ObjectLiteral>(manager: EntityManager, entity: new () => T, rows: Partial<T>[]): Promise<void> {
  if (rows.length === 0) return;
  // ON CONFLICT DO NOTHING on SQLite, INSERT IGNORE on MySQL: the unique natural key decides.
  await manager.createQueryBuilder().insert().into(entity).values(rows as never).orIgnore().updateEntity(false).execute();
}

/**
 * What every start runs: inserts the rows added since the catalog version this database applied
 * (all of them on a new database), records the seed's version, and changes nothing else, so an
 * operator's edits and deletions survive restarts and seed bumps. Under the setup lock, in one
 * transaction; resolves false when the database already has this version.
 */
export async function applyCatalogSeed(dataSource: DataSource, seed: CatalogSeed = CATALOG_SEED): Promise<boolean> {
  validateCatalogSeed(seed);
  return applySeedVersion(dataSource, CATALOG_SEED_NAME, seed.version, async (manager, appliedVersion) => {
    const added = tableRows(seed, appliedVersion);
    await insertMissing(manager, RetailerEntity, added.retailers);
    await insertMissing(manager, ProductOfferEntity, added.offers);
    await insertMissing(manager, RetailListingEntity, added.listings);
    await insertMissing(manager, FallbackItemEntity, added.fallback);
  });
}

function keyOf<T extends ObjectLiteral>(row: Partial<T>, keyColumns: (keyof T & string)[]): string {
  return keyColumns.map((column) => String(row[column])).join('\u0000');
}

async function upsertRows<T extends ObjectLiteral>(manager: EntityManager, entity: new () => T, rows: Partial<T>[], keyColumns: (keyof T & string)[]) {
  if (rows.length === 0) return;
  await manager.upsert(entity, rows as never, { conflictPaths: keyColumns, skipUpdateIfNoValuesChanged: true });
}

async function deleteStale<T extends ObjectLiteral>(manager: EntityManager, entity: new () => T, rows: Partial<T>[], keyColumns: (keyof T & string)[]) {
  const wanted = new Set(rows.map((row) => keyOf(row, keyColumns)));
  const stored = (await manager.find(entity)) as (T & { id: number })[];
  const stale = stored.filter((row) => !wanted.has(keyOf(row, keyColumns))).map((row) => row.id);
  if (stale.length > 0) await manager.delete(entity, stale);
}

/**
 * Resets the catalog tables to mirror `seed` exactly: overwrites operator edits and deletes rows
 * the seed lacks. Never run on start (that is applyCatalogSeed); for tests that must put the
 * reference data back, and for a deliberate reset.
 */
export async function seedCatalog(dataSource: DataSource, seed: CatalogSeed = CATALOG_SEED): Promise<void> {
  validateCatalogSeed(seed);
  const rows = tableRows(seed);
  await withDatabaseSetupLock(dataSource, () =>
    inTransaction(dataSource, async (manager) => {
      await upsertRows(manager, RetailerEntity, rows.retailers, ['key']);
      await upsertRows(manager, ProductOfferEntity, rows.offers, ['productKey', 'retailerKey']);
      await upsertRows(manager, RetailListingEntity, rows.listings, ['url']);
      await upsertRows(manager, FallbackItemEntity, rows.fallback, ['code']);
      await deleteStale(manager, ProductOfferEntity, rows.offers, ['productKey', 'retailerKey']);
      await deleteStale(manager, RetailListingEntity, rows.listings, ['url']);
      await deleteStale(manager, FallbackItemEntity, rows.fallback, ['code']);
      await deleteStale(manager, RetailerEntity, rows.retailers, ['key']);
    }),
  );
}

/** Applies the catalog seed after DatabaseMigrator (onModuleInit) has brought the schema up to date. */
@Injectable()
export class CatalogSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(CatalogSeeder.name);

  constructor(private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await applyCatalogSeed(this.dataSource)) {
      this.logger.log(`Catalog seed version ${CATALOG_SEED.version} applied (rows added since the version this database had)`);
    }
  }
}
