// The administrators' list of affiliates with their totals, summed in the database as numerics.
import { asc, eq, sql } from 'drizzle-orm';
import type { AdminAffiliate } from '@drd/shared/api/affiliates';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

// Qualified by hand: inside a select list Drizzle writes a column without its table, which the
// subquery would read as its own table's id.
const USER_ID = sql.raw('"users"."id"');

const sumWhere = (condition: string) =>
  sql<string>`(select coalesce(sum(c.amount), 0)::numeric(12,2)::text from commissions c
    where c.affiliate_id = ${USER_ID} and ${sql.raw(condition)})`;

export async function listAffiliates(db: Db): Promise<AdminAffiliate[]> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      referralCode: users.referralCode,
      affiliateSince: users.affiliateSince,
      referrals: sql<number>`(select count(*)::int from referrals r where r.referrer_id = ${USER_ID})`,
      pending: sumWhere(`c.status = 'pending'`),
      approved: sumWhere(`c.status = 'approved'`),
      paid: sumWhere(`c.status = 'completed'`),
      balance: sumWhere(`c.status = 'approved' and c.payout_id is null`),
    })
    .from(users)
    .where(eq(users.isAffiliate, true))
    .orderBy(asc(users.username));
  return rows.map((r) => ({
    ...r,
    referralCode: r.referralCode ?? '',
    affiliateSince: r.affiliateSince ? new Date(r.affiliateSince).toISOString() : null,
  }));
}
