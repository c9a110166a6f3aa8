// An administrator's decision on a verification request, bound to the version they saw
// (docs/decisions/012-decisions-bind-a-version.md). The business row is locked first, as claims
// and ownership moves take it, so two decisions queue and the second finds the request decided.
import { eq, sql } from 'drizzle-orm';
import { VERIFICATION_MESSAGES } from '@drd/shared/api/verification';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { businesses } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { takeWaiting, type DecisionKind } from '../decisions/take-waiting';
import { verificationDecided } from '../notifications/business-messages';
import { notifyUser } from '../notifications/notify';
import { recordAdminAction } from '../audit-log/record';

const waitingVerification: DecisionKind = {
  table: 'business_verifications',
  waiting: sql`d.status = 'pending'`,
  notFound: VERIFICATION_MESSAGES.notFound,
  decided: VERIFICATION_MESSAGES.reviewed,
};

export interface VerificationDecision {
  id: number;
  approve: boolean;
  version: number;
  adminId: number;
  notes: string | null;
  /** The site's address, for the link in the owner's mail. */
  publicUrl: string;
}

export async function decideVerification(
  db: Db,
  input: VerificationDecision,
  now: Date,
): Promise<{ businessId: number }> {
  return db.transaction(async (tx) => {
    const [business] = await queryRows<{ id: number; name: string }>(
      tx,
      sql`select b.id, b.name from businesses b
        where b.id = (select business_id from business_verifications where id = ${input.id})
        for update of b`,
    );
    if (!business) throw notFound(VERIFICATION_MESSAGES.notFound);
    const request = await takeWaiting<{ id: number; userId: number }>(
      tx,
      waitingVerification,
      input,
      sql`status = ${input.approve ? 'approved' : 'rejected'}, verified_by = ${input.adminId},
        verification_date = ${now.toISOString()}::timestamptz,
        verification_notes = ${input.notes}`,
      sql`d.id, d.user_id as "userId"`,
    );
    if (input.approve) {
      await tx.update(businesses).set({ verifiedAt: now }).where(eq(businesses.id, business.id));
    }
    await recordAdminAction(
      tx,
      {
        adminId: input.adminId,
        action: input.approve ? 'verification.approve' : 'verification.reject',
        targetType: 'verification',
        targetId: request.id,
        note: input.notes,
        after: { businessId: business.id, status: input.approve ? 'approved' : 'rejected' },
      },
      now,
    );
    await notifyUser(tx, {
      userId: request.userId,
      kind: 'verification-decided',
      content: verificationDecided(input.publicUrl, {
        businessId: business.id,
        businessName: business.name,
        approved: input.approve,
        note: input.notes,
      }),
      now,
      publicUrl: input.publicUrl,
    });
    return { businessId: business.id };
  });
}
