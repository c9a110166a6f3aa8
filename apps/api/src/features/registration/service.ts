// The steps of a registration before its transaction: places, the referral and the duplicates.
import type {
  DuplicateCandidate,
  Registration,
  RegistrationAnswer,
} from '@drd/shared/api/registration';
import { REFERRAL_MESSAGES } from '@drd/shared/api/referrals';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import type { UserRow } from '../auth/repository';
import { findAffiliateByCode, findAffiliateById } from '../affiliates/referrals';
import { findDuplicateCandidates } from './duplicates';
import { assertRegistrationPlaces } from './places';
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

/** Registers the business, or answers the listings it may duplicate (none created then). */
export async function submitRegistration(
  db: Db,
  user: UserRow,
  input: Registration,
  now: Date,
): Promise<{ created: RegistrationAnswer } | { duplicates: DuplicateCandidate[] }> {
  await assertRegistrationPlaces(db, input);
  const affiliate = await resolveAffiliate(db, input);
  const duplicates = (await findDuplicateCandidates(db, input)).filter(
    (c) => !input.notDuplicateOf.includes(c.id),
  );
  if (duplicates.length > 0) return { duplicates };
  return { created: await registerBusiness(db, user, input, affiliate, now) };
}
