// 'Descargar mis datos' (Ley 172-13, right of access): one JSON document of what the directory
// keeps about the person. Secrets (password hash, session and link tokens) are never in it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { UserRow } from '../auth/repository';
import { listSessions, readPayoutDetails } from './repository';

const rows = (db: Db, statement: ReturnType<typeof sql>) =>
  queryRows<Record<string, unknown>>(db, statement);

export async function exportAccount(db: Db, user: UserRow, token: string | undefined, now: Date) {
  const id = user.id;
  const [
    sessionList,
    payout,
    businessList,
    payments,
    reviewList,
    questionList,
    leadsSent,
    leadsReceived,
    favorites,
    claims,
    commissionList,
    payouts,
    referralList,
  ] = await Promise.all([
    listSessions(db, id, token, now),
    readPayoutDetails(db, id),
    rows(
      db,
      sql`select id, name, phone, email, contact_email as "contactEmail", website,
      whatsapp_number as "whatsappNumber", address, is_active as "isActive",
      created_at as "createdAt", expires_at as "expiresAt"
      from businesses where user_id = ${id} order by id`,
    ),
    rows(
      db,
      sql`select t.id, t.business_id as "businessId", t.amount::text as amount, t.type,
      t.status, t.payment_method as "paymentMethod", t.paid_at as "paidAt",
      t.refunded_at as "refundedAt", t.created_at as "createdAt"
      from transactions t where t.user_id = ${id} order by t.id`,
    ),
    rows(
      db,
      sql`select r.id, r.business_id as "businessId", b.name as "businessName", r.rating,
      r.comment, r.reviewer_name as "reviewerName", r.is_approved as "isApproved",
      r.created_at as "createdAt"
      from reviews r left join businesses b on b.id = r.business_id
      where r.user_id = ${id} order by r.id`,
    ),
    rows(
      db,
      sql`select q.id, q.business_id as "businessId", q.question, q.status,
      q.created_at as "createdAt" from business_questions q where q.user_id = ${id} order by q.id`,
    ),
    rows(
      db,
      sql`select l.id, l.business_id as "businessId", l.kind, l.name, l.email, l.phone,
      l.message, l.booking_date as "bookingDate", l.booking_time as "bookingTime", l.people,
      l.created_at as "createdAt" from business_leads l where l.user_id = ${id} order by l.id`,
    ),
    rows(
      db,
      sql`select l.id, l.business_id as "businessId", l.kind, l.name, l.email, l.phone,
      l.message, l.booking_date as "bookingDate", l.booking_time as "bookingTime", l.people,
      l.is_read as "isRead", l.created_at as "createdAt"
      from business_leads l join businesses b on b.id = l.business_id
      where b.user_id = ${id} and l.confirmed_at is not null order by l.id`,
    ),
    rows(
      db,
      sql`select f.business_id as "businessId", b.name as "businessName",
      f.created_at as "createdAt" from user_favorites f join businesses b on b.id = f.business_id
      where f.user_id = ${id} order by f.created_at`,
    ),
    rows(
      db,
      sql`select c.id, c.business_id as "businessId", c.note, c.status,
      c.created_at as "createdAt" from business_claims c where c.user_id = ${id} order by c.id`,
    ),
    rows(
      db,
      sql`select c.id, c.kind, c.amount::text as amount, c.base_amount::text as "baseAmount",
      c.bonus, c.status, c.created_at as "createdAt", c.approved_at as "approvedAt",
      c.paid_at as "paidAt" from commissions c where c.affiliate_id = ${id} order by c.id`,
    ),
    rows(
      db,
      sql`select p.id, p.period, p.amount::text as amount, p.status,
      p.created_at as "createdAt", p.paid_at as "paidAt"
      from affiliate_payouts p where p.affiliate_id = ${id} order by p.id`,
    ),
    // The people referred are someone else's data: dates and states only.
    rows(
      db,
      sql`select r.date, r.status from referrals r where r.referrer_id = ${id}
      order by r.date`,
    ),
  ]);
  return {
    exportedAt: now.toISOString(),
    account: {
      id,
      username: user.username,
      fullName: user.fullName,
      email: user.email,
      emailVerifiedAt: user.emailVerifiedAt,
      phone: user.phone,
      role: user.role,
      createdAt: user.createdAt,
      lastLogin: user.lastLogin,
      isAffiliate: user.isAffiliate,
      referralCode: user.referralCode,
      affiliateSince: user.affiliateSince,
      mailOptOuts: user.mailOptOuts,
    },
    sessions: sessionList.map(({ device, createdAt, lastSeenAt, current }) => ({
      device,
      createdAt,
      lastSeenAt,
      current,
    })),
    payoutDetails: payout,
    businesses: businessList,
    payments,
    reviews: reviewList,
    questions: questionList,
    leadsSent,
    leadsReceived,
    favorites,
    claims,
    commissions: commissionList,
    payouts,
    referrals: referralList,
  };
}
