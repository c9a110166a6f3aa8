import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessCard } from '@drd/shared/api/businesses';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw';
import { businessVisitCounts, visitWindows } from '../../db/schema';
import { createTestContext, getJson, postJson, type TestContext } from '../../test/context';
import { pruneVisitWindows, runVisitMaintenance, syncVisitOrder } from './order-sync';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const firstPage = async () =>
  (await getJson<{ businesses: BusinessCard[] }>(ctx.app, '/api/businesses/filter?pageSize=24'))
    .body.businesses;

describe('visit counts and the default order', () => {
  it('shows a visit on the card and the profile at once', async () => {
    const [card] = await firstPage();
    // A browser's first request is given its visitor cookie; the visit counts with it.
    const first = await postJson(ctx.app, '/api/visits/record', { businessId: card!.id });
    const cookie = first.cookies.find((c) => c.name === 'drd_visitor')!.value;
    const visit = await postJson(
      ctx.app,
      '/api/visits/record',
      { businessId: card!.id },
      { cookies: { drd_visitor: cookie } },
    );
    expect(visit.json()).toMatchObject({ counted: true, count: card!.visitCount + 1 });
    const again = (await firstPage()).find((c) => c.id === card!.id);
    expect(again?.visitCount).toBe(card!.visitCount + 1);
    const detail = await getJson<BusinessCard>(ctx.app, `/api/businesses/detail/${card!.id}`);
    expect(detail.body.visitCount).toBe(card!.visitCount + 1);
  });

  it('reorders by the live counts once they are synced', async () => {
    const page = await firstPage();
    // Two neighbours that only visits tell apart: give the second more than the first.
    const index = page.findIndex(
      (c, i) =>
        i > 0 &&
        c.isHighlighted === page[i - 1]!.isHighlighted &&
        c.packageId === page[i - 1]!.packageId,
    );
    expect(index).toBeGreaterThan(0);
    const ahead = page[index - 1]!;
    const behind = page[index]!;
    const count = ahead.visitCount + 1000;
    await ctx.database.db
      .insert(businessVisitCounts)
      .values({ businessId: behind.id, count })
      .onConflictDoUpdate({
        target: businessVisitCounts.businessId,
        set: { count, pending: true },
      });

    const before = (await firstPage()).map((c) => c.id);
    expect(before.indexOf(behind.id)).toBeGreaterThan(before.indexOf(ahead.id));
    // The minutely round copies the counts and drops the cached first pages in the old order.
    await runVisitMaintenance(ctx.database.db, ctx.app.now, ctx.app.cache);
    const after = await firstPage();
    expect(after.findIndex((c) => c.id === behind.id)).toBeLessThan(
      after.findIndex((c) => c.id === ahead.id),
    );
    expect(after.find((c) => c.id === behind.id)?.visitCount).toBe(count);
    // Nothing left to copy.
    expect(await syncVisitOrder(ctx.database.db)).toBe(0);
  });

  it('copies only the counts visited since the last copy, in batches, all of them', async () => {
    const db = ctx.database.db;
    const page = await firstPage();
    const ids = page.slice(0, 7).map((c) => c.id);
    await syncVisitOrder(db);
    // A count that is not pending is not read: the copy no longer compares every business.
    await db
      .insert(businessVisitCounts)
      .values({ businessId: ids[0]!, count: 90_001, pending: false })
      .onConflictDoUpdate({
        target: businessVisitCounts.businessId,
        set: { count: 90_001, pending: false },
      });
    // Six visited businesses, copied two at a time: every batch is read until none is left.
    for (const [i, id] of ids.slice(1).entries()) {
      await db
        .insert(businessVisitCounts)
        .values({ businessId: id, count: 80_000 + i })
        .onConflictDoUpdate({
          target: businessVisitCounts.businessId,
          set: { count: 80_000 + i, pending: true },
        });
    }
    expect(await syncVisitOrder(db, 2)).toBe(6);
    const orderCopy = await queryRows<{ id: number; visitCount: number; pending: boolean }>(
      db,
      sql`select b.id, b.visit_count as "visitCount", c.pending from businesses b
        join business_visit_counts c on c.business_id = b.id
        where b.id = any(${`{${ids.join(',')}}`}::int[]) order by b.id`,
    );
    for (const row of orderCopy) {
      const i = ids.indexOf(row.id);
      if (i === 0) expect(row.visitCount).not.toBe(90_001);
      else expect(row.visitCount).toBe(80_000 + i - 1);
      expect(row.pending).toBe(false);
    }
    // A visit makes its count pending again.
    const first = await postJson(ctx.app, '/api/visits/record', { businessId: ids[1]! });
    const cookie = first.cookies.find((c) => c.name === 'drd_visitor')!.value;
    const visit = await postJson(
      ctx.app,
      '/api/visits/record',
      { businessId: ids[1]! },
      { cookies: { drd_visitor: cookie } },
    );
    expect(visit.json()).toMatchObject({ counted: true, count: 80_001 });
    expect(await syncVisitOrder(db)).toBe(1);
  });

  // Only PostgreSQL runs a visit and a copy at once; PGlite has one connection.
  it.runIf(process.env.DATABASE_URL)('loses no visit counted while a copy runs', async () => {
    const db = ctx.database.db;
    const [card] = await firstPage();
    const id = card!.id;
    const bump = (runner: Pick<typeof db, 'execute'>) =>
      runner.execute(sql`insert into business_visit_counts (business_id, count)
        select id, visit_count + 1 from businesses where id = ${id}
        on conflict (business_id) do update
          set count = business_visit_counts.count + 1, pending = true`);
    await bump(db);
    let copy: Promise<number> | undefined;
    // A visit holds its count's row while the copy reads the old count and waits for the row;
    // when the visit commits, the copy must leave the row pending, not mark the new count copied.
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from business_visit_counts where business_id = ${id} for update`,
      );
      copy = syncVisitOrder(db);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await bump(tx);
    });
    await copy;
    await syncVisitOrder(db);
    const [row] = await queryRows<{ visitCount: number; count: number; pending: boolean }>(
      db,
      sql`select b.visit_count as "visitCount", c.count, c.pending from businesses b
        join business_visit_counts c on c.business_id = b.id where b.id = ${id}`,
    );
    expect(row).toEqual({ visitCount: row!.count, count: row!.count, pending: false });
  });

  it('forgets closed de-duplication windows and keeps open ones', async () => {
    const db = ctx.database.db;
    const [card] = await firstPage();
    const now = new Date('2026-11-23T12:00:00Z');
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    await db.insert(visitWindows).values([
      { businessId: card!.id, visitorId: 'closed-window', countedAt: at(31) },
      { businessId: card!.id, visitorId: 'open-window', countedAt: at(29) },
    ]);
    expect(await pruneVisitWindows(db, now)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ visitorId: visitWindows.visitorId })
      .from(visitWindows)
      .where(eq(visitWindows.businessId, card!.id));
    expect(left.map((w) => w.visitorId)).toContain('open-window');
    expect(left.map((w) => w.visitorId)).not.toContain('closed-window');
  });
});
