// When a review goes public (decision 014): at once for a known writer; for anyone else it is
// stored with a link mailed to the given e-mail and goes public when the link is opened. A later
// review by the same writer replaces the earlier one. The rating moves at publication.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { businesses, reviews } from '../../db/schema';
import { queryRows } from '../../db/raw';
import { hashLinkToken, newLinkToken } from '../../lib/mailed-link';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { recomputeRating } from './rating';
import { authorKey } from './writer';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the mailed link works. */
export const CONFIRM_TTL_MS = 7 * DAY_MS;

export interface NewReview {
  businessId: number;
  userId: number | null;
  rating: number;
  comment: string;
  reviewerName: string | null;
  reviewerEmail: string | null;
}

/**
 * Publishes the review as its writer's only one: the writer's earlier live review is deleted
 * (a removed one stays, with its reason), and the rating is recomputed.
 */
async function publishAsAuthor(tx: Tx, review: { id: number } & NewReview, now: Date) {
  const key = authorKey({ userId: review.userId, email: review.reviewerEmail });
  // Two confirmations by one writer at once wait for each other instead of hitting the index.
  await queryRows(
    tx,
    sql`select pg_advisory_xact_lock(hashtext(${`review-author:${review.businessId}:${key}`}))`,
  );
  await tx
    .delete(reviews)
    .where(
      and(
        eq(reviews.businessId, review.businessId),
        eq(reviews.authorKey, key),
        isNull(reviews.removedAt),
        ne(reviews.id, review.id),
      ),
    );
  await tx
    .update(reviews)
    .set({ authorKey: key, confirmedAt: now, confirmTokenHash: null, isApproved: true })
    .where(eq(reviews.id, review.id));
  await recomputeRating(tx, review.businessId);
}

/** A review by a signed-in user with a confirmed e-mail: public at once. */
export async function insertKnownReview(db: Db, review: NewReview, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ ...review, createdAt: now })
      .returning({ id: reviews.id });
    await publishAsAuthor(tx, { ...review, id: row!.id }, now);
  });
}

/** A review whose writer must confirm: stored hidden, the link queued in the same transaction. */
export async function insertUnconfirmedReview(
  db: Db,
  review: NewReview & { to: string; businessName: string },
  publicUrl: string,
  now: Date,
): Promise<void> {
  const { token, hash } = newLinkToken();
  const { to, businessName, ...values } = review;
  await db.transaction(async (tx) => {
    await tx.insert(reviews).values({ ...values, confirmTokenHash: hash, createdAt: now });
    const url = `${publicUrl}/resenas/confirmar?token=${encodeURIComponent(token)}`;
    const content = renderMail({
      subject: 'Confirma tu reseña en Directorio RD',
      title: `Confirma tu reseña de ${businessName}`,
      paragraphs: [
        'Abre el enlace para confirmar que la reseña es tuya. Entonces se publicará en el perfil del negocio.',
        'El enlace sirve durante 7 días.',
      ],
      action: { label: 'Confirmar mi reseña', url },
      reason:
        'Recibes este correo porque alguien escribió una reseña con esta dirección en Directorio RD. Si no fuiste tú, ignóralo.',
    });
    await enqueueMail(tx, { kind: 'review-confirm', to, userId: review.userId, ...content }, now);
  });
}

/**
 * Opens a mailed link: the review is public from now. Answers its business (for the page's link
 * back), null for an unknown or stale link.
 */
export async function confirmReview(
  db: Db,
  token: string,
  now: Date,
): Promise<{ id: number; name: string } | null> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.confirmTokenHash, hashLinkToken(token)), isNull(reviews.confirmedAt)))
      .for('update');
    if (!review || now.getTime() - review.createdAt.getTime() > CONFIRM_TTL_MS) return null;
    await publishAsAuthor(tx, review, now);
    const [business] = await tx
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, review.businessId));
    return business ?? { id: review.businessId, name: '' };
  });
}
