// The monthly payout batch: every affiliate whose approved, unpaid balance (commissions less
// adjustments) reaches the minimum gets one payout for the month holding exactly those rows.
// One batch at a time (advisory lock); the unique (affiliate, period) index keeps it monthly, and
// affiliate_payout_batches records that the month's batch was made, even when it paid no one.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  centsToDecimal,
  decimalToCents,
  payoutPeriod,
  PAYOUT_MINIMUM_CENTS,
} from '@drd/shared/commission';
import { AFFILIATE_MESSAGES, type AdminPayout } from '@drd/shared/api/affiliates';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import {
  affiliatePayoutBatches,
  affiliatePayouts,
  commissions,
  payoutDetails,
  users,
} from '../../db/schema';
import { payoutLine } from './payout-details';
import { afterJobLock } from '../../lib/interval-job';
import { notFound } from '../../lib/http-error';
import { notifyUser } from '../notifications/notify';
import { payoutMade, payoutScheduled } from './messages';
import { recordAdminAction } from '../audit-log/record';

const payoutColumns = {
  id: affiliatePayouts.id,
  period: affiliatePayouts.period,
  amount: sql<string>`${affiliatePayouts.amount}::text`,
  status: affiliatePayouts.status,
  createdAt: affiliatePayouts.createdAt,
  paidAt: affiliatePayouts.paidAt,
  affiliateId: users.id,
  username: users.username,
  payoutTo: payoutLine,
  commissionIds: sql<number[]>`coalesce((select array_agg(c.id order by c.id) from ${commissions} c
    where c.payout_id = ${affiliatePayouts.id}), '{}')`,
};

/** Payouts (all, one affiliate's, or these), newest first, with the ledger rows each holds. */
export async function listPayouts(
  db: Db | Tx,
  filter: { affiliateId?: number; ids?: number[] } = {},
): Promise<AdminPayout[]> {
  const rows = await db
    .select(payoutColumns)
    .from(affiliatePayouts)
    .innerJoin(users, eq(users.id, affiliatePayouts.affiliateId))
    .leftJoin(payoutDetails, eq(payoutDetails.userId, users.id))
    .where(
      and(
        filter.affiliateId !== undefined
          ? eq(affiliatePayouts.affiliateId, filter.affiliateId)
          : undefined,
        filter.ids ? inArray(affiliatePayouts.id, filter.ids) : undefined,
      ),
    )
    .orderBy(desc(affiliatePayouts.createdAt), desc(affiliatePayouts.id));
  return rows.map((r) => ({
    id: r.id,
    period: r.period,
    amount: r.amount,
    status: r.status === 'paid' ? 'paid' : 'pending',
    createdAt: new Date(r.createdAt).toISOString(),
    paidAt: r.paidAt ? new Date(r.paidAt).toISOString() : null,
    commissionIds: (r.commissionIds ?? []).map(Number),
    affiliate: { id: r.affiliateId, username: r.username, payoutTo: r.payoutTo },
  }));
}

const BATCH_LOCK = 'drd-payout-batch';

/** Whether the month's batch (`period`, 'YYYY-MM') has been made, by the job or by an admin. */
export async function payoutBatchMade(db: Db | Tx, period: string): Promise<boolean> {
  const [row] = await db
    .select({ period: affiliatePayoutBatches.period })
    .from(affiliatePayoutBatches)
    .where(eq(affiliatePayoutBatches.period, period));
  return row !== undefined;
}

/**
 * Creates this month's payouts and tells each affiliate theirs is on its way; answers the ones
 * created now (none when already run). The admins' button; the job calls runMonthlyPayoutBatch.
 */
export async function runPayoutBatch(db: Db, now: Date, publicUrl: string): Promise<AdminPayout[]> {
  const created = await afterJobLock(db, BATCH_LOCK, (tx) => createPayouts(tx, now, publicUrl));
  return listCreated(db, created);
}

/** The job's batch: as runPayoutBatch, unless the month's was made already (then null). */
export async function runMonthlyPayoutBatch(
  db: Db,
  now: Date,
  publicUrl: string,
): Promise<AdminPayout[] | null> {
  const created = await afterJobLock(db, BATCH_LOCK, async (tx) =>
    (await payoutBatchMade(tx, payoutPeriod(now))) ? null : createPayouts(tx, now, publicUrl),
  );
  return created && listCreated(db, created);
}

const listCreated = (db: Db, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : listPayouts(db, { ids });

async function createPayouts(tx: Tx, now: Date, publicUrl: string): Promise<number[]> {
  const period = payoutPeriod(now);
  await tx
    .insert(affiliatePayoutBatches)
    .values({ period, madeAt: now })
    .onConflictDoNothing({ target: affiliatePayoutBatches.period });
  const balances = await tx
    .select({
      affiliateId: commissions.affiliateId,
      total: sql<string>`sum(${commissions.amount})::text`,
    })
    .from(commissions)
    .where(and(eq(commissions.status, 'approved'), isNull(commissions.payoutId)))
    .groupBy(commissions.affiliateId);
  const ids: number[] = [];
  for (const balance of balances) {
    if (decimalToCents(balance.total) < PAYOUT_MINIMUM_CENTS) continue;
    const [payout] = await tx
      .insert(affiliatePayouts)
      .values({
        affiliateId: balance.affiliateId,
        period,
        amount: centsToDecimal(decimalToCents(balance.total)),
        createdAt: now,
      })
      .onConflictDoNothing({ target: [affiliatePayouts.affiliateId, affiliatePayouts.period] })
      .returning({ id: affiliatePayouts.id });
    if (!payout) continue;
    const taken = await tx
      .update(commissions)
      .set({ payoutId: payout.id })
      .where(
        and(
          eq(commissions.affiliateId, balance.affiliateId),
          eq(commissions.status, 'approved'),
          isNull(commissions.payoutId),
        ),
      )
      .returning({ id: commissions.id });
    await notifyUser(tx, {
      userId: balance.affiliateId,
      kind: 'affiliate-payout-scheduled',
      content: payoutScheduled(publicUrl, {
        amount: centsToDecimal(decimalToCents(balance.total)),
        period,
        rows: taken.length,
      }),
      now,
      publicUrl,
      dedupeKey: `affiliate-payout-scheduled:${payout.id}`,
    });
    ids.push(payout.id);
  }
  return ids;
}

/** Records a payout as paid: its rows become 'completed' ('Pagada'). Twice changes nothing. */
export async function markPayoutPaid(
  db: Db,
  input: { id: number; adminId: number; publicUrl: string },
  now: Date,
): Promise<{ payout: AdminPayout; changed: boolean }> {
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(affiliatePayouts)
      .set({ status: 'paid', paidAt: now, paidBy: input.adminId })
      .where(and(eq(affiliatePayouts.id, input.id), eq(affiliatePayouts.status, 'pending')))
      .returning({
        id: affiliatePayouts.id,
        affiliateId: affiliatePayouts.affiliateId,
        amount: affiliatePayouts.amount,
        period: affiliatePayouts.period,
      });
    if (!row) return false;
    const message = payoutMade(input.publicUrl, { amount: row.amount, period: row.period });
    await notifyUser(tx, {
      userId: row.affiliateId,
      kind: 'affiliate-payout',
      content: message,
      now,
      publicUrl: input.publicUrl,
    });
    await tx
      .update(commissions)
      .set({ status: 'completed', paidAt: now })
      .where(and(eq(commissions.payoutId, row.id), inArray(commissions.status, ['approved'])));
    const after = { status: 'paid', affiliateId: row.affiliateId, amount: row.amount };
    const entry = { action: 'payout.paid', targetType: 'payout' as const, targetId: row.id };
    await recordAdminAction(tx, { ...entry, adminId: input.adminId, after }, now);
    return true;
  });
  const [payout] = await listPayouts(db, { ids: [input.id] });
  if (!payout) throw notFound(AFFILIATE_MESSAGES.payoutNotFound);
  return { payout, changed };
}
