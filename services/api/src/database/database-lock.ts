import { resolve } from 'node:path';

import type { DataSource } from 'typeorm';

/** One lock for every write a starting replica makes to shared data: migrations, then seeds. */
export const DATABASE_SETUP_LOCK = 'sahha_migrations';
/**
 * How long a replica waits for another one's migrations before giving up (and exiting, so the
 * orchestrator restarts it). A holder that dies loses the lock with its connection, so waiting
 * long only costs time while a slow migration really runs.
 */
export const DATABASE_SETUP_LOCK_TIMEOUT_SECONDS = 600;

export class DatabaseLockTimeoutError extends Error {
  override readonly name = 'DatabaseLockTimeoutError';
}

/**
 * Runs `work` while this process holds the setup lock. MySQL/MariaDB: GET_LOCK, which is shared by
 * every process on the database. SQLite is embedded (one process), but two DataSources in that
 * process (the API tests start apps side by side) must still take turns, so its lock is a queue
 * per database file.
 */
export function withDatabaseSetupLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const { options } = dataSource;
  return options.type === 'mysql' ? withMysqlLock(dataSource, work) : takeTurns(`setup:${resolve(String(options.database))}`, work);
}

async function withMysqlLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  // A GET_LOCK belongs to the connection that took it: this one only holds the lock, and `work`
  // runs on the pool's other connections, so a transaction there cannot end it by accident.
  const holder = dataSource.createQueryRunner();
  try {
    const [{ acquired }] = (await holder.query('SELECT GET_LOCK(?, ?) AS acquired', [
      DATABASE_SETUP_LOCK,
      DATABASE_SETUP_LOCK_TIMEOUT_SECONDS,
    ])) as { acquired: number | string | null }[];
    // 0: timed out; NULL: an error such as the connection being killed.
    if (Number(acquired) !== 1) {
      throw new DatabaseLockTimeoutError(
        `Gave up after ${DATABASE_SETUP_LOCK_TIMEOUT_SECONDS} s waiting for the database lock "${DATABASE_SETUP_LOCK}" (another process is migrating or seeding)`,
      );
    }
    try {
      return await work();
    } finally {
      await holder.query('SELECT RELEASE_LOCK(?)', [DATABASE_SETUP_LOCK]);
    }
  } finally {
    await holder.release();
  }
}

const turnQueues = new Map<unknown, Promise<void>>();

/** Runs `work` after every earlier `work` queued on the same key in this process has settled. */
export async function takeTurns<T>(key: unknown, work: () => Promise<T>): Promise<T> {
  const previous = turnQueues.get(key) ?? Promise.resolve();
  let release!: () => void;
  const done = new Promise<void>((resolveDone) => (release = resolveDone));
  const tail = previous.then(() => done);
  turnQueues.set(key, tail);
  await previous;
  try {
    return await work();
  } finally {
    release();
    if (turnQueues.get(key) === tail) turnQueues.delete(key);
  }
}
