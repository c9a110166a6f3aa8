// Liveness and readiness, as a proxy or an orchestrator reads them: ready means the database
// answers, every migration of this build is applied and no shutdown has begun.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { queryRows } from '../../db/raw';
import { createTestContext, getJson, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ready = () => getJson<{ status?: string; error?: string }>(ctx.app, '/api/health/ready');

describe('health: live and ready', () => {
  it('is live and ready on a migrated database', async () => {
    expect((await getJson(ctx.app, '/api/health/live')).status).toBe(200);
    expect(await ready()).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('is not ready from the moment a shutdown begins', async () => {
    ctx.app.lifecycle.shuttingDown = true;
    try {
      expect(await ready()).toMatchObject({
        status: 503,
        body: { error: 'El servidor se está cerrando' },
      });
      expect((await getJson(ctx.app, '/api/health/live')).status).toBe(200);
    } finally {
      ctx.app.lifecycle.shuttingDown = false;
    }
  });

  it('is not ready while a migration of this build is missing', async () => {
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      ctx.database.db,
      sql`delete from drizzle.__drizzle_migrations
          where id = (select max(id) from drizzle.__drizzle_migrations)
          returning id, hash, created_at`,
    );
    try {
      expect(await ready()).toMatchObject({
        status: 503,
        body: { error: 'Falta 1 migración por aplicar' },
      });
    } finally {
      await ctx.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 while the database is away and 200 once it is back', async () => {
    if (ctx.database.driver === 'pglite') {
      // The embedded database cannot go away and come back under a running app: a closed one.
      const other = await createTestContext();
      await other.database.close();
      const answer = await getJson<{ error: string }>(other.app, '/api/health/ready');
      expect(answer).toMatchObject({
        status: 503,
        body: { error: 'La base de datos no responde' },
      });
      await other.app.close();
      return;
    }
    const [row] = await queryRows<{ name: string }>(
      ctx.database.db,
      sql`select current_database() as name`,
    );
    const admin = await openDatabase({
      kind: 'postgres',
      url: process.env.DATABASE_URL!,
      poolSize: 1,
    });
    const allow = (value: boolean) =>
      admin.db.execute(sql.raw(`alter database "${row!.name}" allow_connections ${value}`));
    await allow(false);
    try {
      await admin.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${row!.name}`,
      );
      const pool = (ctx.database.db as unknown as { $client: { totalCount: number } }).$client;
      while (pool.totalCount > 0) await new Promise((r) => setTimeout(r, 20));
      expect(await ready()).toMatchObject({
        status: 503,
        body: { error: 'La base de datos no responde' },
      });
    } finally {
      await allow(true);
      await admin.close();
    }
    expect((await ready()).status).toBe(200);
  });
});
