// What a start does to a database: migrate (and refresh statistics after a migration), reference
// data, demo data or not, first admin.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { verifyPassword } from '../features/auth/password';
import { openTestDatabase } from '../test/context';
import { businesses, categories, provinces, users } from './schema';
import { migrateDatabase, migrationsFolder } from './client';
import { queryRows } from './raw';
import { prepareDatabase } from './setup';

describe('prepareDatabase', () => {
  // Migrates a blank database from scratch: the slowest start there is.
  it('in production: reference data and the first admin, no demo data or accounts', async () => {
    const { database, drop } = await openTestDatabase({ empty: true });
    const env = parseEnv({
      NODE_ENV: 'production',
      ADMIN_USERNAME: 'operadora',
      ADMIN_PASSWORD: 'una-clave-larga',
    });
    await prepareDatabase(database, env);
    // A second start changes nothing and does not fail.
    await prepareDatabase(database, env);
    const db = database.db;
    expect((await db.select({ n: count() }).from(provinces))[0]!.n).toBe(32);
    expect((await db.select({ n: count() }).from(categories))[0]!.n).toBe(62);
    expect((await db.select({ n: count() }).from(businesses))[0]!.n).toBe(0);
    const accounts = await db.select().from(users);
    expect(accounts.map((u) => [u.username, u.role])).toEqual([['operadora', 'admin']]);
    expect(await verifyPassword('una-clave-larga', accounts[0]!.password)).toBe(true);
    await database.close();
    await drop();
  }, 60_000);

  it('with SEED_DEMO=1: the demo directory once, kept on the next start', async () => {
    const { database, drop } = await openTestDatabase({ empty: true });
    const env = parseEnv({ NODE_ENV: 'development', SEED_DEMO: '1' });
    await prepareDatabase(database, env);
    const db = database.db;
    const [first] = await db.select({ n: count() }).from(businesses);
    expect(first!.n).toBeGreaterThanOrEqual(60);
    await db.update(businesses).set({ name: 'Cambiado por el dueño' }).where(eq(businesses.id, 1));
    await prepareDatabase(database, env);
    const [second] = await db.select({ n: count() }).from(businesses);
    expect(second!.n).toBe(first!.n);
    const [changed] = await db.select().from(businesses).where(eq(businesses.id, 1));
    expect(changed!.name).toBe('Cambiado por el dueño');
    await database.close();
    await drop();
  });

  it('after applying a migration to a filled database, vacuums and analyzes it', async () => {
    const { database, drop } = await openTestDatabase();
    const db = database.db;
    // The migrations up to 0008 only, so that later migrations (already applied to the copy)
    // are not run again once 0007 is undone.
    const folder = mkdtempSync(join(tmpdir(), 'drd-migrations-'));
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
      entries: { idx: number; tag: string; when: number }[];
    };
    const since = journal.entries.find((e) => e.tag === '0007_name_vector')!.when;
    journal.entries = journal.entries.filter((e) => e.idx <= 8);
    writeFileSync(journalFile, JSON.stringify(journal));
    // Back to before migration 0007, which adds a stored column: the table is rewritten.
    const undo0007 = async () => {
      // Dropping the column drops the indexes holding it, the default order's among them (0008).
      await db.execute(sql`alter table businesses drop column name_vector`);
      await db.execute(sql`create index businesses_default_order_idx on businesses
        (is_highlighted desc nulls last, package_id desc nulls last,
         visit_count desc nulls last, name, id) where is_active`);
      await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at >= ${since}`);
    };
    const vacuums = async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`select vacuum_count::int as n from pg_stat_user_tables where relname = 'businesses'`,
        )
      )[0]!.n;
    // The journal's rows from 0007 on, put back at the end: the worker's database outlives this
    // file, and the readiness check (features/health) counts them.
    const journalRows = await queryRows<{ id: number; hash: string; created_at: string }>(
      db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations where created_at >= ${since}`,
    );
    await undo0007();
    const before = await vacuums();
    expect((await migrateDatabase(database, folder)).applied).toBe(2);
    // Migrating alone leaves the rewritten table unvacuumed.
    expect(await vacuums()).toBe(before);
    await undo0007();
    await prepareDatabase(database, parseEnv({ NODE_ENV: 'production' }), () => {}, folder);
    // A start vacuums it. (Whether its pages are all-visible at once depends on the server: with
    // synchronous_commit off, as in CI, the migration's commit may not be on disk yet, and
    // VACUUM then leaves its rows for the next pass.)
    expect(await vacuums()).toBeGreaterThan(before);
    await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at >= ${since}`);
    for (const row of journalRows) {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    await database.close();
    await drop();
    rmSync(folder, { recursive: true });
  });
});
