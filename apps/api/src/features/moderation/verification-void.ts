// Which waiting changes would void a verification: a new name or category lapses a pending or
// granted one on approval (verification/lapse.ts), so the queue says it beside the change
// ('Aprobar este cambio retira la verificación') instead of the badge vanishing unseen.
import { inArray, sql } from 'drizzle-orm';
import type { PendingSubmission } from '@drd/shared/api/content/moderation';
import type { Db } from '../../db/client';
import { rows } from '../owner-content/sql';

type Listed = Omit<PendingSubmission, 'voidsVerification'>;

/** The list with `voidsVerification` on each item: true for a profile change that would lapse one. */
export async function markVerificationVoids(
  db: Db,
  submissions: Listed[],
): Promise<PendingSubmission[]> {
  const ids = [
    ...new Set(submissions.filter((s) => s.contentType === 'business').map((s) => s.businessId)),
  ];
  const found =
    ids.length === 0
      ? []
      : await rows<{ id: number; name: string; categoryId: number | null }>(
          db,
          sql`select b.id, b.name, b.category_id as "categoryId" from businesses b
            where ${inArray(sql`b.id`, ids)} and (b.verified_at is not null or exists (
              select 1 from business_verifications v
              where v.business_id = b.id and v.status in ('pending', 'approved')))`,
        );
  const verified = new Map(found.map((b) => [b.id, b]));
  return submissions.map((s) => {
    const business = verified.get(s.businessId);
    const data = s.changeData as { name?: unknown; category?: unknown };
    // The same test as the approval's (moderation/apply.ts, applyProfile).
    const voids =
      s.contentType === 'business' &&
      business !== undefined &&
      ((data.name !== undefined && data.name !== business.name) ||
        (data.category !== undefined && data.category !== business.categoryId));
    return { ...s, voidsVerification: voids };
  });
}
