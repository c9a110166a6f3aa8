import { eq, sql } from 'drizzle-orm';
import { INSIGHT_KINDS, type InsightTotals, type Insights } from '@drd/shared/api/analytics';
import { TIME_ZONE } from '@drd/shared/constants';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { businessActions, businessAnalytics, businesses, visits } from '../../db/schema';
import { addDays, localDate, localDayStart } from './dates';

const zero = (): InsightTotals =>
  Object.fromEntries(INSIGHT_KINDS.map((k) => [k, 0])) as InsightTotals;

interface DayRow extends InsightTotals {
  date: string;
}

/**
 * Daily counts of one business from `from` (a local date) on: the rolled-up days, plus the raw rows
 * not rolled up yet (the last hour's visits, this hour's and last hour's taps), so a tap shows at
 * once. A roll-up moves rows in one statement, so no row is in both places.
 */
export async function dailyCounts(db: Db, businessId: number, from: string): Promise<DayRow[]> {
  const since = localDayStart(from).toISOString();
  const tap = (kind: string) => sql.raw(`count(*) filter (where kind = '${kind}')::int`);
  const rows = await queryRows<DayRow>(
    db,
    sql`select date::text as date, profile_views as views, phone_clicks as call,
          whatsapp_clicks as whatsapp, directions_clicks as directions,
          website_clicks as website, share_clicks as share
        from ${businessAnalytics} where business_id = ${businessId} and date >= ${from}::date
        union all
        select (timestamp at time zone ${TIME_ZONE})::date::text, count(*)::int, 0, 0, 0, 0, 0
        from ${visits} where business_id = ${businessId} and timestamp >= ${since}::timestamptz
        group by 1
        union all
        select (hour at time zone ${TIME_ZONE})::date::text, 0, ${tap('call')},
          ${tap('whatsapp')}, ${tap('directions')}, ${tap('website')}, ${tap('share')}
        from ${businessActions} where business_id = ${businessId}
          and hour >= ${since}::timestamptz
        group by 1`,
  );
  return rows;
}

function add(into: InsightTotals, row: InsightTotals) {
  for (const k of INSIGHT_KINDS) into[k] += Number(row[k]);
}

/** The period's days (today last), their totals and the previous period's totals. */
export async function readInsights(
  db: Db,
  businessId: number,
  days: number,
  now: Date,
): Promise<Omit<Insights, 'searchWords' | 'packageId'>> {
  const to = localDate(now);
  const from = addDays(to, -(days - 1));
  const previousFrom = addDays(from, -days);
  const byDate = new Map<string, InsightTotals>();
  for (let d = from; d <= to; d = addDays(d, 1)) byDate.set(d, zero());
  const totals = zero();
  const previous = zero();
  for (const row of await dailyCounts(db, businessId, previousFrom)) {
    const day = byDate.get(row.date);
    if (day) {
      add(day, row);
      add(totals, row);
    } else if (row.date < from) add(previous, row);
  }
  const series = [...byDate].map(([date, t]) => ({ date, ...t }));
  return { days, from, to, series, totals, previous };
}

export async function businessPlan(db: Db, businessId: number): Promise<number | null> {
  const [row] = await db
    .select({ packageId: businesses.packageId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.packageId ?? null;
}

/** Views, calls and WhatsApp taps of the last 30 days of each of a user's businesses. */
export async function summariesOf(
  db: Db,
  userId: number,
  now: Date,
): Promise<Record<string, { views: number; call: number; whatsapp: number }>> {
  const owned = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.userId, userId));
  const out: Record<string, { views: number; call: number; whatsapp: number }> = {};
  const from = addDays(localDate(now), -29);
  for (const { id } of owned) {
    const sum = { views: 0, call: 0, whatsapp: 0 };
    for (const row of await dailyCounts(db, id, from)) {
      sum.views += Number(row.views);
      sum.call += Number(row.call);
      sum.whatsapp += Number(row.whatsapp);
    }
    out[String(id)] = sum;
  }
  return out;
}
