// The steps of a registration before its transaction: places, the referral and the duplicates.
import type {
  DuplicateCandidate,
  Registration,
  RegistrationAnswer,
} from '@drd/shared/api/registration';
import { REFERRAL_MESSAGES } from '@drd/shared/api/referrals';
import type { Db } from '../../db/client';
import { badRequest, tooManyRequests } from '../../lib/http-error';
import { reserve, type Budget } from '../auth/limits';
import type { UserRow } from '../auth/repository';
import { findAffiliateByCode, findAffiliateById } from '../affiliates/referrals';
import { findDuplicateCandidates } from './duplicates';
import { assertRegistrationPlaces } from './places';
import type { PaymentDueHook } from '../payments/payment-due';
import { registerBusiness } from './repository';

async function resolveAffiliate(db: Db, input: Registration) {
  if (!input.referralCode && !input.referrerId) return null;
  const affiliate = input.referralCode
    ? await findAffiliateByCode(db, input.referralCode)
    : await findAffiliateById(db, input.referrerId!);
  if (!affiliate) {
    throw badRequest(REFERRAL_MESSAGES.invalid, { referralCode: [REFERRAL_MESSAGES.invalid] });
  }
  return affiliate;
}

/**
 * Duplicate checks of one account: each answers listings, so an unlimited check would let anyone
 * walk the directory by phone and name. Roomy for an owner correcting a form.
 */
export const DUPLICATE_CHECK_BUDGET: Budget = {
  kind: 'register-duplicate-check',
  max: 20,
  windowMs: 60 * 60_000,
};
export const DUPLICATE_CHECK_LIMIT_MESSAGE =
  'Has intentado registrar demasiados negocios en poco tiempo. Intenta de nuevo en una hora.';

/** Registers the business, or answers the listings it may duplicate (none created then). */
export async function submitRegistration(
  db: Db,
  user: UserRow,
  input: Registration,
  now: Date,
  onPaymentDue?: PaymentDueHook,
): Promise<{ created: RegistrationAnswer } | { duplicates: DuplicateCandidate[] }> {
  await assertRegistrationPlaces(db, input);
  const affiliate = await resolveAffiliate(db, input);
  if ((await reserve(db, DUPLICATE_CHECK_BUDGET, String(user.id), now)) === null) {
    throw tooManyRequests(DUPLICATE_CHECK_LIMIT_MESSAGE);
  }
  const publicOnly = user.role !== 'admin';
  const candidates = await findDuplicateCandidates(db, input, { publicOnly });
  const duplicates = candidates.filter((c) => !input.notDuplicateOf.includes(c.id));
  if (duplicates.length > 0) return { duplicates };
  // Kept for the administrator: only the warnings this check showed and the owner dismissed.
  const notDuplicateOf = candidates.map((c) => c.id);
  const registration = { ...input, notDuplicateOf };
  return { created: await registerBusiness(db, user, registration, affiliate, now, onPaymentDue) };
}
