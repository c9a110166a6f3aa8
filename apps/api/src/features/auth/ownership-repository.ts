import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import type { SuspensionKind } from '@drd/shared/suspension';

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
 * A person's standing with a business in one look-up: its owner, whether the person is one of its
 * managers, and whether an administrator took it off the directory; undefined when none exists.
 */
export async function findBusinessAccess(
  db: Db,
  businessId: number,
  userId: number,
): Promise<
  { ownerId: number | null; isManager: boolean; suspension: SuspensionKind | null } | undefined
> {
  const [row] = await db
    .select({
      ownerId: businesses.userId,
      suspension: sql<SuspensionKind | null>`case when ${businesses.suspendedAt} is null then null
        when ${businesses.suspensionKind} = 'unpublished' then 'unpublished' else 'suspended' end`,
      isManager: sql<boolean>`exists (select 1 from business_managers m
        where m.business_id = ${businesses.id} and m.user_id = ${userId})`,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row;
}
