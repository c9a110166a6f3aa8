// Writing a review (decision 014): who may, when it is public (a confirmed account at once, anyone
// else once the mailed link is opened, the rating moving then), one per writer and business,
// limits and honeypot.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, reviews, users } from '../../db/schema';
import { createActors, type Actors } from '../../test/actors';
import { createTestContext, type TestContext } from '../../test/context';
import { reviewTestKit } from './test-kit';

let ctx: TestContext;
let actors: Actors;
let businessId: number;
let kit: ReturnType<typeof reviewTestKit>;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'resenas');
  businessId = actors.fixtures.ownedBusinessId;
  kit = reviewTestKit(ctx, actors, businessId);
});
afterAll(() => ctx.close());

const verify = (username: string, phone: string | null = null) =>
  ctx.database.db
    .update(users)
    .set({ emailVerifiedAt: ctx.app.now(), phone })
    .where(eq(users.username, username));

describe('writing a review', () => {
  it('publishes an anonymous review, and moves the rating, only once its mailed link is opened', async () => {
    const noEmail = await kit.review({ rating: 4, comment: 'Sin correo' }, '10.60.1.1');
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toBe('Escribe tu correo para confirmar tu reseña');
    const sent = await kit.review(
      { rating: 2, comment: 'Atención lenta', reviewerName: 'Ana', reviewerEmail: 'ana@correo.do' },
      '10.60.1.1',
    );
    expect(sent.status).toBe(201);
    expect(sent.body.needsConfirmation).toBe(true);
    expect(sent.body.message).toMatch(/^Te enviamos un enlace para confirmar tu reseña/);
    expect(await kit.byComment('Atención lenta')).toBeUndefined();
    const before = await kit.rating();
    expect((await kit.publicReviews()).some((r) => r.comment === 'Atención lenta')).toBe(false);

    const token = await kit.mailedToken('ana@correo.do');
    expect(token).toBeTruthy();
    const wrong = await kit.call('visitor', 'POST', '/api/reviews/confirm', { token: 'otro' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Este enlace no es válido o ya fue usado');
    const confirmed = await kit.call('visitor', 'POST', '/api/reviews/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toMatch(/^Tu reseña fue confirmada y ya está publicada/);
    // The confirmation page links back to the business.
    expect(confirmed.body).toMatchObject({ business: { id: businessId } });
    expect(await kit.byComment('Atención lenta')).toMatchObject({
      status: 'published',
      reviewerName: 'Ana',
    });
    expect((await kit.publicReviews()).some((r) => r.comment === 'Atención lenta')).toBe(true);
    expect(await kit.rating()).toBe(await expectedRating());
    expect(await kit.rating()).not.toBe(before);
    expect((await kit.call('visitor', 'POST', '/api/reviews/confirm', { token })).status).toBe(400);
  });

  it('counts at once for a signed-in user with a confirmed e-mail; a later one replaces it', async () => {
    await verify('resenas_user');
    const first = await kit.review({ rating: 5, comment: 'Primera visita' }, '10.60.2.1', 'user');
    expect(first.body).toMatchObject({ needsConfirmation: false });
    expect(await kit.byComment('Primera visita')).toMatchObject({ status: 'published' });
    const before = await kit.rating();

    await kit.review({ rating: 1, comment: 'Segunda visita' }, '10.60.2.1', 'user');
    expect(await kit.byComment('Primera visita')).toBeUndefined();
    expect(await kit.byComment('Segunda visita')).toMatchObject({ status: 'published' });
    const mine = await ctx.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.userId, (await userId('resenas_user'))!));
    expect(mine).toHaveLength(1);
    // The replaced review was published: the rating no longer holds it.
    expect(await kit.rating()).not.toBe(before);
  });

  it('replaces an anonymous writer’s earlier review once the new one is confirmed', async () => {
    for (const comment of ['Buen café', 'Mejor café']) {
      await kit.review({ rating: 4, comment, reviewerEmail: 'Luis@Correo.do' }, '10.60.3.1');
      const token = await kit.mailedToken('Luis@Correo.do');
      await kit.call('visitor', 'POST', '/api/reviews/confirm', { token });
    }
    expect(await kit.byComment('Buen café')).toBeUndefined();
    expect(await kit.byComment('Mejor café')).toMatchObject({ status: 'published' });
  });

  it('refuses the owner and the business’s own e-mail and phone with a Spanish 403', async () => {
    const own = 'No puedes reseñar tu propio negocio';
    await verify('resenas_owner');
    const owner = await kit.review({ rating: 5, comment: 'El mejor' }, '10.60.4.1', 'owner');
    expect(owner.status).toBe(403);
    expect(owner.body.error).toBe(own);

    const [business] = await ctx.database.db
      .update(businesses)
      .set({ email: 'Contacto@Negocio.do' })
      .where(eq(businesses.id, businessId))
      .returning({ phone: businesses.phone });
    const byEmail = await kit.review(
      { rating: 5, comment: 'El mejor', reviewerEmail: 'contacto@negocio.do' },
      '10.60.4.2',
    );
    expect(byEmail.status).toBe(403);
    expect(byEmail.body.error).toBe(own);

    const byOwnersAccount = await kit.review(
      { rating: 5, comment: 'El mejor', reviewerEmail: 'RESENAS_OWNER@correo.do' },
      '10.60.4.4',
    );
    expect(byOwnersAccount.status).toBe(403);

    await verify('resenas_otherowner', `+1 ${business!.phone}`);
    const byPhone = await kit.review({ rating: 5, comment: 'El mejor' }, '10.60.4.3', 'otherOwner');
    expect(byPhone.status).toBe(403);
    expect(byPhone.body.error).toBe(own);
    expect(await kit.byComment('El mejor')).toBeUndefined();
  });

  it('limits reviews per visitor and per address', async () => {
    const global = await kit.call('visitor', 'GET', '/api/visits/global');
    const cookie = global.response.cookies.find((c) => c.name === 'drd_visitor')!;
    const visitor = { drd_visitor: cookie.value };
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const body = { rating: 4, comment: `Bien ${i}`, reviewerEmail: `v${i}@correo.do` };
      answers.push(
        (await kit.call(visitor, 'POST', `${kit.base}/reviews`, body, `10.61.0.${i + 1}`)).status,
      );
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    const fromOneAddress = [];
    for (let i = 0; i < 21; i++) {
      const body = { rating: 4, comment: `Dirección ${i}`, reviewerEmail: `d${i}@correo.do` };
      fromOneAddress.push((await kit.review(body, '10.62.0.1')).status);
    }
    expect(fromOneAddress.filter((s) => s === 429)).toHaveLength(1);
    expect(fromOneAddress.at(-1)).toBe(429);
  });

  it('publishes a known writer’s review at once, the rating moving then; no owner holds it', async () => {
    await kit.review({ rating: 3, comment: 'Normal' }, '10.60.6.1', 'user');
    const mine = (await kit.byComment('Normal'))!;
    expect(mine.status).toBe('published');
    expect((await kit.publicReviews()).some((r) => r.id === mine.id)).toBe(true);
    expect(await kit.rating()).toBe(await expectedRating());
    // The owner's old 'Aprobar' is gone: there is nothing left to approve.
    const approve = await kit.call('owner', 'POST', `${kit.base}/reviews/${mine.id}/approve`);
    expect(approve.status).toBe(404);
  });

  it('stores nothing from the honeypot and refuses when reviews are off', async () => {
    const email = { reviewerEmail: 'robot@correo.do' };
    const robot = await kit.review(
      { rating: 5, comment: 'Compre aquí', website: 'http://spam.x', ...email },
      '10.60.5.1',
    );
    expect(robot.status).toBe(201);
    expect(await kit.mailedToken('robot@correo.do')).toBeNull();
    const shown = (await kit.publicReviews()).length;
    expect(shown).toBeGreaterThan(0);
    await kit.call('owner', 'PATCH', `${kit.base}/settings`, { reviewsEnabled: false });
    const off = await kit.review({ rating: 5, comment: 'Excelente', ...email }, '10.60.5.1');
    expect(off.status).toBe(403);
    expect(off.body.error).toBe('Este negocio no acepta reseñas');
    // The switch hides the form, never the published reviews.
    expect(await kit.publicReviews()).toHaveLength(shown);
    await kit.call('owner', 'PATCH', `${kit.base}/settings`, { reviewsEnabled: true });
  });
});

/** The rating the published reviews make: round(average × 10). */
async function expectedRating() {
  const ratings = (await kit.ownerList()).filter((r) => r.isApproved).map((r) => r.rating);
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10);
}

async function userId(username: string) {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  return row?.id;
}
