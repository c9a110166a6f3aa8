import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';

/** Who owns a business: its owner's user id (null when unclaimed), or undefined when none exists. */
export async function findBusinessOwnerId(
  db: Db,
  businessId: number,
): Promise<number | null | undefined> {
  const [business] = await db
    .select({ userId: businesses.userId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return business ? business.userId : undefined;
}

/**
 * A person's standing with a business in one look-up: its owner, and whether the person is one
 * of its managers; undefined when the business does not exist.
 */
export async function findBusinessAccess(
  db: Db,
  businessId: number,
  userId: number,
): Promise<{ ownerId: number | null; isManager: boolean } | undefined> {
  const [row] = await db
    .select({
      ownerId: businesses.userId,
      isManager: sql<boolean>`exists (select 1 from business_managers m
        where m.business_id = ${businesses.id} and m.user_id = ${userId})`,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row;
}
