// The signed-in person's businesses with their approval, plan and payment, and their claims.
import { desc, eq, or, sql } from 'drizzle-orm';
import {
  MY_BUSINESSES_LIMIT,
  MY_CLAIMS_LIMIT,
  type MyBusiness,
  type MyClaim,
} from '@drd/shared/api/my-businesses';
import { subscriptionState } from '@drd/shared/subscription';
import { suspensionOf } from '@drd/shared/suspension';
import type { Db } from '../../db/client';
import {
  businessClaims,
  businessProfileSubmissions,
  businesses,
  categories,
  packages,
  subscriptions,
  transactions,
} from '../../db/schema';
import { findPendingPayment } from '../payments/repository';

type Decision = MyBusiness['approval']['status'];
const DECISIONS: readonly string[] = ['pending', 'approved', 'rejected'] satisfies Decision[];

/** The plan bought: the subscription's, which outlives the basic tier a lapsed business shows. */
export const planId = sql<number>`coalesce((
  select s.package_id from ${subscriptions} s where s.business_id = ${businesses.id}
  order by s.id desc limit 1), ${businesses.packageId})`;

/** The decision on the business's registration (the newest one, if it was sent again). */
const registration = sql<{ status: string; notes: string | null } | null>`(
  select json_build_object('status', r.status, 'notes', r.review_notes)
  from ${businessProfileSubmissions} r
  where r.business_id = ${businesses.id} and r.content_type = 'business'
    and r.change_type = 'new_content'
  order by r.created_at desc, r.id desc limit 1)`;

const offerCodePaid = sql<boolean>`exists (
  select 1 from ${transactions} t where t.business_id = ${businesses.id}
    and t.type = 'offer_code' and t.status = 'completed')`;

/** Messages that reached the owner and wait to be read (decision 017). */
const unreadLeads = sql<number>`(select count(*)::int from business_leads l
  where l.business_id = ${businesses.id} and l.confirmed_at is not null
    and l.archived_at is null and not l.is_read)`;

/** The businesses a person manages for their owner (decision 030). */
const managedBy = (userId: number) => sql`exists (select 1 from business_managers m
  where m.business_id = ${businesses.id} and m.user_id = ${userId})`;

export async function listMyBusinesses(db: Db, userId: number, now: Date): Promise<MyBusiness[]> {
  const rows = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      category: categories.name,
      isActive: businesses.isActive,
      activatedAt: businesses.activatedAt,
      expiresAt: businesses.expiresAt,
      packageId: packages.id,
      packageName: packages.name,
      registration,
      offerCodePaid,
      unreadLeads,
      ownerId: businesses.userId,
      suspendedAt: businesses.suspendedAt,
      suspensionKind: businesses.suspensionKind,
      suspensionReason: businesses.suspensionReason,
    })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .innerJoin(packages, eq(packages.id, planId))
    .where(or(eq(businesses.userId, userId), managedBy(userId)))
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
    .limit(MY_BUSINESSES_LIMIT);
  // One indexed look-up per business: the payments feature's own rule for 'the payment due'.
  const payments = await Promise.all(rows.map((r) => findPendingPayment(db, r.id)));
  return rows.map((r, i) => {
    // A listing without a registration (demo data, a claimed listing) counts as approved once
    // it has been activated.
    const status = r.registration?.status;
    const decision: Decision =
      status && DECISIONS.includes(status)
        ? (status as Decision)
        : r.activatedAt && !status
          ? 'approved'
          : 'pending';
    const { state, daysLeft } = r.activatedAt
      ? subscriptionState(r.expiresAt, now)
      : { state: 'none' as const, daysLeft: null };
    return {
      id: r.id,
      name: r.name,
      category: r.category,
      isActive: r.isActive,
      approval: { status: decision, notes: r.registration?.notes ?? null },
      subscription: {
        state,
        daysLeft,
        activatedAt: r.activatedAt?.toISOString() ?? null,
        expiresAt: r.expiresAt?.toISOString() ?? null,
      },
      package: { id: r.packageId, name: r.packageName },
      pendingPayment: payments[i] ?? null,
      coveredByOfferCode: r.offerCodePaid,
      unreadLeads: r.unreadLeads,
      role: r.ownerId === userId ? ('owner' as const) : ('manager' as const),
      suspension: suspensionOf(r),
    };
  });
}

export async function listMyClaims(db: Db, userId: number): Promise<MyClaim[]> {
  const rows = await db
    .select({
      id: businessClaims.id,
      status: businessClaims.status,
      createdAt: businessClaims.createdAt,
      reviewNotes: businessClaims.reviewNotes,
      business: { id: businesses.id, name: businesses.name, isActive: businesses.isActive },
    })
    .from(businessClaims)
    .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
    .where(eq(businessClaims.userId, userId))
    .orderBy(desc(businessClaims.createdAt), desc(businessClaims.id))
    .limit(MY_CLAIMS_LIMIT);
  return rows.map((r) => ({
    ...r,
    status: DECISIONS.includes(r.status) ? (r.status as Decision) : 'pending',
    createdAt: r.createdAt.toISOString(),
  }));
}
