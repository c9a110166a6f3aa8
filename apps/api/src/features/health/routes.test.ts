import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { createTestContext, getJson, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/**
 * Makes every transaction of the database read-only, as a full disk or a standby would refuse
 * writes: on PGlite its one session, on a server every new session, after ending the pooled ones.
 */
async function setReadOnly(database: Database, readOnly: boolean) {
  const value = readOnly ? 'on' : 'off';
  if (database.driver === 'pglite') {
    await database.db.execute(sql.raw(`set default_transaction_read_only = ${value}`));
    return;
  }
  const [row] = await queryRows<{ name: string }>(
    database.db,
    sql`select current_database() as name`,
  );
  const admin = await openDatabase({
    kind: 'postgres',
    url: process.env.DATABASE_URL!,
    poolSize: 1,
  });
  await admin.db.execute(
    sql.raw(`alter database "${row!.name}" set default_transaction_read_only = ${value}`),
  );
  await admin.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${row!.name}`,
  );
  await admin.close();
  // The pool learns of each ended session asynchronously; wait until it has dropped them all.
  const pool = (database.db as unknown as { $client: { totalCount: number } }).$client;
  while (pool.totalCount > 0) await new Promise((r) => setTimeout(r, 20));
}

describe('health', () => {
  it('answers 503 while the database refuses writes, and 200 once it takes them again', async () => {
    await setReadOnly(ctx.database, true);
    const refused = await getJson<{ error: string }>(ctx.app, '/api/health');
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatch(/base de datos/);
    await setReadOnly(ctx.database, false);
    const healthy = await getJson(ctx.app, '/api/health');
    expect(healthy.status).toBe(200);
    expect(healthy.body).toEqual({ status: 'ok' });
  });
});
