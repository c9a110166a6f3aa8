// Moves taps whose hour has closed from business_actions into the daily business_analytics rows,
// run by the minutely job on every instance at once: each statement deletes the rows it counts,
// so two instances never count a row twice. The current hour's rows stay: they are the
// once-per-hour check, and insights reads them raw (insights-repository.ts).
import { sql } from 'drizzle-orm';
import { TIME_ZONE } from '@drd/shared/constants';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { IntervalJob } from '../../lib/interval-job';
import {
  businessActions,
  businessAnalytics,
  businesses,
  businessSearchWords,
} from '../../db/schema';

const BATCH = 5_000;
const MAX_BATCHES = 10;
/** Search words are kept a year and a month: the longest period plus its comparison's month. */
const SEARCH_WORD_DAYS = 400;

const count = (kind: string) => sql.raw(`count(*) filter (where kind = '${kind}')::int`);

/** Rolls closed hours' taps into business_analytics; returns how many rows it moved. */
export async function rollUpActions(db: Db, now: Date): Promise<number> {
  const hour = new Date(now);
  hour.setUTCMinutes(0, 0, 0);
  let moved = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const [row] = await queryRows<{ moved: number }>(
      db,
      sql`with moved as (
          delete from ${businessActions} where ctid = any(array(
            select ctid from ${businessActions} where hour < ${hour.toISOString()}::timestamptz
            limit ${BATCH}))
          returning business_id, kind, (hour at time zone ${TIME_ZONE})::date as day
        ), added as (
          insert into ${businessAnalytics} as a (business_id, date, phone_clicks,
            whatsapp_clicks, directions_clicks, website_clicks, share_clicks)
          select business_id, day, ${count('call')}, ${count('whatsapp')},
            ${count('directions')}, ${count('website')}, ${count('share')}
          -- A business deleted within the hour takes its statistics with it (foreign key).
          from moved where business_id in (select id from ${businesses})
          group by business_id, day
          on conflict (business_id, date) do update set
            phone_clicks = a.phone_clicks + excluded.phone_clicks,
            whatsapp_clicks = a.whatsapp_clicks + excluded.whatsapp_clicks,
            directions_clicks = a.directions_clicks + excluded.directions_clicks,
            website_clicks = a.website_clicks + excluded.website_clicks,
            share_clicks = a.share_clicks + excluded.share_clicks
        )
        select count(*)::int as moved from moved`,
    );
    moved += row?.moved ?? 0;
    if ((row?.moved ?? 0) < BATCH) break;
  }
  return moved;
}

/** Forgets search words older than they are ever shown. */
export async function pruneSearchWords(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - SEARCH_WORD_DAYS * 86_400_000).toISOString().slice(0, 10);
  await queryRows(
    db,
    sql`delete from ${businessSearchWords} where ctid = any(array(
        select ctid from ${businessSearchWords} where day < ${cutoff}::date limit ${BATCH}))`,
  );
}

export const actionRollupJob = (db: Db, now: () => Date): IntervalJob => ({
  name: 'resumen diario de estadísticas',
  everyMs: 60_000,
  run: async () => {
    await rollUpActions(db, now());
    await pruneSearchWords(db, now());
  },
});
