import { sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { hotStatement } from '../../db/raw';
import { businessActions, businesses, visitLimits } from '../../db/schema';
import type { ActionKind } from '@drd/shared/api/analytics';
import { limitWindows } from '../visits/limits';
import { ACTION_LIMITS } from './limits';

export interface Tap {
  businessId: number;
  visitorId: string;
  kind: ActionKind;
  address: string;
  now: Date;
}
/** null: no such active business. */
export type TapResult = { counted: boolean } | null;

type TapParam = 'businessIds' | 'visitorIds' | 'kinds' | 'addresses' | 'hours' | 'days';

const { address, network, addressBusiness } = ACTION_LIMITS;
const raw = (n: number) => sql.raw(String(n));
/** A limit row's maximum by its source's prefix (the upsert sees only the table's columns). */
const maxOf = (source: string) =>
  sql.raw(`case when ${source} like 'act-ip:%' then ${address.max}
    when ${source} like 'act-net:%' then ${network.max} else ${addressBusiness.max} end`);

/**
 * Records a batch of taps in one statement. A tap counts unless its visitor tapped the same
 * button of the business in this hour (business_actions' primary key (business, visitor, kind,
 * hour) is the check and the claim at once, on every instance) or one of its sources is over its
 * limit in visit_limits. Each limit row is bumped once by all of the batch's taps and answers its
 * new count, so a tap's place among them says whether it is still under the maximum. Rows are
 * locked in key order, so concurrent batches never deadlock. Answers one row per tap, in order.
 */
const recordTaps = hotStatement<TapParam, { found: boolean; counted: boolean }>(
  'record_actions',
  ({ param, server }) => sql`with ${
    // As for visits: on a PostgreSQL server a tap need not wait for its commit to reach the disk.
    server ? sql`durability as (select set_config('synchronous_commit', 'off', true)), ` : sql``
  }input as (
      select * from unnest(${param('businessIds')}::int[], ${param('visitorIds')}::text[],
        ${param('kinds')}::text[], ${param('addresses')}::inet[], ${param('hours')}::timestamptz[],
        ${param('days')}::timestamptz[])
        with ordinality as t(business_id, visitor_id, kind, ip, hour, day, seq)
    ), found as (
      select i.* from input i join ${businesses} b on b.id = i.business_id and b.is_active
    ), fresh as (
      -- The first of identical taps, unless already counted: a repeat spends no limit.
      select distinct on (business_id, visitor_id, kind, hour) f.* from found f
      where not exists (select 1 from ${businessActions} a where a.business_id = f.business_id
        and a.visitor_id = f.visitor_id and a.kind = f.kind and a.hour = f.hour)
      order by business_id, visitor_id, kind, hour, seq
    ), wanted as (
      select seq, 'act-ip:' || host(ip) as source, hour as window_start, ${raw(address.max)} as max
      from fresh
      union all
      select seq, 'act-net:' || network(set_masklen(ip, case family(ip) when 4 then 24 else 48 end))::text,
        hour, ${raw(network.max)} from fresh
      union all
      select seq, 'act-ip-business:' || host(ip) || ':' || business_id::text, day,
        ${raw(addressBusiness.max)} from fresh
    ), ranked as (
      select *, row_number() over (partition by source, window_start order by seq) as place,
        count(*) over (partition by source, window_start) as added
      from wanted
    ), bumped as (
      insert into ${visitLimits} as l (source, window_start, count)
      select source, window_start, added from ranked where place = 1
      order by source, window_start
      on conflict (source, window_start) do update set count = l.count + excluded.count
        where l.count < ${maxOf('l.source')}
      returning source, window_start, count
    ), allowed as (
      -- Under every limit: its count before this batch plus its place among the batch's taps.
      select r.seq from ranked r join bumped b using (source, window_start)
      where b.count - r.added + r.place <= r.max
      group by r.seq having count(*) = 3
    ), claimed as (
      insert into ${businessActions} (business_id, visitor_id, kind, hour)
      select business_id, visitor_id, kind, hour from fresh
      where seq in (select seq from allowed)
      order by business_id, visitor_id, kind, hour
      on conflict do nothing
      returning business_id, visitor_id, kind, hour
    )
    select exists (select 1 from found f where f.seq = i.seq) as found,
      exists (select 1 from claimed c join fresh f using (business_id, visitor_id, kind, hour)
        where f.seq = i.seq) as counted${
          server ? sql`, (select 1 from durability) as asynchronous` : sql``
        }
    from input i order by i.seq`,
);

/** Records taps (recordTaps); a result per tap, in order. */
export async function recordActions(db: Db, taps: Tap[]): Promise<TapResult[]> {
  const windows = taps.map((t) => limitWindows(t.now));
  const rows = await recordTaps(db, {
    businessIds: taps.map((t) => t.businessId),
    visitorIds: taps.map((t) => t.visitorId),
    kinds: taps.map((t) => t.kind),
    addresses: taps.map((t) => t.address),
    hours: windows.map((w) => w.hour),
    days: windows.map((w) => w.day),
  });
  return rows.map((row) => (row.found ? { counted: row.counted } : null));
}
