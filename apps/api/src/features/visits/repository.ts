import { and, eq, gt, sql } from 'drizzle-orm';
import { VISIT_DEDUP_MINUTES } from '@drd/shared/constants';
import type { Db } from '../../db/client';
import { businesses, counters, visits } from '../../db/schema';

export const GLOBAL_VISITS = 'global_visits';

export async function getGlobalVisitCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: counters.value })
    .from(counters)
    .where(eq(counters.name, GLOBAL_VISITS));
  return Number(row?.value ?? 0);
}

/** The public visit count of an active business; null when there is no such business. */
export async function getBusinessVisitCount(db: Db, businessId: number): Promise<number | null> {
  const [row] = await db
    .select({ visitCount: businesses.visitCount })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)));
  return row ? row.visitCount : null;
}

/**
 * Records a visit unless this visitor saw the business in the last 30 minutes, and bumps the
 * business and global counters in the same transaction. The advisory lock serialises concurrent
 * requests of one visitor for one business (a card click and the detail page arrive together),
 * across every server instance sharing the database.
 */
export async function recordVisit(
  db: Db,
  input: { businessId: number; visitorId: string; now: Date },
): Promise<{ counted: boolean; count: number } | null> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`${input.businessId}:${input.visitorId}`}))`,
    );
    const [business] = await tx
      .select({ visitCount: businesses.visitCount })
      .from(businesses)
      .where(and(eq(businesses.id, input.businessId), eq(businesses.isActive, true)));
    if (!business) return null;
    const since = new Date(input.now.getTime() - VISIT_DEDUP_MINUTES * 60_000);
    const recent = await tx
      .select({ id: visits.id })
      .from(visits)
      .where(
        and(
          eq(visits.businessId, input.businessId),
          eq(visits.visitorId, input.visitorId),
          gt(visits.timestamp, since),
        ),
      )
      .limit(1);
    if (recent.length > 0) return { counted: false, count: business.visitCount };
    await tx.insert(visits).values({
      businessId: input.businessId,
      visitorId: input.visitorId,
      timestamp: input.now,
    });
    const [updated] = await tx
      .update(businesses)
      .set({ visitCount: sql`${businesses.visitCount} + 1` })
      .where(eq(businesses.id, input.businessId))
      .returning({ visitCount: businesses.visitCount });
    await tx
      .insert(counters)
      .values({ name: GLOBAL_VISITS, value: 1 })
      .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } });
    return { counted: true, count: updated?.visitCount ?? business.visitCount + 1 };
  });
}
