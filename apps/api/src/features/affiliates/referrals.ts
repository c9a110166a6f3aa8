import { and, eq, isNull, sql } from 'drizzle-orm';
import { phoneDigits } from '@drd/shared/phone';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { referrals, users } from '../../db/schema';

export interface Affiliate {
  id: number;
  username: string;
  email: string;
  phone: string | null;
}

const affiliateColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  phone: users.phone,
};

/** The affiliate whose referral code this is (any case), or null. */
export async function findAffiliateByCode(db: Db | Tx, code: string): Promise<Affiliate | null> {
  const [row] = await db
    .select(affiliateColumns)
    .from(users)
    .where(
      and(
        eq(sql`upper(${users.referralCode})`, code.trim().toUpperCase()),
        eq(users.isAffiliate, true),
      ),
    );
  return row ?? null;
}

export async function findAffiliateById(db: Db | Tx, id: number): Promise<Affiliate | null> {
  const [row] = await db
    .select(affiliateColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.isAffiliate, true)));
  return row ?? null;
}

/** The person signing up, as far as a self-referral check needs: their account and business. */
export interface ReferredParty {
  userId: number;
  emails: (string | null | undefined)[];
  phones: (string | null | undefined)[];
}

/** Nobody refers themself: not with the same account, nor with the affiliate's e-mail or phone. */
export function isSelfReferral(affiliate: Affiliate, party: ReferredParty): boolean {
  if (affiliate.id === party.userId) return true;
  const email = affiliate.email.toLowerCase();
  if (party.emails.some((e) => e && e.trim().toLowerCase() === email)) return true;
  const phone = phoneDigits(affiliate.phone);
  return phone.length >= 7 && party.phones.some((p) => phoneDigits(p) === phone);
}

export type ReferralOutcome = 'bound' | 'existing' | 'self' | 'none';

/**
 * Binds the user to the affiliate once, first binding wins: the update only touches a user
 * without a referrer, so a later code never replaces an earlier one. Answers the outcome and the
 * referral row that payments of this user count for.
 */
export async function bindReferral(
  tx: Tx,
  affiliate: Affiliate | null,
  party: ReferredParty,
  now: Date,
): Promise<{ outcome: ReferralOutcome; referralId: number | null }> {
  const existing = async () => {
    const [row] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(eq(referrals.referredUserId, party.userId))
      .orderBy(referrals.id)
      .limit(1);
    return row?.id ?? null;
  };
  if (!affiliate) {
    const referralId = await existing();
    return { outcome: referralId ? 'existing' : 'none', referralId };
  }
  if (isSelfReferral(affiliate, party)) return { outcome: 'self', referralId: await existing() };
  const [claimed] = await tx
    .update(users)
    .set({ referredById: affiliate.id })
    .where(and(eq(users.id, party.userId), isNull(users.referredById)))
    .returning({ id: users.id });
  if (!claimed) return { outcome: 'existing', referralId: await existing() };
  const [row] = await tx
    .insert(referrals)
    .values({ referrerId: affiliate.id, referredUserId: party.userId, date: now })
    .returning({ id: referrals.id });
  return { outcome: 'bound', referralId: row!.id };
}
