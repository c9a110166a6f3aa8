// Visitors' reviews: limits, honeypot, the owner's approval with the rating recomputed, rejection
// that deletes, and the owner's single, moderated answer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import type { WriteAnswer } from '@drd/shared/api/content/items';
import type { OwnerReview } from '@drd/shared/api/content/reviews';
import { businesses, reviews } from '../../db/schema';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/context';
import { withVersion } from '../../test/versions';

let ctx: TestContext;
let actors: Actors;
let businessId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'resenas');
  businessId = actors.fixtures.ownedBusinessId;
});
afterAll(() => ctx.close());

type Answer = Partial<WriteAnswer> & { error?: string; rating?: number; message?: string };
async function call<T = Answer>(
  actor: Actor,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
  options: { ip?: string; cookies?: Record<string, string> } = {},
) {
  const cookies = options.cookies ?? (await actors.cookies(actor, ctx.app.now()));
  const response = await ctx.app.inject({
    method,
    url,
    headers: SAME_ORIGIN,
    remoteAddress: options.ip ?? '10.60.0.1',
    ...(method !== 'GET'
      ? { payload: JSON.stringify(await withVersion(ctx.database.db, url, body ?? {})) }
      : {}),
    ...(cookies ? { cookies } : {}),
  });
  return { status: response.statusCode, body: response.json<T>(), response };
}
const review = (body: Record<string, unknown>, ip?: string, cookies?: Record<string, string>) =>
  call('visitor', 'POST', `/api/businesses/${businessId}/reviews`, body, {
    ...(ip ? { ip } : {}),
    ...(cookies ? { cookies } : {}),
  });
const ownerList = async () =>
  (await call<OwnerReview[]>('owner', 'GET', `/api/businesses/${businessId}/reviews/all`)).body;
const publicReviews = async () =>
  (await call<BusinessDetail>('visitor', 'GET', `/api/businesses/detail/${businessId}`)).body
    .reviews;
const rating = async () =>
  (
    await ctx.database.db
      .select({ rating: businesses.rating })
      .from(businesses)
      .where(eq(businesses.id, businessId))
  )[0]!.rating;

describe('reviews', () => {
  it('waits for the owner; approval publishes it and recomputes the rating', async () => {
    const bad = await review({ rating: 6, comment: 'x' }, '10.60.1.1');
    expect(bad.status).toBe(400);
    const sent = await review(
      { rating: 2, comment: 'Atención lenta', reviewerName: 'Ana' },
      '10.60.1.1',
    );
    expect(sent.status).toBe(201);
    const mine = (await ownerList()).find((r) => r.comment === 'Atención lenta')!;
    expect(mine).toMatchObject({ isApproved: false, reviewerName: 'Ana', reply: null });
    expect((await publicReviews()).some((r) => r.id === mine.id)).toBe(false);

    const approved = await call(
      'owner',
      'POST',
      `/api/businesses/${businessId}/reviews/${mine.id}/approve`,
    );
    expect(approved.status).toBe(200);
    const ratings = (await ownerList()).filter((r) => r.isApproved).map((r) => r.rating);
    const expected = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10);
    expect(approved.body.rating).toBe(expected);
    expect(await rating()).toBe(expected);
    expect((await publicReviews()).some((r) => r.id === mine.id)).toBe(true);
    const twice = await call(
      'owner',
      'POST',
      `/api/businesses/${businessId}/reviews/${mine.id}/approve`,
    );
    expect(twice.status).toBe(409);
  });

  it('deletes a rejected review; other owners and visitors are refused', async () => {
    await review({ rating: 1, comment: 'Spam de la competencia' }, '10.60.2.1');
    const spam = (await ownerList()).find((r) => r.comment === 'Spam de la competencia')!;
    const url = `/api/businesses/${businessId}/reviews/${spam.id}/reject`;
    expect((await call('otherOwner', 'POST', url)).status).toBe(403);
    expect((await call('visitor', 'POST', url)).status).toBe(401);
    expect(
      (await call('otherOwner', 'GET', `/api/businesses/${businessId}/reviews/all`)).status,
    ).toBe(403);
    expect((await call('owner', 'POST', url)).status).toBe(200);
    const left = await ctx.database.db.select().from(reviews).where(eq(reviews.id, spam.id));
    expect(left).toEqual([]);
    expect((await call('owner', 'POST', url)).status).toBe(404);
  });

  it('stores nothing from the honeypot and refuses when reviews are off', async () => {
    const robot = await review(
      { rating: 5, comment: 'Compre aquí', website: 'http://spam.x' },
      '10.60.3.1',
    );
    expect(robot.status).toBe(201);
    expect((await ownerList()).some((r) => r.comment === 'Compre aquí')).toBe(false);
    await call('owner', 'PATCH', `/api/businesses/${businessId}/settings`, {
      reviewsEnabled: false,
    });
    const off = await review({ rating: 5, comment: 'Excelente' }, '10.60.3.1');
    expect(off.status).toBe(403);
    expect(off.body.error).toBe('Este negocio no acepta reseñas');
    await call('owner', 'PATCH', `/api/businesses/${businessId}/settings`, {
      reviewsEnabled: true,
    });
  });

  it('limits reviews per visitor and per address', async () => {
    const global = await call('visitor', 'GET', '/api/visits/global');
    const cookie = global.response.cookies.find((c) => c.name === 'drd_visitor')!;
    const visitor = { drd_visitor: cookie.value };
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        (await review({ rating: 4, comment: `Bien ${i}` }, `10.61.0.${i + 1}`, visitor)).status,
      );
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    const fromOneAddress = [];
    for (let i = 0; i < 21; i++) {
      fromOneAddress.push(
        (await review({ rating: 4, comment: `Dirección ${i}` }, '10.62.0.1')).status,
      );
    }
    expect(fromOneAddress.filter((s) => s === 429)).toHaveLength(1);
    expect(fromOneAddress.at(-1)).toBe(429);
  });

  it('lets the owner answer an approved review once, published after approval', async () => {
    await review({ rating: 5, comment: 'Me encantó' }, '10.60.4.1');
    const target = (await ownerList()).find((r) => r.comment === 'Me encantó')!;
    const replies = `/api/businesses/${businessId}/review-replies`;
    const early = await call('owner', 'POST', replies, { reviewId: target.id, reply: 'Gracias' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Solo se pueden responder reseñas aprobadas');
    await call('owner', 'POST', `/api/businesses/${businessId}/reviews/${target.id}/approve`);
    const answered = await call('owner', 'POST', replies, {
      reviewId: target.id,
      reply: 'Gracias',
    });
    expect(answered.status).toBe(201);
    const again = await call('owner', 'POST', replies, { reviewId: target.id, reply: 'Otra' });
    expect(again.status).toBe(409);
    expect((await ownerList()).find((r) => r.id === target.id)?.reply).toMatchObject({
      status: 'pending',
    });
    await call('admin', 'POST', `/api/admin/submissions/${answered.body.submissionId}/approve`);
    expect((await ownerList()).find((r) => r.id === target.id)?.reply).toMatchObject({
      reply: 'Gracias',
      status: 'approved',
    });
    expect((await publicReviews()).find((r) => r.id === target.id)?.reply).toBe('Gracias');
  });
});
