// The public page of a referral link (/registro?ref=CODE): whose link it is, by public name only.
import { and, eq, sql } from 'drizzle-orm';
import { publicAffiliateName } from '@drd/shared/api/referrals';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The affiliate's public name for a code (any case), or null for an unknown code. */
export async function referralPageOf(
  db: Db,
  code: string,
): Promise<{ code: string; affiliateName: string } | null> {
  const [row] = await db
    .select({ code: users.referralCode, fullName: users.fullName })
    .from(users)
    .where(
      and(
        eq(sql`upper(${users.referralCode})`, code.trim().toUpperCase()),
        eq(users.isAffiliate, true),
      ),
    );
  if (!row?.code) return null;
  return { code: row.code, affiliateName: publicAffiliateName(row.fullName) };
}
