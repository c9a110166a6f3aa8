import { sql, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { hotStatement } from '../../db/raw';
import { businessActions, businesses, visitLimits } from '../../db/schema';
import type { ActionKind } from '@drd/shared/api/analytics';
import { limitWindows } from '../visits/limits';
import { ACTION_LIMITS } from './limits';

type TapParam = 'businessId' | 'visitorId' | 'kind' | 'address' | 'hour' | 'day';

/**
 * Records a tap unless this visitor tapped the same button of the business in this hour or its
 * source is over a limit, in one statement: the insert on business_actions' primary key (business,
 * visitor, kind, hour) is the check and the claim at once, on every instance.
 */
const recordTap = hotStatement<TapParam, { found: number; counted: number }>(
  'record_action',
  ({ param, server }) => {
    const limit = (source: SQL, windowStart: SQL, max: number) =>
      sql`insert into ${visitLimits} as l (source, window_start, count)
        select ${source}, ${windowStart}::timestamptz, 1 from source
        on conflict (source, window_start) do update set count = l.count + 1
          where l.count < ${sql.raw(String(max))}
        returning 1`;
    const hour = sql`${param('hour')}`;
    // As for visits: on a PostgreSQL server a tap need not wait for its commit to reach the disk.
    return sql`with ${
      server ? sql`durability as (select set_config('synchronous_commit', 'off', true)), ` : sql``
    }business as (
        select id from ${businesses} where id = ${param('businessId')}::int and is_active
      ), source as (
        -- Nothing to limit for a missing business or a tap already counted this hour.
        select ${param('address')}::inet as ip from business
        where not exists (select 1 from ${businessActions} a where a.business_id = business.id
          and a.visitor_id = ${param('visitorId')} and a.kind = ${param('kind')}
          and a.hour = ${hour}::timestamptz)
      ), by_address as (
        ${limit(sql`'act-ip:' || host(ip)`, hour, ACTION_LIMITS.address.max)}
      ), by_network as (
        ${limit(
          sql`'act-net:' || network(set_masklen(ip, case family(ip) when 4 then 24 else 48 end))::text`,
          hour,
          ACTION_LIMITS.network.max,
        )}
      ), by_address_business as (
        ${limit(
          sql`'act-ip-business:' || host(ip) || ':' || ${param('businessId')}::text`,
          sql`${param('day')}`,
          ACTION_LIMITS.addressBusiness.max,
        )}
      ), claimed as (
        insert into ${businessActions} (business_id, visitor_id, kind, hour)
        select id, ${param('visitorId')}, ${param('kind')}, ${hour}::timestamptz from business
        where exists (select 1 from by_address) and exists (select 1 from by_network)
          and exists (select 1 from by_address_business)
        on conflict do nothing
        returning 1
      )
      select (select count(*) from business)::int as found,
             (select count(*) from claimed)::int as counted${
               server ? sql`, (select 1 from durability) as asynchronous` : sql``
             }`;
  },
);

/** Records a tap (recordTap); null when there is no such active business. */
export async function recordAction(
  db: Db,
  input: { businessId: number; visitorId: string; kind: ActionKind; address: string; now: Date },
): Promise<{ counted: boolean } | null> {
  const windows = limitWindows(input.now);
  const [row] = await recordTap(db, {
    businessId: input.businessId,
    visitorId: input.visitorId,
    kind: input.kind,
    address: input.address,
    hour: windows.hour,
    day: windows.day,
  });
  if (!row || row.found === 0) return null;
  return { counted: row.counted > 0 };
}
