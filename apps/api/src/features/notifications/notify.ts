// Messages to a user about their business, queued in the caller's transaction (features/mail).
// An optional kind (packages/shared/src/api/mail-preferences.ts) is skipped when the user turned
// its topic off, and says where to turn it off.
import { eq } from 'drizzle-orm';
import { MAIL_KIND_TOPICS } from '@drd/shared/api/mail-preferences';
import type { Tx } from '../../db/transaction';
import { users } from '../../db/schema';
import { enqueueMail } from '../mail/outbox';
import { renderMail, type MailContent } from '../mail/templates';

export const MAIL_PREFERENCES_PATH = '/cuenta/correo';

export interface Notice {
  userId: number | null;
  kind: string;
  content: MailContent;
  now: Date;
  publicUrl: string;
  /** Sends it once per key (see enqueueMail). */
  dedupeKey?: string;
}

/** Queues the notice for the user's e-mail; false when the account is gone or opted out. */
export async function notifyUser(tx: Tx, notice: Notice): Promise<boolean> {
  if (notice.userId === null) return false;
  const [user] = await tx
    .select({ email: users.email, optOuts: users.mailOptOuts })
    .from(users)
    .where(eq(users.id, notice.userId));
  if (!user) return false;
  const topic = MAIL_KIND_TOPICS[notice.kind];
  if (topic && user.optOuts.includes(topic)) return false;
  const content: MailContent = topic
    ? { ...notice.content, manageUrl: `${notice.publicUrl}${MAIL_PREFERENCES_PATH}` }
    : notice.content;
  const id = await enqueueMail(
    tx,
    {
      kind: notice.kind,
      to: user.email,
      userId: notice.userId,
      ...renderMail(content),
      ...(notice.dedupeKey ? { dedupeKey: notice.dedupeKey } : {}),
    },
    notice.now,
  );
  return id !== null;
}
