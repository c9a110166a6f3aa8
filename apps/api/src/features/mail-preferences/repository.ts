import { eq } from 'drizzle-orm';
import {
  MAIL_TOPIC_KEYS,
  type MailPreferences,
  type MailPreferencesBody,
  type MailTopic,
} from '@drd/shared/api/mail-preferences';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

const answer = (optOuts: string[]): MailPreferences => ({
  topics: Object.fromEntries(
    MAIL_TOPIC_KEYS.map((topic) => [topic, !optOuts.includes(topic)]),
  ) as Record<MailTopic, boolean>,
});

export async function readMailPreferences(db: Db, userId: number): Promise<MailPreferences> {
  const [row] = await db
    .select({ optOuts: users.mailOptOuts })
    .from(users)
    .where(eq(users.id, userId));
  return answer(row?.optOuts ?? []);
}

/** Applies the topics sent; the ones left out keep their setting. */
export async function saveMailPreferences(
  db: Db,
  userId: number,
  body: MailPreferencesBody,
): Promise<MailPreferences> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ optOuts: users.mailOptOuts })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const optOuts = new Set(row?.optOuts ?? []);
    for (const [topic, on] of Object.entries(body.topics)) {
      if (on) optOuts.delete(topic);
      else optOuts.add(topic);
    }
    const next = MAIL_TOPIC_KEYS.filter((topic) => optOuts.has(topic));
    await tx.update(users).set({ mailOptOuts: next }).where(eq(users.id, userId));
    return answer(next);
  });
}
