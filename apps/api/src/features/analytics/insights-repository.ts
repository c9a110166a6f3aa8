import { eq, sql, type SQL } from 'drizzle-orm';
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
 * Daily counts of one business from `from` (a local date) on, a row per source and day: the
 * rolled-up days, plus the raw rows not rolled up yet (the last hour's visits, this hour's and
 * last hour's taps), so a tap shows at once. A roll-up moves rows in one statement, so no row is
 * in both places. Columns: date (a date) and one per insight kind.
 */
function countsSince(businessId: number, from: string): SQL {
  const since = localDayStart(from).toISOString();
  const tap = (kind: string) => sql.raw(`count(*) filter (where kind = '${kind}')::int`);
  return sql`select date, profile_views as views, phone_clicks as call,
          whatsapp_clicks as whatsapp, directions_clicks as directions,
          website_clicks as website, share_clicks as share
        from ${businessAnalytics} where business_id = ${businessId} and date >= ${from}::date
        union all
        select (timestamp at time zone ${TIME_ZONE})::date, count(*)::int, 0, 0, 0, 0, 0
        from ${visits} where business_id = ${businessId} and timestamp >= ${since}::timestamptz
        group by 1
        union all
        select (hour at time zone ${TIME_ZONE})::date, 0, ${tap('call')},
          ${tap('whatsapp')}, ${tap('directions')}, ${tap('website')}, ${tap('share')}
        from ${businessActions} where business_id = ${businessId}
          and hour >= ${since}::timestamptz
        group by 1`;
}

/** Each kind's sum over the rows of `alias`, as `"kind"` columns (0 when there are none). */
const sums = (alias: string) =>
  sql.raw(INSIGHT_KINDS.map((k) => `coalesce(sum(${alias}."${k}"), 0)::int as "${k}"`).join(', '));
/** A JSON object of the kinds of `alias`'s row, after `first` (more `'key', value` pairs). */
const kindsObject = (alias: string, first = '') =>
  sql.raw(
    `json_build_object(${first}${INSIGHT_KINDS.map((k) => `'${k}', ${alias}."${k}"`).join(', ')})`,
  );

/** Daily counts of one business from `from` on (see countsSince), one row per source and day. */
export async function dailyCounts(db: Db, businessId: number, from: string): Promise<DayRow[]> {
  return queryRows<DayRow>(
    db,
    sql`select date::text as date, ${sql.raw(INSIGHT_KINDS.map((k) => `"${k}"`).join(', '))}
        from (${countsSince(businessId, from)}) c`,
  );
}

/**
 * The period's days (today last), their totals and the previous period's totals. The database
 * fills and sums the days and sends the series as one JSON value: a year's 365 rows parsed field by
 * field in Node cost more than the query itself.
 */
export async function readInsights(
  db: Db,
  businessId: number,
  days: number,
  now: Date,
): Promise<Omit<Insights, 'searchWords' | 'packageId'>> {
  const to = localDate(now);
  const from = addDays(to, -(days - 1));
  const previousFrom = addDays(from, -days);
  const [row] = await queryRows<{ series: DayRow[]; previous: InsightTotals }>(
    db,
    sql`with counts as (${countsSince(businessId, previousFrom)}),
      daily as (
        select d::date as date, ${sums('c')}
        from generate_series(${from}::date, ${to}::date, interval '1 day') d
          left join counts c on c.date = d::date
        group by d
      ), previous as (
        select ${sums('c')} from counts c where c.date < ${from}::date
      )
      select (select json_agg(${kindsObject('daily', `'date', daily.date::text, `)} order by daily.date) from daily) as series,
             (select ${kindsObject('previous')} from previous) as previous`,
  );
  const series = row!.series;
  const totals = zero();
  for (const day of series) for (const k of INSIGHT_KINDS) totals[k] += day[k];
  return { days, from, to, series, totals, previous: row!.previous };
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
