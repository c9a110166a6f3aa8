// Messages to a user about their business, queued in the caller's transaction (features/mail).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { users } from '../../db/schema';
import { enqueueMail } from '../mail/outbox';
import { renderMail, type MailContent } from '../mail/templates';

/** Queues `content` for the user's e-mail; nothing when the account is gone. */
export async function notifyUser(
  tx: Tx,
  userId: number | null,
  kind: string,
  content: MailContent,
  now: Date,
  dedupeKey?: string,
): Promise<void> {
  if (userId === null) return;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  await enqueueMail(
    tx,
    { kind, to: user.email, userId, ...renderMail(content), ...(dedupeKey ? { dedupeKey } : {}) },
    now,
  );
}
