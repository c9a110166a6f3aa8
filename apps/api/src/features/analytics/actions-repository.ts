import { sql, type SQL } from 'drizzle-orm';
import { driverOf, type Db } from '../../db/client';
import { queryRowsPrepared } from '../../db/raw';
import { businessActions, businesses, visitLimits } from '../../db/schema';
import type { ActionKind } from '@drd/shared/api/analytics';
import { limitWindows } from '../visits/limits';
import { ACTION_LIMITS } from './limits';

/**
 * Records a tap unless this visitor tapped the same button of the business in this hour or its
 * source is over a limit, in one statement: the insert on business_actions' primary key (business,
 * visitor, kind, hour) is the check and the claim at once, on every instance. Null when there is
 * no such active business.
 */
export async function recordAction(
  db: Db,
  input: { businessId: number; visitorId: string; kind: ActionKind; address: string; now: Date },
): Promise<{ counted: boolean } | null> {
  const { businessId, visitorId, kind, address } = input;
  const windows = limitWindows(input.now);
  // As for visits: on a PostgreSQL server a tap need not wait for its commit to reach the disk.
  const asynchronous = driverOf(db) === 'postgres';
  const limit = (source: SQL, windowStart: string, max: number) =>
    sql`insert into ${visitLimits} as l (source, window_start, count)
        select ${source}, ${windowStart}::timestamptz, 1 from source
        on conflict (source, window_start) do update set count = l.count + 1
          where l.count < ${sql.raw(String(max))}
        returning 1`;
  const [row] = await queryRowsPrepared<{ found: number; counted: number }>(
    db,
    asynchronous ? 'record_action' : 'record_action_synchronous',
    sql`with ${
      asynchronous
        ? sql`durability as (select set_config('synchronous_commit', 'off', true)), `
        : sql``
    }business as (
        select id from ${businesses} where id = ${businessId} and is_active
      ), source as (
        -- Nothing to limit for a missing business or a tap already counted this hour.
        select ${address}::inet as ip from business
        where not exists (select 1 from ${businessActions} a where a.business_id = ${businessId}
          and a.visitor_id = ${visitorId} and a.kind = ${kind}
          and a.hour = ${windows.hour}::timestamptz)
      ), by_address as (
        ${limit(sql`'act-ip:' || host(ip)`, windows.hour, ACTION_LIMITS.address.max)}
      ), by_network as (
        ${limit(
          sql`'act-net:' || network(set_masklen(ip, case family(ip) when 4 then 24 else 48 end))::text`,
          windows.hour,
          ACTION_LIMITS.network.max,
        )}
      ), by_address_business as (
        ${limit(
          sql`'act-ip-business:' || host(ip) || ':' || ${String(businessId)}::text`,
          windows.day,
          ACTION_LIMITS.addressBusiness.max,
        )}
      ), claimed as (
        insert into ${businessActions} (business_id, visitor_id, kind, hour)
        select id, ${visitorId}, ${kind}, ${windows.hour}::timestamptz from business
        where exists (select 1 from by_address) and exists (select 1 from by_network)
          and exists (select 1 from by_address_business)
        on conflict do nothing
        returning 1
      )
      select (select count(*) from business)::int as found,
             (select count(*) from claimed)::int as counted${
               asynchronous ? sql`, (select 1 from durability) as asynchronous` : sql``
             }`,
  );
  if (!row || row.found === 0) return null;
  return { counted: row.counted > 0 };
}
