// A file's database starts as the template left it, whatever the file before wrote: the reset puts
// back only the tables written to (reused-template.ts), so cascades and set-nulls must count.
import { sql } from 'drizzle-orm';
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
});
