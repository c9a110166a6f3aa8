// A registration is one command in one transaction: the inactive business, its pending
// subscription, the payment to make (or the redeemed offer code), the submission an administrator
// approves, the referral binding and the owner's role. Any failure leaves none of it behind.
import { and, eq, sql } from 'drizzle-orm';
import { OFFER_CODE_MESSAGES } from '@drd/shared/api/offer-codes';
import type { Registration, RegistrationAnswer } from '@drd/shared/api/registration';
import { REGISTRATION_MESSAGES } from '@drd/shared/api/registration';
import { planRequiredMessage, switchPastPlan } from '@drd/shared/plans';
import type { Db } from '../../db/client';
import {
  businessProfileSubmissions,
  businesses,
  packages,
  subscriptions,
  transactions,
  users,
} from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import type { UserRow } from '../auth/repository';
import { offerCodeState, redeemOfferCode } from '../offer-codes/repository';
import { bindReferral, type Affiliate } from '../affiliates/referrals';
import type { PaymentDueHook } from '../payments/payment-due';
import { recordDismissedDuplicates } from './duplicates-dismissed';

export async function registerBusiness(
  db: Db,
  user: UserRow,
  input: Registration,
  affiliate: Affiliate | null,
  now: Date,
  onPaymentDue?: PaymentDueHook,
): Promise<RegistrationAnswer> {
  // A switch the chosen plan does not include is refused, as the wizard never offers it.
  const locked = switchPastPlan(input.packageId, input);
  if (locked) throw forbidden(planRequiredMessage(locked));
  const result = await db.transaction(async (tx) => {
    const offerCodeId = input.offerCode
      ? await redeemOfferCode(tx, input.offerCode, user.id, now)
      : null;
    if (input.offerCode && offerCodeId === null) {
      // Throwing rolls the whole registration back: the owner fixes the code and sends again.
      const state = await offerCodeState(tx, input.offerCode, now);
      if (state === 'used') throw conflict(OFFER_CODE_MESSAGES.used);
      const message =
        state === 'expired' || state === 'revoked'
          ? OFFER_CODE_MESSAGES[state]
          : OFFER_CODE_MESSAGES.invalid;
      throw badRequest(message, { offerCode: [message] });
    }
    const [business] = await tx
      .insert(businesses)
      .values({
        userId: user.id,
        packageId: input.packageId,
        name: input.name,
        description: input.description,
        categoryId: input.category,
        provinceId: input.province,
        municipalityId: input.municipality,
        districtId: input.districtMunicipality ?? null,
        address: input.address,
        phone: input.phone,
        email: input.email,
        website: input.website ?? null,
        logoUrl: input.logoUrl ?? null,
        imageUrl: input.imageUrl ?? null,
        whatsappNumber: input.whatsappNumber ?? null,
        tagline: input.tagline ?? null,
        priceRange: input.priceRange ?? null,
        contactEmail: input.contactEmail ?? null,
        hideCompetitorAds: input.hideCompetitorAds,
        bookingEnabled: input.bookingEnabled,
        contactFormEnabled: input.contactFormEnabled,
        features: input.features,
        lat: input.coords.lat,
        lng: input.coords.lng,
        // A pin the owner never placed nor confirmed is a guess (issue #32).
        approximateLocation: !input.pinConfirmed,
        openingHours: input.openingHours,
        isActive: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: businesses.id, name: businesses.name });
    const businessId = business!.id;
    await recordDismissedDuplicates(tx, businessId, input.notDuplicateOf);
    await tx.insert(subscriptions).values({
      userId: user.id,
      businessId,
      packageId: input.packageId,
      isActive: false,
      createdAt: now,
    });
    const referral = await bindReferral(
      tx,
      affiliate,
      {
        userId: user.id,
        emails: [user.email, input.email, input.contactEmail],
        phones: [user.phone, input.phone, input.whatsappNumber],
      },
      now,
    );
    const free = offerCodeId !== null;
    const [transaction] = await tx
      .insert(transactions)
      .values({
        userId: user.id,
        businessId,
        // Copied from the plan in the database: the price never passes through a float.
        amount: free
          ? 0
          : sql`(select ${packages.price} from ${packages} where ${packages.id} = ${input.packageId})`,
        type: free ? 'offer_code' : 'subscription',
        status: free ? 'completed' : 'pending',
        paymentMethod: free ? 'offer_code' : 'manual',
        details: { packageId: input.packageId, years: 1, ...(free ? { offerCodeId } : {}) },
        referralId: referral.referralId,
        paidAt: free ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({
        id: transactions.id,
        amount: sql<string>`${transactions.amount}::text`,
        type: transactions.type,
        status: transactions.status,
      });
    if (!free) {
      const due = { ...transaction!, userId: user.id, businessName: business!.name };
      await onPaymentDue?.(tx, due, now);
    }
    await tx.insert(businessProfileSubmissions).values({
      businessId,
      submittedBy: user.id,
      changeType: 'new_content',
      contentType: 'business',
      contentId: businessId,
      changeData: { name: input.name, packageId: input.packageId, offerCode: free },
      createdAt: now,
    });
    await tx
      .update(users)
      .set({ role: 'business_owner' })
      .where(and(eq(users.id, user.id), eq(users.role, 'user')));
    return { business: business!, transaction: transaction!, referral: referral.outcome };
  });
  return {
    message: REGISTRATION_MESSAGES.success,
    business: { ...result.business, isActive: false },
    transaction: { ...result.transaction, currency: 'USD' },
    referral: result.referral,
  };
}
