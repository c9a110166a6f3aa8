import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAnalytics,
  businessManagers,
  businesses,
  mailOutbox,
  users,
} from '../../db/schema';
import { createActors, type Actors } from '../../test/actors';
import { createTestContext, type TestContext } from '../../test/context';
import { figure } from './monthly-report-mail';
import { queueMonthlyReports } from './monthly-report';

let ctx: TestContext;
let actors: Actors;
let businessId: number;
let ownerId: number;

// 1 December 2026, 08:00 in Santo Domingo: the report of November against October.
const FIRST = new Date('2026-12-01T12:00:00Z');
const URL = 'http://localhost:3000';

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'informe');
  businessId = actors.fixtures.ownedBusinessId;
  const db = ctx.database.db;
  const [row] = await db
    .select({ userId: businesses.userId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  ownerId = row!.userId!;
  // The owner alone here; the managers' copies: notifications/business-audience.test.ts.
  await db.delete(businessManagers).where(eq(businessManagers.businessId, businessId));
  // Only this owner's business has a plan with the monthly report.
  await db.update(businesses).set({ packageId: 1 });
  await db.update(businesses).set({ packageId: 3 }).where(eq(businesses.id, businessId));
  await db.insert(businessAnalytics).values([
    { businessId, date: '2026-11-03', profileViews: 100, phoneClicks: 12, whatsappClicks: 1 },
    { businessId, date: '2026-11-30', profileViews: 20, phoneClicks: 2 },
    { businessId, date: '2026-10-15', profileViews: 100, phoneClicks: 14 },
    { businessId, date: '2026-12-01', profileViews: 500 },
  ]);
});
afterAll(() => ctx.close());

const reports = () =>
  ctx.database.db
    .select({ userId: mailOutbox.userId, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'monthly-stats'));

describe("'Tu mes en Directorio RD'", () => {
  it('formats a figure with its noun and change', () => {
    expect(figure(1, 0, 'visita', 'visitas')).toBe('1 visita (nuevo)');
    expect(figure(120, 100, 'visita', 'visitas')).toBe('120 visitas (▲ 20 %)');
    expect(figure(7, 14, 'llamada', 'llamadas')).toBe('7 llamadas (▼ 50 %)');
    expect(figure(0, 0, 'llamada', 'llamadas')).toBe('0 llamadas');
  });

  it('is not sent while the owner has turned the topic off', async () => {
    const db = ctx.database.db;
    await db
      .update(users)
      .set({ mailOptOuts: ['statistics'] })
      .where(eq(users.id, ownerId));
    // Not the 1st (nor a catch-up day): nothing.
    expect(await queueMonthlyReports(db, new Date('2026-11-20T12:00:00Z'), URL)).toBeNull();
    // A month of November's kind, queued while the topic is off.
    expect(await queueMonthlyReports(db, new Date('2026-11-01T12:00:00Z'), URL)).toBe(0);
    expect(await reports()).toEqual([]);
    await db.update(users).set({ mailOptOuts: [] }).where(eq(users.id, ownerId));
  });

  it('goes once per owner and month, with the month against the one before', async () => {
    const db = ctx.database.db;
    const runs = await Promise.all([
      queueMonthlyReports(db, FIRST, URL),
      queueMonthlyReports(db, FIRST, URL),
    ]);
    expect(runs.filter((r) => r !== null)).toEqual([1]);
    // Later that day, and on another instance, nothing more.
    expect(await queueMonthlyReports(db, new Date(FIRST.getTime() + 3_600_000), URL)).toBeNull();
    const sent = await reports();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.userId).toBe(ownerId);
    expect(sent[0]!.subject).toBe('Tu mes en Directorio RD: noviembre de 2026');
    expect(sent[0]!.text).toContain('120 visitas (▲ 20 %)');
    expect(sent[0]!.text).toContain('14 llamadas (▲ 0 %)');
    expect(sent[0]!.text).toContain('1 WhatsApp (nuevo)');
    const others = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'monthly-stats'), eq(mailOutbox.userId, ownerId + 1)));
    expect(others).toEqual([]);
  });
});
