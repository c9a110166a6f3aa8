// The version an administrator's screen would show for a waiting change, read straight from the
// database: tests that only need "the current one" send it back without reading the queue first.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businessClaims, businessProfileSubmissions, transactions } from '../db/schema';

export async function submissionVersion(db: Db, submissionId: number): Promise<number> {
  const [row] = await db
    .select({ version: businessProfileSubmissions.version })
    .from(businessProfileSubmissions)
    .where(eq(businessProfileSubmissions.id, submissionId));
  // A missing submission: any version, the route answers 404 first.
  return row?.version ?? 1;
}

/** The version of a new business's waiting registration (1 when none waits). */
export async function registrationVersion(db: Db, businessId: number): Promise<number> {
  const [row] = await db
    .select({ version: businessProfileSubmissions.version })
    .from(businessProfileSubmissions)
    .where(
      and(
        eq(businessProfileSubmissions.businessId, businessId),
        eq(businessProfileSubmissions.contentType, 'business'),
        eq(businessProfileSubmissions.changeType, 'new_content'),
        eq(businessProfileSubmissions.status, 'pending'),
      ),
    );
  return row?.version ?? 1;
}

/** The version of a claim (1 when there is none: the route answers 404 first). */
export async function claimVersion(db: Db, claimId: number): Promise<number> {
  const [row] = await db
    .select({ version: businessClaims.version })
    .from(businessClaims)
    .where(eq(businessClaims.id, claimId));
  return row?.version ?? 1;
}

/** The version of a payment (1 when there is none: the route answers 404 first). */
export async function paymentVersion(db: Db, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ version: transactions.version })
    .from(transactions)
    .where(eq(transactions.id, paymentId));
  return row?.version ?? 1;
}

/**
 * 'Marcar recibido' as the screen sends it for tests about something else: the current version
 * and the payment's own amount in US$, unless the body names them.
 */
export async function receivedBody(db: Db, paymentId: number, body: object = {}) {
  const [row] = await db
    .select({ version: transactions.version, amount: sql<string>`${transactions.amount}::text` })
    .from(transactions)
    .where(eq(transactions.id, paymentId));
  const amount = row && Number(row.amount) > 0 ? row.amount : '1.00';
  return { version: row?.version ?? 1, amount, currency: 'USD', ...body };
}

/**
 * The body of an administrator's decision with the current version added (unless it names one):
 * for tests about something else than stale decisions.
 */
export async function withVersion(db: Db, url: string, body: unknown = {}): Promise<unknown> {
  if (typeof body !== 'object' || body === null || 'version' in body) return body;
  const business = /^\/api\/admin\/businesses\/(\d+)\/(approve|reject)$/.exec(url);
  if (business) return { ...body, version: await registrationVersion(db, Number(business[1])) };
  const claim = /^\/api\/admin\/claims\/(\d+)\/(approve|reject)$/.exec(url);
  if (claim) return { ...body, version: await claimVersion(db, Number(claim[1])) };
  const received = /^\/api\/admin\/payments\/(\d+)\/received$/.exec(url);
  if (received) return receivedBody(db, Number(received[1]), body);
  const refunded = /^\/api\/admin\/payments\/(\d+)\/refunded$/.exec(url);
  if (refunded) return { ...body, version: await paymentVersion(db, Number(refunded[1])) };
  const submission = /^\/api\/admin\/submissions\/(\d+)\/(approve|reject)$/.exec(url);
  if (submission) return { ...body, version: await submissionVersion(db, Number(submission[1])) };
  if (url === '/api/admin/submissions/decisions' && 'decisions' in body) {
    const decisions = (body as { decisions: { id: number; version?: number }[] }).decisions;
    return {
      ...body,
      decisions: await Promise.all(
        decisions.map(async (d) => ({ version: await submissionVersion(db, d.id), ...d })),
      ),
    };
  }
  return body;
}
