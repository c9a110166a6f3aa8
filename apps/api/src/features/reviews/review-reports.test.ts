// What happens to a public review (decision 014): the owner reports it with a reason (never hides
// or deletes it) and it stays public; an administrator keeps it or removes it with the reason
// kept, on the version they saw; a decided report answers 409 with its version; 25 mixed decisions
// at once give one winner; 25 answers at once give one answer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportedReview } from '@drd/shared/api/content/reviews';
import { reviews, users } from '../../db/schema';
import { createActors, type Actors } from '../../test/actors';
import { createTestContext, FIXED_NOW, type TestContext } from '../../test/context';
import { deleteExpiredUnconfirmed } from './unconfirmed-cleanup';
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

/** A public review (an anonymous writer who opened the link), by its comment. */
async function publicReview(comment: string, rating = 1) {
  const email = `${comment.replace(/\W/g, '').toLowerCase()}@correo.do`;
  await kit.review({ rating, comment, reviewerEmail: email }, `10.70.${ip++}.1`);
  await kit.call('visitor', 'POST', '/api/reviews/confirm', {
    token: await kit.mailedToken(email),
  });
  return (await kit.byComment(comment))!;
}
/** A public review the owner reported, as the administrators' list shows it. */
async function reportedReview(comment: string, reason: string, rating = 1) {
  const review = await publicReview(comment, rating);
  await kit.call('owner', 'POST', `${kit.base}/reviews/${review.id}/reject`, { reason });
  return (await reported()).find((r) => r.id === review.id)!;
}
const reported = async () =>
  (await kit.call<ReportedReview[]>('admin', 'GET', '/api/admin/reviews/reported')).body;
const stored = async (id: number) =>
  (await ctx.database.db.select().from(reviews).where(eq(reviews.id, id)))[0];
const isPublic = async (id: number) => (await kit.publicReviews()).some((r) => r.id === id);
const expectedRating = async () => {
  const ratings = (await kit.ownerList()).filter((r) => r.isApproved).map((r) => r.rating);
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10);
};

describe('reported reviews', () => {
  it('lets the owner report, never hide nor delete; a reported review stays public', async () => {
    const review = await publicReview('Pésimo servicio');
    expect(review.status).toBe('published');
    const rating = await kit.rating();
    const url = `${kit.base}/reviews/${review.id}/reject`;
    const noReason = await kit.call('owner', 'POST', url, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.details?.reason).toEqual(['Escribe el motivo']);
    expect((await kit.call('otherOwner', 'POST', url, { reason: 'Falso' })).status).toBe(403);
    const deleted = await kit.call('owner', 'DELETE', `${kit.base}/reviews/${review.id}`);
    expect(deleted.status).toBe(404);

    const report = await kit.call('owner', 'POST', url, { reason: 'Nunca vino al negocio' });
    expect(report.status).toBe(200);
    expect(report.body.message).toBe(
      'Reportada: sigue publicada hasta que un administrador la revise',
    );
    expect(report.body.rating).toBe(rating);
    expect(await kit.byComment('Pésimo servicio')).toMatchObject({ status: 'reported' });
    expect(await isPublic(review.id)).toBe(true);
    expect(await kit.rating()).toBe(rating);
    expect(await stored(review.id)).toMatchObject({
      reportReason: 'Nunca vino al negocio',
      isApproved: true,
    });
    const again = await kit.call('owner', 'POST', url, { reason: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Ya reportaste esta reseña');

    const listed = (await reported()).find((r) => r.id === review.id);
    expect(listed).toMatchObject({ reportReason: 'Nunca vino al negocio', rating: 1, version: 2 });
    expect((await kit.call('owner', 'GET', '/api/admin/reviews/reported')).status).toBe(403);
  });

  it('lets an admin keep a reported review public, once; a later decision answers 409 with its version', async () => {
    const review = await reportedReview('Demasiado caro', 'Precio equivocado', 2);
    const rating = await kit.rating();
    const url = `/api/admin/reviews/${review.id}/keep`;
    expect((await kit.call('owner', 'POST', url, { version: review.version })).status).toBe(403);
    const noVersion = await kit.call('admin', 'POST', url, { version: undefined });
    expect(noVersion.status).toBe(400);
    const kept = await kit.call('admin', 'POST', url, { version: review.version });
    expect(kept.status).toBe(200);
    expect(kept.body.message).toBe('La reseña sigue publicada');
    expect(await isPublic(review.id)).toBe(true);
    expect(await kit.rating()).toBe(rating);
    expect(await kit.byComment('Demasiado caro')).toMatchObject({ status: 'published' });
    expect((await reported()).some((r) => r.id === review.id)).toBe(false);

    for (const later of [
      kit.call('admin', 'POST', url, { version: review.version }),
      kit.call('admin', 'POST', `/api/admin/reviews/${review.id}/remove`, {
        version: review.version,
        reason: 'Cambié de idea',
      }),
    ]) {
      const answer = await later;
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        error: 'Esta reseña ya fue revisada',
        version: review.version,
      });
    }
    expect(await isPublic(review.id)).toBe(true);
    // The owner reported it once: a kept review is not reported again.
    const reportAgain = await kit.call('owner', 'POST', `${kit.base}/reviews/${review.id}/reject`, {
      reason: 'Sigue siendo falsa',
    });
    expect(reportAgain.status).toBe(409);
  });

  it('lets an admin remove a review with the reason kept; it leaves the profile and rating', async () => {
    const review = await reportedReview('Insultos', 'Lenguaje ofensivo', 1);
    expect(await isPublic(review.id)).toBe(true);
    const url = `/api/admin/reviews/${review.id}/remove`;
    const noReason = await kit.call('admin', 'POST', url, { version: review.version });
    expect(noReason.status).toBe(400);
    const stale = await kit.call('admin', 'POST', url, {
      version: review.version - 1,
      reason: 'Insulta al personal',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      error: 'Este cambio se modificó mientras lo revisabas',
      version: review.version,
    });
    expect(await isPublic(review.id)).toBe(true);

    const removed = await kit.call('admin', 'POST', url, {
      version: review.version,
      reason: 'Insulta al personal',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('La reseña fue retirada');
    expect(await stored(review.id)).toMatchObject({
      isApproved: false,
      removalReason: 'Insulta al personal',
      reportReason: 'Lenguaje ofensivo',
    });
    expect(await isPublic(review.id)).toBe(false);
    expect(await kit.rating()).toBe(await expectedRating());
    expect(await kit.byComment('Insultos')).toMatchObject({ status: 'removed' });
    expect((await reported()).some((r) => r.id === review.id)).toBe(false);
    const twice = await kit.call('admin', 'POST', url, {
      version: review.version,
      reason: 'Otra',
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ version: review.version });
    const missing = await kit.call('admin', 'POST', '/api/admin/reviews/999999/remove', {
      version: 1,
      reason: 'Falsa',
    });
    expect(missing.status).toBe(404);
  });

  it('gives one winner and 409s with the version for 25 mixed decisions at once', async () => {
    const review = await reportedReview('Reseña disputada', 'No es cliente', 1);
    const cookies = await actors.cookies('admin', ctx.app.now());
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        i % 2 === 0
          ? kit.call(cookies!, 'POST', `/api/admin/reviews/${review.id}/keep`, {
              version: review.version,
            })
          : kit.call(cookies!, 'POST', `/api/admin/reviews/${review.id}/remove`, {
              version: review.version,
              reason: `Motivo ${i}`,
            }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(24);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toMatchObject({
        error: 'Esta reseña ya fue revisada',
        version: review.version,
      });
    }
    // The winner's decision is the one stored, and the rating agrees with it.
    const winner = answers.find((a) => a.status === 200)!;
    const row = (await stored(review.id))!;
    if (winner.body.message === 'La reseña fue retirada') {
      expect(row.removedAt).not.toBeNull();
      expect(row.reportDecidedAt).toBeNull();
    } else {
      expect(row.removedAt).toBeNull();
      expect(row.reportDecidedAt).not.toBeNull();
    }
    expect(await kit.rating()).toBe(await expectedRating());
  });
});

describe('a review whose link is never opened', () => {
  it('is never public and is deleted once its link expired', async () => {
    await kit.review(
      { rating: 1, comment: 'Nunca confirmada', reviewerEmail: 'n@correo.do' },
      '10.79.0.1',
    );
    const [row] = await ctx.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.comment, 'Nunca confirmada'));
    expect(await isPublic(row!.id)).toBe(false);
    try {
      ctx.setNow(new Date(FIXED_NOW.getTime() + 6 * 24 * 3600_000));
      await deleteExpiredUnconfirmed(ctx.app);
      expect(await stored(row!.id)).toBeDefined();
      ctx.setNow(new Date(FIXED_NOW.getTime() + 7 * 24 * 3600_000 + 60_000));
      expect(await deleteExpiredUnconfirmed(ctx.app)).toBeGreaterThanOrEqual(1);
      expect(await stored(row!.id)).toBeUndefined();
    } finally {
      ctx.setNow(FIXED_NOW);
    }
  });
});

describe('answers sent at once', () => {
  it('gives one answer and 409s for 25 parallel answers to one review', async () => {
    const review = await publicReview('Muy buena atención', 5);
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
