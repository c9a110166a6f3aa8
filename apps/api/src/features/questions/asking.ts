// A visitor's question is stored at once; it reaches the administrators once its asker is known:
// signed in with a confirmed e-mail, or by opening the link mailed to the given address.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, businessQuestions } from '../../db/schema';
import { hashLinkToken, newLinkToken } from '../../lib/mailed-link';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';

/** How long the mailed link works, as a review's. */
export const QUESTION_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface NewQuestion {
  businessId: number;
  userId: number | null;
  question: string;
  askerName: string | null;
  askerEmail: string | null;
}

/** A question by a signed-in user with a confirmed e-mail: it waits for an administrator. */
export async function insertKnownQuestion(db: Db, question: NewQuestion, now: Date) {
  await db
    .insert(businessQuestions)
    .values({ ...question, status: 'pending', confirmedAt: now, createdAt: now });
}

/** A question whose asker must confirm: stored unseen, the link queued in the same transaction. */
export async function insertUnconfirmedQuestion(
  db: Db,
  question: NewQuestion & { to: string; businessName: string },
  publicUrl: string,
  now: Date,
): Promise<void> {
  const { token, hash } = newLinkToken();
  const { to, businessName, ...values } = question;
  await db.transaction(async (tx) => {
    await tx
      .insert(businessQuestions)
      .values({ ...values, confirmTokenHash: hash, createdAt: now });
    const url = `${publicUrl}/preguntas/confirmar?token=${encodeURIComponent(token)}`;
    const content = renderMail({
      subject: 'Confirma tu pregunta en Directorio RD',
      title: `Confirma tu pregunta a ${businessName}`,
      paragraphs: [
        'Abre el enlace para confirmar que la pregunta es tuya. Solo entonces la revisaremos para publicarla.',
        'El enlace sirve durante 7 días.',
      ],
      action: { label: 'Confirmar mi pregunta', url },
      reason:
        'Recibes este correo porque alguien hizo una pregunta con esta dirección en Directorio RD. Si no fuiste tú, ignóralo.',
    });
    await enqueueMail(
      tx,
      { kind: 'question-confirm', to, userId: question.userId, ...content },
      now,
    );
  });
}

/** Opens a mailed link: the question waits for an administrator. False for a dead link. */
export async function confirmQuestion(
  db: Db,
  token: string,
  now: Date,
): Promise<{ id: number; name: string } | null> {
  const oldest = new Date(now.getTime() - QUESTION_CONFIRM_TTL_MS);
  const confirmed = await db
    .update(businessQuestions)
    .set({ status: 'pending', confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(businessQuestions.confirmTokenHash, hashLinkToken(token)),
        eq(businessQuestions.status, 'unconfirmed'),
        sql`${businessQuestions.createdAt} > ${oldest.toISOString()}::timestamptz`,
      ),
    )
    .returning({ businessId: businessQuestions.businessId });
  if (!confirmed[0]) return null;
  // The confirmation page links back to the business asked.
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, confirmed[0].businessId));
  return business ?? { id: confirmed[0].businessId, name: '' };
}
