// The business's rating follows its published reviews: publication and removal recompute it in
// the same transaction.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { businesses, reviews } from '../../db/schema';

/** rating = round(average of published ratings × 10), the 0–50 scale of the directory. */
export async function recomputeRating(tx: Tx, businessId: number): Promise<number> {
  const [row] = await tx
    .update(businesses)
    .set({
      rating: sql`coalesce((select round(avg(r.rating) * 10) from ${reviews} r
        where r.business_id = ${businessId} and r.is_approved), 0)`,
    })
    .where(eq(businesses.id, businessId))
    .returning({ rating: businesses.rating });
  return row?.rating ?? 0;
}

/** Where a review stands for its owner and the administrators (SQL over the alias r). */
export const reviewStatusSql = sql`case when r.removed_at is not null then 'removed'
  when r.reported_at is not null and r.report_decided_at is null then 'reported'
  else 'published' end`;
