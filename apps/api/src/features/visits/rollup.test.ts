import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitDays, visitLimits, visits } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { pruneVisitLimits, rollUpVisits } from './rollup';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// 02:30 in Santo Domingo (UTC-4) on the 23rd is 06:30 UTC.
const now = new Date('2026-11-23T06:30:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('the visits log becomes daily counts', () => {
  it('rolls visits older than an hour into counts per business and local day, once', async () => {
    const db = ctx.database.db;
    await db.delete(visits);
    const row = (businessId: number, timestamp: Date) => ({
      businessId,
      visitorId: 'v',
      timestamp,
    });
    await db.insert(visits).values([
      // The first two are the 23rd in UTC but the 22nd in Santo Domingo.
      row(1, new Date('2026-11-23T03:00:00Z')), // 23:00 on the 22nd, local
      row(1, new Date('2026-11-23T03:59:00Z')), // 23:59 on the 22nd, local
      row(1, new Date('2026-11-23T04:30:00Z')), // 00:30 on the 23rd, local
      row(2, minutesAgo(61)),
      row(2, minutesAgo(59)), // still within the hour: stays a row
    ]);
    // Two instances of the job at once count every row once.
    await Promise.all([rollUpVisits(db, now), rollUpVisits(db, now)]);
    const days = await db
      .select({ businessId: visitDays.businessId, day: visitDays.day, count: visitDays.count })
      .from(visitDays)
      .orderBy(visitDays.businessId, visitDays.day);
    expect(days).toEqual([
      { businessId: 1, day: '2026-11-22', count: 2 },
      { businessId: 1, day: '2026-11-23', count: 1 },
      { businessId: 2, day: '2026-11-23', count: 1 },
    ]);
    const left = await db.select({ businessId: visits.businessId }).from(visits);
    expect(left).toEqual([{ businessId: 2 }]);

    // Later rows of an already counted day add to it.
    await db.insert(visits).values([row(1, minutesAgo(90))]);
    expect(await rollUpVisits(db, now)).toBe(1);
    const [day] = await db
      .select({ count: visitDays.count })
      .from(visitDays)
      .where(sql`${visitDays.businessId} = 1 and ${visitDays.day} = '2026-11-23'`);
    expect(day?.count).toBe(2);
    expect(await rollUpVisits(db, now)).toBe(0);
  });

  it('forgets limit windows that have closed', async () => {
    const db = ctx.database.db;
    await db.insert(visitLimits).values([
      { source: 'old', windowStart: minutesAgo(25 * 60), count: 3 },
      { source: 'current', windowStart: minutesAgo(30), count: 3 },
    ]);
    expect(await pruneVisitLimits(db, now)).toBeGreaterThanOrEqual(1);
    const sources = (await db.select({ source: visitLimits.source }).from(visitLimits)).map(
      (r) => r.source,
    );
    expect(sources).toContain('current');
    expect(sources).not.toContain('old');
    expect(await db.select().from(visitLimits).where(eq(visitLimits.source, 'old'))).toEqual([]);
  });
});
