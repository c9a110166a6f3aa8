// 'Cerrado temporalmente': the flag and reopening date on the business (read by the filters'
// SQL), and a row of business_closures for each change, the business's history of them.
import { eq } from 'drizzle-orm';
import type { Closure } from '@drd/shared/api/hours';
import type { Db } from '../../db/client';
import { businessClosures, businesses } from '../../db/schema';

export async function readClosure(db: Db, businessId: number): Promise<Closure | null> {
  const [row] = await db
    .select({ temporarilyClosed: businesses.temporarilyClosed, reopensOn: businesses.reopensOn })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ?? null;
}

/** Sets the closure and records it, in one transaction. */
export async function setClosure(
  db: Db,
  businessId: number,
  closure: Closure,
  userId: number,
  now: Date,
): Promise<Closure> {
  return db.transaction(async (tx) => {
    await tx
      .update(businesses)
      .set({ temporarilyClosed: closure.temporarilyClosed, reopensOn: closure.reopensOn })
      .where(eq(businesses.id, businessId));
    await tx
      .insert(businessClosures)
      .values({ businessId, ...closure, changedBy: userId, changedAt: now });
    return closure;
  });
}
