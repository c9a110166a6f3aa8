// The outbox: messages queued with the change that causes them, and the administrators' view.
import { desc, sql } from 'drizzle-orm';
import type { OutboxMessage } from '@drd/shared/api/mail';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { mailOutbox } from '../../db/schema';
import { maskTokens } from '../../lib/mask-tokens';
import type { RenderedMail } from './templates';

export interface OutgoingMail extends RenderedMail {
  /** What the message is about ('password-reset', 'business-approved', …). */
  kind: string;
  to: string;
  userId?: number | null;
  /** Sends the message once per key: queuing it again does nothing. */
  dedupeKey?: string;
}

/**
 * Queues a message; pass the caller's transaction so it is sent only if the change commits.
 * Answers its id, or null when a message with the same dedupe key was queued before.
 */
export async function enqueueMail(
  db: Db | Tx,
  mail: OutgoingMail,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      dedupeKey: mail.dedupeKey ?? null,
      kind: mail.kind,
      userId: mail.userId ?? null,
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}

/**
 * Kinds whose text is the recipient's private business: administrators see that one went out,
 * never what it says (the owner's new messages, decision 017).
 */
const PRIVATE_KINDS = new Set(['leads-new']);
const PRIVATE_TEXT = 'Contenido privado del destinatario: no se muestra a administradores.';

/** Newest first, for /admin/correo. */
export async function listOutbox(db: Db, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        transport: mailOutbox.transport,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox),
  ]);
  return {
    // An admin never reads a link that acts for someone else's account, sent or not.
    messages: rows.map((r) => ({
      ...r,
      text: PRIVATE_KINDS.has(r.kind) ? PRIVATE_TEXT : maskTokens(r.text),
      status: r.status as OutboxMessage['status'],
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}
