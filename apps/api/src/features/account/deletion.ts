// 'Eliminar mi cuenta' (docs/decisions/029-accounts.md). The users row stays as a tombstone with
// every personal field erased, so payments, commissions and history keep their keys; rows that
// are only the person's are deleted; what others see (reviews, questions) is signed
// 'Usuario eliminado'. One transaction: either all of it happens or none.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, DELETED_USER_NAME } from '@drd/shared/api/account';
import { MAIL_TOPIC_KEYS } from '@drd/shared/api/mail-preferences';
import type { Db } from '../../db/client';
import {
  accountTokens,
  affiliatePayouts,
  businessClaims,
  businesses,
  businessManagers,
  businessLeads,
  businessQuestions,
  commissions,
  mailOutbox,
  mediaUploads,
  payoutDetails,
  reviews,
  sessions,
  subscriptions,
  userFavorites,
  users,
} from '../../db/schema';
import { conflict } from '../../lib/http-error';

export async function deleteAccount(db: Db, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // The lock orders a deletion after a concurrent transfer or activation of its businesses.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const published = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(eq(businesses.userId, userId), eq(businesses.isActive, true)))
      .for('update');
    if (published.length > 0) throw conflict(ACCOUNT_MESSAGES.ownsBusinesses);
    const [payout] = await tx
      .select({ id: affiliatePayouts.id })
      .from(affiliatePayouts)
      .where(and(eq(affiliatePayouts.affiliateId, userId), eq(affiliatePayouts.status, 'pending')))
      .limit(1);
    if (payout) throw conflict(ACCOUNT_MESSAGES.payoutOnItsWay);

    // Commissions not yet in a payout lapse: there is no one left to pay them to.
    await tx
      .update(commissions)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(
        and(
          eq(commissions.affiliateId, userId),
          inArray(commissions.status, ['pending', 'approved']),
          isNull(commissions.payoutId),
        ),
      );
    // Unpublished businesses stay as unowned listings; their payments keep the business's key.
    await tx.update(businesses).set({ userId: null }).where(eq(businesses.userId, userId));
    await tx.update(subscriptions).set({ userId: null }).where(eq(subscriptions.userId, userId));
    await tx
      .update(reviews)
      .set({ reviewerName: DELETED_USER_NAME, reviewerEmail: null })
      .where(eq(reviews.userId, userId));
    await tx
      .update(businessQuestions)
      .set({ askerName: DELETED_USER_NAME, askerEmail: null })
      .where(eq(businessQuestions.userId, userId));
    // A message sent to a business is the owner's (like an e-mail): only the link to the account goes.
    await tx.update(businessLeads).set({ userId: null }).where(eq(businessLeads.userId, userId));
    await tx.update(mediaUploads).set({ userId: null }).where(eq(mediaUploads.userId, userId));

    await tx
      .delete(businessClaims)
      .where(and(eq(businessClaims.userId, userId), eq(businessClaims.status, 'pending')));
    await tx.delete(userFavorites).where(eq(userFavorites.userId, userId));
    // A deleted person manages nothing (decision 030): the owner sees them gone from 'Personas'.
    await tx.delete(businessManagers).where(eq(businessManagers.userId, userId));
    await tx.delete(payoutDetails).where(eq(payoutDetails.userId, userId));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
    await tx.delete(mailOutbox).where(eq(mailOutbox.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));

    await tx
      .update(users)
      .set({
        username: `eliminado-${userId}`,
        email: `eliminado-${userId}@cuenta-eliminada.invalid`,
        fullName: DELETED_USER_NAME,
        phone: null,
        // Not a hash: no password verifies against it, so nobody signs in again.
        password: '!',
        role: 'user',
        isAffiliate: false,
        referralCode: null,
        affiliateSince: null,
        emailVerifiedAt: null,
        mailOptOuts: [...MAIL_TOPIC_KEYS],
        lastLogin: null,
        deletedAt: now,
      })
      .where(eq(users.id, userId));
  });
}
