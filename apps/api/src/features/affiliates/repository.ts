// Becoming an affiliate: one UPDATE that keeps a code the account already has, so twice (or two
// requests at once) leave the one code; a new code that collides with another is drawn again.
import { eq, sql } from 'drizzle-orm';
import { AFFILIATE_MESSAGES, type AffiliateSummary } from '@drd/shared/api/affiliates';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { newReferralCode } from './code';

const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export async function becomeAffiliate(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ affiliate: AffiliateSummary; created: boolean }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const [before] = await db
        .select({ isAffiliate: users.isAffiliate })
        .from(users)
        .where(eq(users.id, userId));
      const [row] = await db
        .update(users)
        .set({
          isAffiliate: true,
          referralCode: sql`coalesce(${users.referralCode}, ${newReferralCode()})`,
          affiliateSince: sql`coalesce(${users.affiliateSince}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id, username: users.username, referralCode: users.referralCode });
      if (!row?.referralCode) break;
      return {
        affiliate: { id: row.id, username: row.username, referralCode: row.referralCode },
        created: !before?.isAffiliate,
      };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new HttpError(500, AFFILIATE_MESSAGES.becomeFailed);
}
