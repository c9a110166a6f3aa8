// A file's database starts as the template left it, whatever the file before wrote: the reset puts
// back only the tables written to (reused-template.ts), so cascades and set-nulls must count. It
// runs on PGlite and, with DATABASE_URL, on PostgreSQL, whose worker keeps one database too.
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { openTestDatabase } from './context';

async function contents(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select relname as name from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
  );
  const seen: Record<string, string> = {};
  for (const { name } of tables) {
    // Row count and a digest of the rows: a set-null changes no count.
    const [row] = await queryRows<{ n: number; digest: string | null }>(
      db,
      sql.raw(`select count(*)::int as n, md5(string_agg(t::text, ',' order by t::text)) as digest
               from public."${name}" t`),
    );
    seen[name] = `${row!.n} ${row!.digest}`;
  }
  return seen;
}

describe('each test file’s database', () => {
  it('is the template again after a file deleted with cascades and set nulls', async () => {
    const first = await openTestDatabase();
    const before = await contents(first.database.db);
    const db = first.database.db;
    // Users: set null on reviews, cascades into sessions and more; businesses cascade widely.
    await db.execute(sql`delete from users where id in (select user_id from reviews)`);
    await db.execute(sql`delete from businesses where id in (select min(id) from businesses)`);
    await db.execute(sql`update categories set name = name || ' x'`);
    expect(await contents(db)).not.toEqual(before);
    await first.database.close();
    await first.drop();

    const second = await openTestDatabase();
    expect(await contents(second.database.db)).toEqual(before);
    await second.database.close();
    await second.drop();
  });

  it('is one database per worker, whose last file’s session locks are gone', async () => {
    const first = await openTestDatabase();
    const [a] = await queryRows<{ name: string }>(
      first.database.db,
      sql`select current_database() as name, pg_advisory_lock(4242)`,
    );
    await first.database.close();
    await first.drop();

    const second = await openTestDatabase();
    const db = second.database.db;
    const [b] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
    expect(b!.name).toBe(a!.name);
    // A server ends a closed connection's session (and its locks) a moment after the close.
    await expect
      .poll(async () => {
        const [row] = await queryRows<{ locked: boolean }>(
          db,
          sql`select pg_try_advisory_lock(4242) as locked`,
        );
        return row!.locked;
      })
      .toBe(true);
    await db.execute(sql`select pg_advisory_unlock_all()`);
    await second.database.close();
    await second.drop();
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'lets two transactions write the same table at once (noting a write never waits)',
    async () => {
      const { database, drop } = await openTestDatabase();
      const pool = (database.db as unknown as { $client: Pool }).$client;
      const [a, b] = [await pool.connect(), await pool.connect()];
      try {
        const touch = (end: 'min' | 'max') =>
          `update categories set name = name where id = (select ${end}(id) from categories)`;
        await a.query('begin');
        await a.query(touch('min'));
        await b.query('begin');
        await b.query("set local lock_timeout = '3s'");
        await b.query(touch('max'));
        await a.query('commit');
        await b.query('commit');
      } finally {
        a.release();
        b.release();
        await database.close();
        await drop();
      }
    },
  );
});
