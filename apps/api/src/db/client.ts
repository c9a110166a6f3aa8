// One Drizzle database over either driver: embedded PGlite (default, and in-memory for tests) or a
// PostgreSQL server when a connection string is given. Everything else sees only `Db`.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql, type Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { checkDataDir, lockDataDir } from './data-dir';
import { useNamedStatements } from './pglite-statements';
import { queryRows } from './raw';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL's connection string (pg_dump and the restore drill connect with it). */
  url?: string;
  close: () => Promise<void>;
  /**
   * Runs `fn` holding the migrations' lock: on PostgreSQL a session advisory lock, so of several
   * instances starting at once the first migrates and the others wait, then find nothing to do.
   * PGlite's data folder belongs to one process already (data-dir.ts).
   */
  migrationLock: <T>(fn: () => Promise<T>) => Promise<T>;
  /** PGlite only: the whole data directory as a tarball (test templates, backups). */
  dumpDataDir?: () => Promise<Blob>;
}

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & {
  /** Sees every statement (the query-plan check records them to EXPLAIN them). */ logger?: Logger;
};

const drivers = new WeakMap<Db, Database['driver']>();
const MIGRATION_LOCK = 'drd:migraciones';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
const pools = new WeakMap<Db, () => PoolStats>();

const databases = new WeakMap<Db, Database>();

/** The open database a Db belongs to (a backup made by the running server needs its dump). */
export function databaseOf(db: Db): Database | null {
  return databases.get(db) ?? null;
}

/** The connection pool's state for the metrics; null on PGlite, which has no pool. */
export function poolStatsOf(db: Db): PoolStats | null {
  return pools.get(db)?.() ?? null;
}

/**
 * Which engine a database runs on, for the few statements that must differ between them; one not
 * opened here counts as PGlite, whose statements make no durability trade-off.
 */
export function driverOf(db: Db): Database['driver'] {
  return drivers.get(db) ?? 'pglite';
}

// apps/api/drizzle, seen from src/db/ (tsx, tests) or from the bundle in dist/.
export const migrationsFolder = ['../../drizzle', '../drizzle']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((folder) => existsSync(`${folder}/meta/_journal.json`))!;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // Dates and bigints: keep node-postgres from turning numeric/int8 into strings we never want.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client can lose its server (restart, failover); the pool replaces it. Without a
    // listener that event would crash the process. 57P01 is an administrator's shutdown.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error('PostgreSQL pool:', error.message);
    });
    const db = drizzle({
      client: pool,
      schema,
      casing: 'snake_case',
      logger: options.logger ?? false,
    }) as unknown as Db;
    drivers.set(db, 'postgres');
    pools.set(db, () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }));
    const migrationLock = async <T>(fn: () => Promise<T>): Promise<T> => {
      const session = await pool.connect();
      try {
        await session.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
        return await fn();
      } finally {
        // Ending the session would free the lock too; unlocking first keeps the connection usable.
        await session
          .query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK])
          .catch(() => {});
        session.release();
      }
    };
    const database: Database = {
      db,
      driver: 'postgres',
      url: options.url,
      migrationLock,
      close: () => pool.end(),
    };
    databases.set(db, database);
    return database;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { cube } = await import('@electric-sql/pglite/contrib/cube');
  const { earthdistance } = await import('@electric-sql/pglite/contrib/earthdistance');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (options.dataDir) await checkDataDir(options.dataDir);
  const unlock = options.dataDir ? await lockDataDir(options.dataDir) : async () => {};
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent, cube, earthdistance, btree_gist },
  }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  useNamedStatements(client);
  const db = drizzle({
    client,
    schema,
    casing: 'snake_case',
    logger: options.logger ?? false,
  }) as unknown as Db;
  drivers.set(db, 'pglite');
  const database: Database = {
    db,
    driver: 'pglite',
    migrationLock: (fn) => fn(),
    close: async () => {
      await client.close();
      await unlock();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
  databases.set(db, database);
  return database;
}

/** Applies the pending migrations; answers how many had been applied before, and how many now. */
export async function migrateDatabase(
  database: Database,
  folder = migrationsFolder,
): Promise<{ before: number; applied: number }> {
  const before = await appliedMigrations(database.db);
  if (database.driver === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  }
  return { before, applied: (await appliedMigrations(database.db)) - before };
}

let journalEntries: number | null = null;

/** Migrations in the folder the server was built with that this database has not applied. */
export async function missingMigrations(db: Db, folder = migrationsFolder): Promise<number> {
  if (journalEntries === null) {
    const journal = JSON.parse(await readFile(`${folder}/meta/_journal.json`, 'utf8')) as {
      entries: unknown[];
    };
    journalEntries = journal.entries.length;
  }
  return Math.max(0, journalEntries - (await appliedMigrations(db)));
}

async function appliedMigrations(db: Db): Promise<number> {
  // Two statements: a table that does not exist yet cannot even be named in one.
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}
