// What happens to a review after it reaches the owner (decision 014): the owner reports it with a
// reason (never deletes it), an administrator publishes it or removes it with the reason kept, a
// review left waiting 7 days is published by the job, and 25 answers sent at once give one winner.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportedReview } from '@drd/shared/api/content/reviews';
import { reviews, users } from '../../db/schema';
import { createActors, type Actors } from '../../test/actors';
import { createTestContext, FIXED_NOW, type TestContext } from '../../test/context';
import { publishWaitingReviews } from './auto-publish';
import { reviewTestKit } from './test-kit';

let ctx: TestContext;
let actors: Actors;
let kit: ReturnType<typeof reviewTestKit>;
let ip = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'reportes');
  kit = reviewTestKit(ctx, actors, actors.fixtures.ownedBusinessId);
  await ctx.database.db
    .update(users)
    .set({ emailVerifiedAt: FIXED_NOW })
    .where(eq(users.username, 'reportes_user'));
});
afterAll(() => ctx.close());

/** A review that reached the owner (an anonymous writer who opened the link), by its comment. */
async function waitingReview(comment: string, rating = 1) {
  const email = `${comment.replace(/\W/g, '').toLowerCase()}@correo.do`;
  await kit.review({ rating, comment, reviewerEmail: email }, `10.70.${ip++}.1`);
  await kit.call('visitor', 'POST', '/api/reviews/confirm', {
    token: await kit.mailedToken(email),
  });
  return (await kit.byComment(comment))!;
}
const reported = async () =>
  (await kit.call<ReportedReview[]>('admin', 'GET', '/api/admin/reviews/reported')).body;
const stored = async (id: number) =>
  (await ctx.database.db.select().from(reviews).where(eq(reviews.id, id)))[0];

describe('reported reviews', () => {
  it('lets the owner report, never delete; the report hides it until an admin decides', async () => {
    const review = await waitingReview('Pésimo servicio');
    const url = `${kit.base}/reviews/${review.id}/reject`;
    const noReason = await kit.call('owner', 'POST', url, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.details?.reason).toEqual(['Escribe el motivo']);
    expect((await kit.call('otherOwner', 'POST', url, { reason: 'Falso' })).status).toBe(403);
    const deleted = await kit.call('owner', 'DELETE', `${kit.base}/reviews/${review.id}`);
    expect(deleted.status).toBe(404);

    const report = await kit.call('owner', 'POST', url, { reason: 'Nunca vino al negocio' });
    expect(report.status).toBe(200);
    expect(report.body.message).toBe('Reportada: un administrador la revisará');
    expect(await kit.byComment('Pésimo servicio')).toMatchObject({ status: 'reported' });
    expect((await kit.publicReviews()).some((r) => r.id === review.id)).toBe(false);
    expect(await stored(review.id)).toMatchObject({ reportReason: 'Nunca vino al negocio' });
    expect((await kit.call('owner', 'POST', url, { reason: 'Otra vez' })).status).toBe(409);
    expect(
      (await kit.call('owner', 'POST', `${kit.base}/reviews/${review.id}/approve`)).status,
    ).toBe(409);

    const listed = (await reported()).find((r) => r.id === review.id);
    expect(listed).toMatchObject({ reportReason: 'Nunca vino al negocio', rating: 1 });
    expect((await kit.call('owner', 'GET', '/api/admin/reviews/reported')).status).toBe(403);
  });

  it('lets an admin publish a reported review, once, with the rating recomputed', async () => {
    const review = await waitingReview('Demasiado caro', 2);
    await kit.call('owner', 'POST', `${kit.base}/reviews/${review.id}/reject`, {
      reason: 'Precio equivocado',
    });
    const url = `/api/admin/reviews/${review.id}/publish`;
    expect((await kit.call('owner', 'POST', url)).status).toBe(403);
    const published = await kit.call('admin', 'POST', url);
    expect(published.status).toBe(200);
    expect(published.body.message).toBe('La reseña fue publicada');
    expect((await kit.publicReviews()).some((r) => r.id === review.id)).toBe(true);
    const ratings = (await kit.ownerList()).filter((r) => r.isApproved).map((r) => r.rating);
    expect(await kit.rating()).toBe(
      Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10),
    );
    expect((await reported()).some((r) => r.id === review.id)).toBe(false);
    const twice = await kit.call('admin', 'POST', url);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('Esta reseña ya fue revisada');
  });

  it('lets an admin remove a review with the reason kept; it leaves the profile and rating', async () => {
    const review = await waitingReview('Insultos', 1);
    await kit.call('owner', 'POST', `${kit.base}/reviews/${review.id}/reject`, {
      reason: 'Lenguaje ofensivo',
    });
    const url = `/api/admin/reviews/${review.id}/remove`;
    expect((await kit.call('admin', 'POST', url, {})).status).toBe(400);
    const removed = await kit.call('admin', 'POST', url, { reason: 'Insulta al personal' });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('La reseña fue retirada');
    expect(await stored(review.id)).toMatchObject({
      isApproved: false,
      removalReason: 'Insulta al personal',
      reportReason: 'Lenguaje ofensivo',
    });
    expect(await kit.byComment('Insultos')).toMatchObject({ status: 'removed' });
    expect((await reported()).some((r) => r.id === review.id)).toBe(false);
    expect((await kit.call('admin', 'POST', url, { reason: 'Otra' })).status).toBe(409);
    expect(
      (await kit.call('admin', 'POST', '/api/admin/reviews/999999/remove', { reason: 'Falsa' }))
        .status,
    ).toBe(404);
  });
});

describe('a review left waiting', () => {
  it('is published by the job after 7 days, once; a reported one is not', async () => {
    const waiting = await waitingReview('Esperando respuesta', 5);
    const flagged = await waitingReview('Reportada y esperando', 1);
    await kit.review(
      { rating: 1, comment: 'Nunca confirmada', reviewerEmail: 'n@correo.do' },
      '10.79.0.1',
    );
    const [row] = await ctx.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.comment, 'Nunca confirmada'));
    const unconfirmed = row!.id;
    await kit.call('owner', 'POST', `${kit.base}/reviews/${flagged.id}/reject`, {
      reason: 'No es cliente',
    });
    try {
      ctx.setNow(new Date(FIXED_NOW.getTime() + 6 * 24 * 3600_000));
      // Older waiting reviews of the demo data go now; this one is only 6 days old.
      await publishWaitingReviews(ctx.app);
      expect(await kit.byComment('Esperando respuesta')).toMatchObject({ status: 'waiting' });
      ctx.setNow(new Date(FIXED_NOW.getTime() + 7 * 24 * 3600_000 + 60_000));
      expect(await publishWaitingReviews(ctx.app)).toEqual([actors.fixtures.ownedBusinessId]);
      expect(await kit.byComment('Esperando respuesta')).toMatchObject({ status: 'published' });
      expect((await kit.publicReviews()).some((r) => r.id === waiting.id)).toBe(true);
      expect(await kit.byComment('Reportada y esperando')).toMatchObject({ status: 'reported' });
      expect(await publishWaitingReviews(ctx.app)).toEqual([]);
      // A review whose link was never opened is gone once the link expired.
      expect(await stored(unconfirmed)).toBeUndefined();
    } finally {
      ctx.setNow(FIXED_NOW);
    }
  });
});

describe('answers sent at once', () => {
  it('gives one answer and 409s for 25 parallel answers to one review', async () => {
    const review = await waitingReview('Muy buena atención', 5);
    await kit.call('owner', 'POST', `${kit.base}/reviews/${review.id}/approve`);
    const cookies = await actors.cookies('owner', ctx.app.now());
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        kit.call(cookies!, 'POST', `${kit.base}/review-replies`, {
          reviewId: review.id,
          reply: `Gracias ${i}`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(24);
    expect(answers.find((a) => a.status === 409)?.body.error).toBe(
      'Esta reseña ya tiene una respuesta',
    );
  });
});
