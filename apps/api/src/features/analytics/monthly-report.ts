// 'Tu mes en Directorio RD': on the 1st (Santo Domingo), the owner and managers of each business
// whose plan includes the monthly report get last month's figures against the month before. One instance queues the
// month's messages in one transaction under a job lock and records the month as done; each
// message also carries a dedupe key per person and month, so nothing is ever sent twice.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { PLAN_FEATURES } from '@drd/shared/plans';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { businesses, monthlyReportRuns } from '../../db/schema';
import { withJobLock, type IntervalJob } from '../../lib/interval-job';
import { businessAudiences } from '../notifications/business-audience';
import { notifyUser } from '../notifications/notify';
import { addDays, localDate } from './dates';
import { dailyCounts } from './insights-repository';
import { monthlyReportMail, type MonthFigures } from './monthly-report-mail';

/** Days of a month on which a missed report still goes (a server down on the 1st). */
const CATCH_UP_DAYS = 3;
const PLANS_WITH_REPORT = [1, 2, 3, 4, 5].filter((p) => p >= PLAN_FEATURES.stats365.from);

/** The month before a local date's month, as YYYY-MM, with its and its previous month's starts. */
export function reportMonths(today: string) {
  const firstOfThis = `${today.slice(0, 8)}01`;
  const month = addDays(firstOfThis, -1).slice(0, 7);
  const previous = addDays(`${month}-01`, -1).slice(0, 7);
  return { month, previous, end: firstOfThis };
}

async function figuresOf(tx: Tx, businessId: number, today: string) {
  const { month, previous, end } = reportMonths(today);
  const sums = { [month]: blank(), [previous]: blank() };
  for (const row of await dailyCounts(tx, businessId, `${previous}-01`)) {
    const bucket = row.date < end ? sums[row.date.slice(0, 7)] : undefined;
    if (!bucket) continue;
    bucket.views += Number(row.views);
    bucket.calls += Number(row.call);
    bucket.whatsapp += Number(row.whatsapp);
    bucket.directions += Number(row.directions);
  }
  return { current: sums[month]!, previous: sums[previous]! };
}
const blank = () => ({ views: 0, calls: 0, whatsapp: 0, directions: 0 });

/** Queues the month's reports when due and not done; returns how many were queued, or null. */
export async function queueMonthlyReports(
  db: Db,
  now: Date,
  publicUrl: string,
): Promise<number | null> {
  const today = localDate(now);
  if (Number(today.slice(8)) > CATCH_UP_DAYS) return null;
  const { month } = reportMonths(today);
  return withJobLock(db, 'monthly-report', async (tx) => {
    const done = await tx
      .insert(monthlyReportRuns)
      .values({ month })
      .onConflictDoNothing()
      .returning({ month: monthlyReportRuns.month });
    if (done.length === 0) return null;
    const rows = await tx
      .select({ id: businesses.id, name: businesses.name, userId: businesses.userId })
      .from(businesses)
      .where(
        and(
          eq(businesses.isActive, true),
          isNotNull(businesses.userId),
          inArray(businesses.packageId, PLANS_WITH_REPORT),
        ),
      )
      .orderBy(businesses.userId, businesses.name);
    // One message per person: the businesses they own and those they manage (business-audience).
    const audiences = await businessAudiences(
      tx,
      rows.map((r) => r.id),
    );
    const byUser = new Map<number, MonthFigures[]>();
    for (const row of rows) {
      const figures = { name: row.name, ...(await figuresOf(tx, row.id, today)) };
      for (const { userId } of audiences.get(row.id) ?? []) {
        byUser.set(userId, [...(byUser.get(userId) ?? []), figures]);
      }
    }
    let queued = 0;
    for (const [userId, figures] of byUser) {
      const sent = await notifyUser(tx, {
        userId,
        kind: 'monthly-stats',
        content: monthlyReportMail(publicUrl, month, figures),
        now,
        publicUrl,
        dedupeKey: `monthly-stats:${userId}:${month}`,
      });
      if (sent) queued++;
    }
    return queued;
  });
}

export const monthlyReportJob = (db: Db, now: () => Date, publicUrl: string): IntervalJob => ({
  name: 'informe mensual de estadísticas',
  everyMs: 15 * 60_000,
  runAtStart: true,
  run: () => queueMonthlyReports(db, now(), publicUrl),
});
