// The duplicate warnings an owner dismissed ('no es este negocio'): kept with the registration so
// the administrator deciding the new business reads 'El dueño indicó que no es «…», a 40 m'.
import { inArray, sql } from 'drizzle-orm';
import { greatCircleKm } from '@drd/shared/geo';
import type { DismissedDuplicate } from '@drd/shared/api/subscriptions';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { dismissedDuplicates } from '../../db/schema';
import { queryRows } from '../../db/raw';

/** Stores the dismissed candidates, in the registration's transaction. */
export async function recordDismissedDuplicates(
  tx: Tx,
  businessId: number,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .insert(dismissedDuplicates)
    .values([...new Set(ids)].map((duplicateId) => ({ businessId, duplicateId })))
    .onConflictDoNothing();
}

/** Each business's dismissed listings with their distance to it, in metres. */
export async function readDismissedDuplicates(
  db: Db,
  businessIds: number[],
): Promise<Map<number, DismissedDuplicate[]>> {
  const found = new Map<number, DismissedDuplicate[]>();
  if (businessIds.length === 0) return found;
  const rows = await queryRows<{
    businessId: number;
    id: number;
    name: string;
    from: { lat: number | null; lng: number | null };
    to: { lat: number | null; lng: number | null };
  }>(
    db,
    sql`select d.business_id as "businessId", o.id, o.name,
        json_build_object('lat', b.lat, 'lng', b.lng) as "from",
        json_build_object('lat', o.lat, 'lng', o.lng) as "to"
      from dismissed_duplicates d
      join businesses b on b.id = d.business_id
      join businesses o on o.id = d.duplicate_id
      where ${inArray(sql`d.business_id`, businessIds)}
      order by d.business_id, o.name, o.id`,
  );
  for (const row of rows) {
    const { from, to } = row;
    const distanceM =
      from.lat === null || from.lng === null || to.lat === null || to.lng === null
        ? null
        : Math.round(
            greatCircleKm({ lat: from.lat, lng: from.lng }, { lat: to.lat, lng: to.lng }) * 1000,
          );
    found.set(row.businessId, [
      ...(found.get(row.businessId) ?? []),
      { id: row.id, name: row.name, distanceM },
    ]);
  }
  return found;
}
