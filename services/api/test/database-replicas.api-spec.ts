import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { FallbackItemEntity, ProductOfferEntity, RetailListingEntity } from '../src/catalog/retail/retail.entities';
import { CATALOG_SEED, LISTINGS, OFFERS } from '../src/catalog/seed/catalog-seed-data';
import { applyCatalogSeed, CATALOG_SEED_NAME } from '../src/catalog/seed/catalog-seeder';
import type { DatabaseConfig } from '../src/config/app-config';
import { assertMigrationsApplied, PendingMigrationsError } from '../src/database/database-migrator';
import { dataSourceOptions } from '../src/database/database-options';
import { runMigrateCommand } from '../src/database/migrate-command';
import { MIGRATIONS } from '../src/database/migrations';
import { DEMO_USER } from '../src/database/seed';
import { SeedVersionEntity } from '../src/database/seed-version.entity';
import { UserEntity } from '../src/users/user.entity';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

/** DATABASE_URL as an operator would set it for `npm run migrate`. */
const databaseUrl = (database: DatabaseConfig) => (database.type === 'mysql' ? database.url : `sqlite:${database.path}`);

/** In the order they run. */
const MIGRATION_NAMES = MIGRATIONS.map((migration) => new migration().name);

async function catalogCounts(dataSource: DataSource): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['retailers', 'product_offers', 'retail_listings', 'fallback_items']) {
    counts[table] = Number((await dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  }
  return counts;
}

const SEEDED_COUNTS = {
  retailers: CATALOG_SEED.retailers.length,
  product_offers: CATALOG_SEED.offers.length,
  retail_listings: CATALOG_SEED.listings.length,
  fallback_items: CATALOG_SEED.fallback.length,
};

/** Every table an entity maps, plus TypeORM's own: what a complete schema has. */
async function missingTables(dataSource: DataSource): Promise<string[]> {
  const queryRunner = dataSource.createQueryRunner();
  try {
    const missing: string[] = [];
    for (const table of ['migrations', ...dataSource.entityMetadatas.map((metadata) => metadata.tableName)]) {
      if (!(await queryRunner.hasTable(table))) missing.push(table);
    }
    return missing;
  } finally {
    await queryRunner.release();
  }
}

async function appliedMigrationNames(dataSource: DataSource): Promise<string[]> {
  const rows = (await dataSource.query('SELECT name FROM migrations')) as { name: string }[];
  return rows.map((row) => row.name);
}

async function seedVersions(dataSource: DataSource) {
  return dataSource.getRepository(SeedVersionEntity).find({ select: { seed: true, version: true }, order: { version: 'ASC' } });
}

describe.each(testDatabases())('replicas sharing one $name database', (db) => {
  const apps: NestExpressApplication[] = [];
  const bareDataSources: DataSource[] = [];

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const dataSource of bareDataSources.splice(0)) if (dataSource.isInitialized) await dataSource.destroy();
  });

  afterAll(() => db.dispose());

  /** Starts apps at the same moment; keeps the ones that came up for cleanup and reports each outcome. */
  async function startTogether(database: DatabaseConfig, count: number, env: NodeJS.ProcessEnv = {}): Promise<string[]> {
    const results = await Promise.allSettled(Array.from({ length: count }, () => createTestApp({ database, env })));
    return results.map((result) => {
      if (result.status === 'rejected') return `failed: ${String(result.reason)}`;
      apps.push(result.value);
      return 'up';
    });
  }

  async function bareDataSource(database: DatabaseConfig): Promise<DataSource> {
    const dataSource = new DataSource({ ...dataSourceOptions(database), migrationsRun: false });
    bareDataSources.push(dataSource);
    return dataSource.initialize();
  }

  it('two apps started together on an empty database both come up, migrate once and seed one copy of everything', async () => {
    expect(await startTogether(await db.create(), 2)).toEqual(['up', 'up']);

    for (const app of apps) await request(app.getHttpServer()).get('/api/health').expect(200);
    const dataSource = apps[1].get(DataSource);
    expect(await missingTables(dataSource)).toEqual([]);
    expect((await appliedMigrationNames(dataSource)).sort()).toEqual([...MIGRATION_NAMES].sort());
    expect(await dataSource.getRepository(UserEntity).countBy({ email: DEMO_USER.email })).toBe(1);
    expect(await catalogCounts(dataSource)).toEqual(SEEDED_COUNTS);
    expect(await seedVersions(dataSource)).toEqual([{ seed: CATALOG_SEED_NAME, version: CATALOG_SEED.version }]);
  });

  it("keeps an operator's catalog edits and deletions across a restart; a seed version bump adds only its new rows", async () => {
    const database = await db.create();
    expect(await startTogether(database, 1)).toEqual(['up']);
    const edited = LISTINGS[0];
    const deleted = { productKey: OFFERS[0].productKey, retailerKey: OFFERS[0].retailerKey };
    let listings = apps[0].get(DataSource).getRepository(RetailListingEntity);
    let offers = apps[0].get(DataSource).getRepository(ProductOfferEntity);
    await listings.update({ url: edited.url }, { price: 123.45, productName: 'Renamed by the operator' });
    await offers.delete(deleted);
    await apps.pop()?.close();

    expect(await startTogether(database, 1)).toEqual(['up']);
    const dataSource = apps[0].get(DataSource);
    listings = dataSource.getRepository(RetailListingEntity);
    offers = dataSource.getRepository(ProductOfferEntity);
    const fallback = dataSource.getRepository(FallbackItemEntity);
    const operatorState = async () => ({
      edited: await listings.findOneByOrFail({ url: edited.url }),
      deletedIsBack: await offers.existsBy(deleted),
    });
    expect(await operatorState()).toMatchObject({ edited: { price: 123.45, productName: 'Renamed by the operator' }, deletedIsBack: false });
    expect(await catalogCounts(dataSource)).toEqual({ ...SEEDED_COUNTS, product_offers: SEEDED_COUNTS.product_offers - 1 });

    const next = CATALOG_SEED.version + 1;
    const addedListing = {
      ...LISTINGS[1],
      retailerKey: 'life-pharmacy',
      productName: 'Added in the next seed version',
      url: 'https://www.lifepharmacy.com/search?q=new-in-next',
      since: next,
    };
    const addedItem = { code: 'B0NEXTSEED', name: 'Added in the next seed version', description: 'A checked code.', timeOfDay: 'breakfast' as const, price: 59, inStock: true, since: next };
    const bumped = { ...CATALOG_SEED, version: next, listings: [...LISTINGS, addedListing], fallback: [...CATALOG_SEED.fallback, addedItem] };

    expect(await applyCatalogSeed(dataSource, bumped)).toBe(true);
    expect(await listings.findOneByOrFail({ url: addedListing.url })).toMatchObject({ productName: addedListing.productName });
    expect(await fallback.findOneByOrFail({ code: addedItem.code })).toMatchObject({ name: addedItem.name });
    expect(await operatorState()).toMatchObject({ edited: { price: 123.45, productName: 'Renamed by the operator' }, deletedIsBack: false });
    expect(await catalogCounts(dataSource)).toEqual({
      ...SEEDED_COUNTS,
      product_offers: SEEDED_COUNTS.product_offers - 1,
      retail_listings: SEEDED_COUNTS.retail_listings + 1,
      fallback_items: SEEDED_COUNTS.fallback_items + 1,
    });
    expect((await seedVersions(dataSource)).map((row) => row.version)).toEqual([CATALOG_SEED.version, next]);

    // Applied versions are not applied again, and a replica still on the older seed changes nothing.
    const after = await catalogCounts(dataSource);
    expect(await applyCatalogSeed(dataSource, bumped)).toBe(false);
    expect(await applyCatalogSeed(dataSource, CATALOG_SEED)).toBe(false);
    expect(await catalogCounts(dataSource)).toEqual(after);
  });

  it('npm run migrate migrates an empty database (exit code 0) alongside itself, then replicas with MIGRATE_ON_START=false start', async () => {
    const database = await db.create();
    const env = { DATABASE_URL: databaseUrl(database) };
    const output: string[] = [];
    const capture = { log: (line: string) => output.push(line), error: (line: string) => output.push(`error: ${line}`) };

    expect(await Promise.all([runMigrateCommand(env, capture), runMigrateCommand(env, capture)])).toEqual([0, 0]);
    // One command migrated while the other waited for the lock, then found nothing to do.
    expect(output.sort()).toEqual([`Applied ${MIGRATION_NAMES.length} migrations: ${MIGRATION_NAMES.join(', ')}`, 'No pending migrations: the schema is up to date.']);
    expect(await runMigrateCommand(env, capture)).toBe(0);

    expect(await startTogether(database, 2, { MIGRATE_ON_START: 'false' })).toEqual(['up', 'up']);
    const dataSource = apps[0].get(DataSource);
    expect(await missingTables(dataSource)).toEqual([]);
    expect((await appliedMigrationNames(dataSource)).sort()).toEqual([...MIGRATION_NAMES].sort());
    expect(await catalogCounts(dataSource)).toEqual(SEEDED_COUNTS);
  });

  it('npm run migrate exits 1 on a configuration it cannot use', async () => {
    const output: string[] = [];
    const capture = { log: (line: string) => output.push(line), error: (line: string) => output.push(line) };
    expect(await runMigrateCommand({ DATABASE_URL: 'postgres://db.example/sahha' }, capture)).toBe(1);
    expect(output).toEqual([expect.stringMatching(/^Invalid configuration: DATABASE_URL protocol "postgres:" is not supported/)]);
  });

  it('with MIGRATE_ON_START=false, a replica refuses a database that has pending migrations', async () => {
    const dataSource = await bareDataSource(await db.create());
    await expect(assertMigrationsApplied(dataSource)).rejects.toThrow(PendingMigrationsError);
    await expect(assertMigrationsApplied(dataSource)).rejects.toThrow(/run `npm run migrate`/);
  });
});
