import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, userFavorites } from '../../db/schema';

export async function listFavorites(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userFavorites.businessId })
    .from(userFavorites)
    .where(eq(userFavorites.userId, userId))
    .orderBy(asc(userFavorites.createdAt), asc(userFavorites.businessId));
  return rows.map((r) => r.id);
}

/** Adds the businesses that exist (a stale id from an old browser list is dropped). */
export async function addFavorites(db: Db, userId: number, ids: number[], now: Date) {
  if (ids.length === 0) return;
  await db
    .insert(userFavorites)
    .select(
      db
        .select({
          userId: sql<number>`${userId}::int`.as('user_id'),
          businessId: businesses.id,
          createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(businesses)
        .where(inArray(businesses.id, ids)),
    )
    .onConflictDoNothing();
}

export async function removeFavorite(db: Db, userId: number, businessId: number) {
  await db
    .delete(userFavorites)
    .where(and(eq(userFavorites.userId, userId), eq(userFavorites.businessId, businessId)));
}
