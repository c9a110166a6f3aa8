// 'A change of name or owner asks for it again' (DESIGN §3), and of category (issue #29): the badge
// vouched for one owner, one name and one trade. Every path that changes one calls this in its
// transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { businessVerifications, businesses } from '../../db/schema';

export const LAPSE_NOTE =
  'El nombre, la categoría o el dueño del negocio cambió: pide la verificación de nuevo';

/** Clears the badge and closes a waiting request (its decision would be about the old facts). */
export async function lapseVerification(tx: Tx, businessId: number, now: Date): Promise<void> {
  await tx.update(businesses).set({ verifiedAt: null }).where(eq(businesses.id, businessId));
  await tx
    .update(businessVerifications)
    .set({
      status: 'lapsed',
      verificationDate: now,
      verificationNotes: LAPSE_NOTE,
      version: sql`${businessVerifications.version} + 1`,
    })
    .where(
      and(
        eq(businessVerifications.businessId, businessId),
        sql`${businessVerifications.status} in ('pending', 'approved')`,
      ),
    );
}
