import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type AdminPayment } from '@drd/shared/api/payments';
import type { TransactionSummary } from '@drd/shared/api/registration';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { businesses, transactions, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { extendPlan, withdrawPlanPeriod } from '../subscriptions/plan-period';
import { paymentReceived } from '../notifications/business-messages';
import { notifyUser } from '../notifications/notify';
import { paymentReference } from './provider';
import { createCommissionForPayment, reverseCommissionForRefund } from '../affiliates/ledger';
import { recordAdminAction } from '../audit-log/record';

const summaryColumns = {
  id: transactions.id,
  amount: sql<string>`${transactions.amount}::text`,
  type: transactions.type,
  status: transactions.status,
};

/** The business's oldest pending payment (the plan, or a renewal), or null. */
export async function findPendingPayment(
  db: Db,
  businessId: number,
): Promise<TransactionSummary | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(transactions)
    .where(and(eq(transactions.businessId, businessId), eq(transactions.status, 'pending')))
    .orderBy(transactions.createdAt, transactions.id)
    .limit(1);
  return row ? { ...row, currency: 'USD' } : null;
}

const adminColumns = {
  ...summaryColumns,
  paymentMethod: transactions.paymentMethod,
  receivedReference: transactions.paymentId,
  createdAt: transactions.createdAt,
  paidAt: transactions.paidAt,
  refundedAt: transactions.refundedAt,
  receiptKey: transactions.receiptKey,
  businessId: businesses.id,
  businessName: businesses.name,
  userId: users.id,
  username: users.username,
};

type AdminRow = Awaited<ReturnType<typeof selectAdmin>>[number];

function toAdminPayment(r: AdminRow): AdminPayment {
  return {
    id: r.id,
    amount: r.amount,
    currency: 'USD',
    type: r.type,
    status: r.status,
    paymentMethod: r.paymentMethod,
    receivedReference: r.receivedReference,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    refundedAt: r.refundedAt?.toISOString() ?? null,
    receiptKey: r.receiptKey,
    business: r.businessId !== null ? { id: r.businessId, name: r.businessName! } : null,
    user: r.userId !== null ? { id: r.userId, username: r.username! } : null,
  };
}

function selectAdmin(db: Db | Tx) {
  return db
    .select(adminColumns)
    .from(transactions)
    .leftJoin(businesses, eq(businesses.id, transactions.businessId))
    .leftJoin(users, eq(users.id, transactions.userId));
}

export interface PaymentFilter {
  q?: string | undefined;
  status?: string | undefined;
}

/** The search: a payment's own reference ('DRD-000123'), the one noted, the business or the user. */
function filterCondition(filter: PaymentFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(transactions.status, filter.status));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const own = /^DRD-?(\d{1,9})$/i.exec(filter.q);
    conditions.push(
      or(
        own ? eq(transactions.id, Number(own[1])) : undefined,
        ilike(transactions.paymentId, like),
        ilike(businesses.name, like),
        ilike(users.username, like),
      ),
    );
  }
  return and(...conditions);
}

/** Pending payments first (oldest first: they have waited longest), then the rest, newest first. */
export async function listPayments(
  db: Db,
  page: number,
  pageSize: number,
  filter: PaymentFilter = {},
) {
  const where = filterCondition(filter);
  const [rows, [total]] = await Promise.all([
    selectAdmin(db)
      .where(where)
      .orderBy(
        sql`(${transactions.status} = 'pending') desc`,
        sql`case when ${transactions.status} = 'pending' then ${transactions.createdAt} end`,
        desc(transactions.createdAt),
        desc(transactions.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .leftJoin(businesses, eq(businesses.id, transactions.businessId))
      .leftJoin(users, eq(users.id, transactions.userId))
      .where(where),
  ]);
  return { payments: rows.map(toAdminPayment), total: total?.n ?? 0, page, pageSize };
}

async function readPayment(tx: Tx, id: number): Promise<AdminPayment> {
  const [row] = await selectAdmin(tx).where(eq(transactions.id, id));
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
  return toAdminPayment(row);
}

const logged = (input: { id: number; adminId: number }) => ({
  adminId: input.adminId,
  targetType: 'payment' as const,
  targetId: input.id,
});

/**
 * Records a pending payment as received. The status condition makes it idempotent: of two
 * administrators clicking together, one completes it and the other is told it already was. A
 * renewal extends the plan in the same transaction.
 */
export async function markPaymentReceived(
  db: Db,
  input: { id: number; adminId: number; method: string; reference?: string; publicUrl: string },
  now: Date,
): Promise<{ payment: AdminPayment; changed: boolean; businessId: number | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(transactions)
      .set({
        status: 'completed',
        paidAt: now,
        paymentMethod: input.method,
        paymentId: input.reference ?? null,
        recordedBy: input.adminId,
        updatedAt: now,
      })
      .where(and(eq(transactions.id, input.id), eq(transactions.status, 'pending')))
      .returning({
        type: transactions.type,
        businessId: transactions.businessId,
        details: transactions.details,
      });
    if (row?.type === 'renewal' && row.businessId !== null) {
      const paid = Number(row.details.packageId);
      await extendPlan(tx, row.businessId, now, Number.isInteger(paid) ? paid : undefined);
    }
    // The referring affiliate's commission commits with the payment, or not at all.
    if (row) await createCommissionForPayment(tx, input.id, now, input.publicUrl);
    if (row) {
      const after = {
        status: 'completed',
        method: input.method,
        reference: input.reference ?? null,
      };
      const entry = { action: 'payment.received', before: { status: 'pending' }, after };
      await recordAdminAction(tx, { ...entry, ...logged(input) }, now);
    }
    const payment = await readPayment(tx, input.id);
    if (!row && payment.status === 'refunded') throw conflict(PAYMENT_MESSAGES.refunded);
    if (row && payment.user) {
      const message = paymentReceived(input.publicUrl, {
        amount: payment.amount,
        businessName: payment.business?.name ?? 'tu negocio',
        reference: paymentReference(payment.id),
      });
      await notifyUser(tx, {
        userId: payment.user.id,
        kind: 'payment-received',
        content: message,
        now,
        publicUrl: input.publicUrl,
      });
    }
    return { payment, changed: Boolean(row), businessId: row?.businessId ?? null };
  });
}

/**
 * Records a refund of a completed payment and takes back the plan period it paid for, in one
 * transaction; refunding twice changes nothing. An offer code's free year is not a payment.
 */
export async function markPaymentRefunded(
  db: Db,
  input: { id: number; adminId: number },
  now: Date,
): Promise<{ payment: AdminPayment; changed: boolean; businessId: number | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(transactions)
      .set({ status: 'refunded', refundedAt: now, recordedBy: input.adminId, updatedAt: now })
      .where(
        and(
          eq(transactions.id, input.id),
          eq(transactions.status, 'completed'),
          sql`${transactions.type} <> 'offer_code'`,
        ),
      )
      .returning({ type: transactions.type, businessId: transactions.businessId });
    if (row?.businessId != null) await withdrawPlanPeriod(tx, row.businessId, row.type, now);
    if (row) await reverseCommissionForRefund(tx, input.id, now);
    if (row) {
      const entry = { action: 'payment.refund', before: { status: 'completed' } };
      await recordAdminAction(
        tx,
        { ...entry, ...logged(input), after: { status: 'refunded' } },
        now,
      );
    }
    const payment = await readPayment(tx, input.id);
    if (!row && payment.type === 'offer_code') throw conflict(PAYMENT_MESSAGES.offerCode);
    if (!row && payment.status !== 'refunded') throw conflict(PAYMENT_MESSAGES.notReceived);
    return { payment, changed: Boolean(row), businessId: row?.businessId ?? null };
  });
}

/** Every payment the filter matches, newest first, for the CSV export (at most 10,000 rows). */
export async function exportPayments(db: Db, filter: PaymentFilter): Promise<AdminPayment[]> {
  const rows = await selectAdmin(db)
    .where(filterCondition(filter))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(10_000);
  return rows.map(toAdminPayment);
}
