import { eq } from 'drizzle-orm';
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
