import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type AdminPayment } from '@drd/shared/api/payments';
import type { TransactionSummary } from '@drd/shared/api/registration';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { businesses, transactions, users } from '../../db/schema';
import { conflict, notFound, staleVersion } from '../../lib/http-error';
import { takeWaiting, type DecisionKind } from '../decisions/take-waiting';
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
  receivedAmount: sql<string | null>`${transactions.receivedAmount}::text`,
  receivedCurrency: transactions.receivedCurrency,
  version: transactions.version,
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
    reference: paymentReference(r.id),
    received:
      r.receivedAmount !== null && (r.receivedCurrency === 'DOP' || r.receivedCurrency === 'USD')
        ? { amount: r.receivedAmount, currency: r.receivedCurrency }
        : null,
    version: r.version,
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

// A payment waits for 'Marcar recibido' while pending, then for 'Marcar reembolsado' while
// completed (an offer code's free year is not a payment): each decision takes its version.
const receivable: DecisionKind = {
  table: 'transactions',
  waiting: sql`d.status = 'pending'`,
  notFound: PAYMENT_MESSAGES.notFound,
  decided: PAYMENT_MESSAGES.received,
};
const refundable: DecisionKind = {
  table: 'transactions',
  waiting: sql`d.status = 'completed' and d.type <> 'offer_code'`,
  notFound: PAYMENT_MESSAGES.notFound,
  decided: PAYMENT_MESSAGES.notReceived,
};

/**
 * Records a pending payment as received, with the money counted, at the version the administrator
 * saw: of two decisions sent together one wins, the other answers 409. A renewal extends the plan,
 * and a first payment starts the plan of a business already approved, in the same transaction.
 */
export async function markPaymentReceived(
  db: Db,
  input: {
    id: number;
    version: number;
    adminId: number;
    method: string;
    reference?: string;
    amount: string;
    currency: 'DOP' | 'USD';
    publicUrl: string;
  },
  now: Date,
): Promise<{ payment: AdminPayment; changed: boolean; businessId: number | null }> {
  return db.transaction(async (tx) => {
    const row = await takeReceived(tx, input, now);
    if (row.businessId !== null && (row.type === 'renewal' || row.type === 'subscription')) {
      const paid = Number(row.details.packageId);
      const packageId = Number.isInteger(paid) ? paid : undefined;
      if (row.type === 'renewal') await extendPlan(tx, row.businessId, now, packageId);
      else await startPaidPlan(tx, row.businessId, now);
    }
    // The referring affiliate's commission commits with the payment, or not at all.
    await createCommissionForPayment(tx, input.id, now, input.publicUrl);
    const after = {
      status: 'completed',
      method: input.method,
      reference: input.reference ?? null,
      received: `${input.currency} ${input.amount}`,
    };
    const entry = { action: 'payment.received', before: { status: 'pending' }, after };
    await recordAdminAction(tx, { ...entry, ...logged(input) }, now);
    const payment = await readPayment(tx, input.id);
    if (payment.user) {
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
    return { payment, changed: true, businessId: row.businessId };
  });
}

async function takeReceived(
  tx: Tx,
  input: Parameters<typeof markPaymentReceived>[1],
  now: Date,
): Promise<{ type: string; businessId: number | null; details: Record<string, unknown> }> {
  const set = sql`status = 'completed', paid_at = ${now.toISOString()}::timestamptz,
    payment_method = ${input.method}, payment_id = ${input.reference ?? null},
    received_amount = ${input.amount}::numeric, received_currency = ${input.currency},
    recorded_by = ${input.adminId}, updated_at = ${now.toISOString()}::timestamptz`;
  try {
    return await takeWaiting(
      tx,
      receivable,
      input,
      set,
      sql`d.type, d.business_id as "businessId", d.details`,
    );
  } catch (error) {
    // A refunded payment says so rather than 'already received'.
    const [current] = await tx
      .select({ status: transactions.status, version: transactions.version })
      .from(transactions)
      .where(eq(transactions.id, input.id));
    if (current?.status === 'refunded' || current?.status === 'cancelled') {
      throw staleVersion(PAYMENT_MESSAGES.refunded, current.version);
    }
    throw error;
  }
}

/**
 * The first payment of an approved business starts its plan (approval left it unstarted while the
 * payment was pending, admin-businesses/repository.ts); a business still waiting is started by
 * its approval.
 */
async function startPaidPlan(tx: Tx, businessId: number, now: Date): Promise<void> {
  const [business] = await tx
    .select({ isActive: businesses.isActive, started: businesses.expiresAt })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (business?.isActive && business.started === null) await extendPlan(tx, businessId, now);
}

/**
 * Records a refund of a completed payment at the version the administrator saw and takes back the
 * plan period it paid for, in one transaction; a payment refunded already answers 409. An offer
 * code's free year is not a payment.
 */
export async function markPaymentRefunded(
  db: Db,
  input: { id: number; version: number; adminId: number },
  now: Date,
): Promise<{ payment: AdminPayment; changed: boolean; businessId: number | null }> {
  return db.transaction(async (tx) => {
    const set = sql`status = 'refunded', refunded_at = ${now.toISOString()}::timestamptz,
      recorded_by = ${input.adminId}, updated_at = ${now.toISOString()}::timestamptz`;
    let row: { type: string; businessId: number | null };
    try {
      row = await takeWaiting(
        tx,
        refundable,
        input,
        set,
        sql`d.type, d.business_id as "businessId"`,
      );
    } catch (error) {
      const [current] = await tx
        .select({ status: transactions.status, type: transactions.type, v: transactions.version })
        .from(transactions)
        .where(eq(transactions.id, input.id));
      if (current?.type === 'offer_code') throw conflict(PAYMENT_MESSAGES.offerCode);
      if (current?.status === 'refunded') throw staleVersion(PAYMENT_MESSAGES.refunded, current.v);
      throw error;
    }
    if (row.businessId !== null) await withdrawPlanPeriod(tx, row.businessId, row.type, now);
    await reverseCommissionForRefund(tx, input.id, now);
    const entry = { action: 'payment.refund', before: { status: 'completed' } };
    await recordAdminAction(tx, { ...entry, ...logged(input), after: { status: 'refunded' } }, now);
    const payment = await readPayment(tx, input.id);
    return { payment, changed: true, businessId: row.businessId };
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
