import type { DataSource, EntityManager } from 'typeorm';

import { withDatabaseSetupLock } from './database-lock';
import { SeedVersionEntity } from './seed-version.entity';
import { inTransaction } from './transactions';

/** The newest version of `seed` this database has applied; 0 when none. */
export async function appliedSeedVersion(manager: EntityManager, seed: string): Promise<number> {
  const row = await manager
    .createQueryBuilder(SeedVersionEntity, 'applied')
    .select('MAX(applied.version)', 'version')
    .where('applied.seed = :seed', { seed })
    .getRawOne<{ version: number | string | null }>();
  return Number(row?.version ?? 0);
}

/**
 * Applies `version` of a seed once per database: under the setup lock and in one transaction,
 * `insert` gets the version applied before (0 for none) to add only the rows introduced since,
 * and the new version is recorded. Resolves false, writing nothing, when the database already has
 * this version or a newer one (a replica with older code never undoes a newer seed).
 */
export function applySeedVersion(
  dataSource: DataSource,
  seed: string,
  version: number,
  insert: (manager: EntityManager, appliedVersion: number) => Promise<void>,
): Promise<boolean> {
  return withDatabaseSetupLock(dataSource, () =>
    inTransaction(dataSource, async (manager) => {
      const appliedVersion = await appliedSeedVersion(manager, seed);
      if (appliedVersion >= version) return false;
      await insert(manager, appliedVersion);
      await manager.insert(SeedVersionEntity, { seed, version });
      return true;
    }),
  );
}
