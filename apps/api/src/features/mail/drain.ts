// Sends the queued messages that are due. Several instances may drain at once: each locks the
// rows it takes (FOR UPDATE SKIP LOCKED), so a message is sent by one of them; a failure is
// retried later with a growing wait, and after MAX_ATTEMPTS the message is marked failed.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { maskTokens } from '../../lib/mask-tokens';
import { mailOutbox } from '../../db/schema';
import type { Mailer } from './transport';

export const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** 30 s, 1 min, 2 min … up to an hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * One batch. The rows stay locked while they are sent, so no other instance takes them; a
 * crash after the SMTP server accepted a message and before the commit sends it again (at least
 * once, never lost).
 */
export async function drainOutbox(db: Db, mailer: Mailer, now: Date): Promise<DrainResult> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    for (const mail of due) {
      const attempts = mail.attempts + 1;
      try {
        await mailer.send({
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await tx
          .update(mailOutbox)
          .set({
            status: 'sent',
            attempts,
            sentAt: now,
            transport: mailer.name,
            lastError: null,
            // Once sent, the stored copy no longer needs the link's secret (lib/mask-tokens.ts).
            text: maskTokens(mail.text),
            html: maskTokens(mail.html),
          })
          .where(eq(mailOutbox.id, mail.id));
        result.sent++;
      } catch (error) {
        const failed = attempts >= MAX_ATTEMPTS;
        await tx
          .update(mailOutbox)
          .set({
            status: failed ? 'failed' : 'queued',
            attempts,
            ...(failed ? { text: maskTokens(mail.text), html: maskTokens(mail.html) } : {}),
            lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          })
          .where(eq(mailOutbox.id, mail.id));
        if (failed) result.failed++;
        else result.retried++;
      }
    }
    return result;
  });
}

/** Whether anything is due: lets the job skip its transaction when the queue is empty. */
export async function hasDueMail(db: Db, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)))
    .limit(1);
  return row !== undefined;
}
