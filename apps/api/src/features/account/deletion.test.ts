// 'Descargar mis datos', 'Eliminar mi cuenta' (refused while a published business is the
// person's, or a payout is on its way) and the affiliate's payout details in the payout batch.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, DELETED_USER_NAME } from '@drd/shared/api/account';
import {
  affiliatePayouts,
  businesses,
  businessManagers,
  businessLeads,
  commissions,
  reviews,
  sessions,
  userFavorites,
  users,
} from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { createSession } from '../auth/repository';
import { PASSWORD, send, signIn, signUp } from './test-helpers';

let ctx: TestContext;
let businessIds: number[];
beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await db()
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .limit(3);
  businessIds = rows.map((r) => r.id);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** An account that owns a business, wrote a review, sent a message and saved a favourite. */
async function busyAccount(name: string, businessId: number) {
  const account = await signUp(ctx, name);
  await db().update(businesses).set({ userId: account.id }).where(eq(businesses.id, businessId));
  await db()
    .insert(reviews)
    .values({
      businessId: businessIds[2]!,
      userId: account.id,
      rating: 5,
      comment: 'Muy buena atención',
      reviewerName: 'Yokasta',
      reviewerEmail: `${name}@correo.do`,
      isApproved: true,
      authorKey: `u:${account.id}`,
    });
  await db()
    .insert(businessLeads)
    .values({
      businessId: businessIds[2]!,
      name: 'Yokasta',
      email: `${name}@correo.do`,
      message: '¿Tienen mesa para el sábado?',
      userId: account.id,
      confirmedAt: new Date(),
    });
  await db().insert(userFavorites).values({ userId: account.id, businessId: businessIds[2]! });
  await db()
    .insert(commissions)
    .values({ affiliateId: account.id, amount: '9.00', status: 'approved' });
  return account;
}

describe('Descargar mis datos', () => {
  it('answers a JSON file of the account, its businesses, reviews, leads and commissions', async () => {
    const { cookies } = await busyAccount('datos_1', businessIds[0]!);
    const response = await send(ctx, 'GET', '/api/account/export', cookies);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mis-datos-directorio-rd-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json<Record<string, unknown[]> & { account: object }>();
    expect(data.account).toMatchObject({ username: 'datos_1', email: 'datos_1@correo.do' });
    expect(data.businesses).toEqual([expect.objectContaining({ id: businessIds[0] })]);
    expect(data.reviews).toEqual([expect.objectContaining({ comment: 'Muy buena atención' })]);
    expect(data.leadsSent).toEqual([
      expect.objectContaining({ message: '¿Tienen mesa para el sábado?' }),
    ]);
    expect(data.commissions).toEqual([expect.objectContaining({ amount: '9.00' })]);
    expect(data.favorites).toHaveLength(1);
    expect(data.sessions).toHaveLength(1);
    // No secret of the account travels in the file.
    expect(response.body).not.toMatch(/scrypt|password|token/i);
  });
});

describe('Eliminar mi cuenta', () => {
  it('is refused while a published business is the account’s, and with a wrong password', async () => {
    const { cookies } = await busyAccount('borrar_1', businessIds[1]!);
    const refused = await send(ctx, 'POST', '/api/account/delete', cookies, {
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: ACCOUNT_MESSAGES.ownsBusinesses });
    await db()
      .update(businesses)
      .set({ isActive: false })
      .where(eq(businesses.id, businessIds[1]!));
    const wrong = await send(ctx, 'POST', '/api/account/delete', cookies, { password: 'no-es' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ details: { password: [ACCOUNT_MESSAGES.wrongPassword] } });
  });

  // Five password hashes (scrypt at N=2^17): slow on a busy 2-core machine.
  it(
    'erases the person, keeps the reviews signed “Usuario eliminado”, and ends every session',
    { timeout: 60_000 },
    async () => {
      const account = await busyAccount('borrar_2', businessIds[1]!);
      await db()
        .update(businesses)
        .set({ isActive: false })
        .where(eq(businesses.id, businessIds[1]!));
      // The person also manages another business for its owner.
      await db()
        .insert(businessManagers)
        .values({ businessId: businessIds[0]!, userId: account.id });
      const laptop = await signIn(ctx, 'borrar_2');
      const deleted = await send(ctx, 'POST', '/api/account/delete', account.cookies, {
        password: PASSWORD,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.cookies.find((c) => c.name.endsWith('drd_session'))?.value).toBe('');

      const [user] = await db().select().from(users).where(eq(users.id, account.id));
      expect(user).toMatchObject({
        username: `eliminado-${account.id}`,
        fullName: DELETED_USER_NAME,
        phone: null,
        isAffiliate: false,
      });
      expect(user!.email).not.toContain('borrar_2');
      expect(user!.deletedAt).not.toBeNull();
      const [review] = await db().select().from(reviews).where(eq(reviews.userId, account.id));
      expect(review).toMatchObject({ reviewerName: DELETED_USER_NAME, reviewerEmail: null });
      expect(review!.isApproved).toBe(true);
      const [business] = await db()
        .select({ userId: businesses.userId })
        .from(businesses)
        .where(eq(businesses.id, businessIds[1]!));
      expect(business!.userId).toBeNull();
      const [commission] = await db()
        .select({ status: commissions.status })
        .from(commissions)
        .where(eq(commissions.affiliateId, account.id));
      expect(commission!.status).toBe('cancelled');
      expect(
        await db().select().from(userFavorites).where(eq(userFavorites.userId, account.id)),
      ).toEqual([]);
      expect(await db().select().from(sessions).where(eq(sessions.userId, account.id))).toEqual([]);
      expect(
        await db().select().from(businessManagers).where(eq(businessManagers.userId, account.id)),
      ).toEqual([]);
      const laptopMe = await ctx.app.inject({ url: '/api/auth/user', cookies: laptop.cookies });
      expect(laptopMe.json()).toBeNull();
      expect((await signIn(ctx, 'borrar_2')).status).toBe(401);
      // The address is free for a new account.
      await signUp(ctx, 'borrar_2');
    },
  );

  it('waits for a payout on its way', async () => {
    const { id, cookies } = await signUp(ctx, 'borrar_3');
    await db()
      .insert(affiliatePayouts)
      .values({ affiliateId: id, period: '2026-11', amount: '30.00', status: 'pending' });
    const refused = await send(ctx, 'POST', '/api/account/delete', cookies, { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: ACCOUNT_MESSAGES.payoutOnItsWay });
  });
});

describe('payout details', () => {
  it('keeps a bank account or a PayPal e-mail, and the payouts list it', async () => {
    const { id, cookies } = await signUp(ctx, 'cobros_1');
    const empty = await send(ctx, 'GET', '/api/account/payout-details', cookies);
    expect(empty.json()).toEqual({ details: null });
    const bad = await send(ctx, 'PUT', '/api/account/payout-details', cookies, {
      method: 'bank',
      bankName: 'Banco Popular',
      accountNumber: 'abc',
      accountHolder: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: Record<string, string[]> }>().details).toEqual({
      accountNumber: ['El número de cuenta solo puede tener números'],
      accountHolder: ['El titular es obligatorio'],
    });
    const bank = {
      method: 'bank',
      bankName: 'Banco Popular',
      accountNumber: '800-123456-7',
      accountHolder: 'Yokasta Peralta',
    };
    const saved = await send(ctx, 'PUT', '/api/account/payout-details', cookies, bank);
    expect(saved.json()).toEqual({ details: bank });

    await db()
      .insert(affiliatePayouts)
      .values({ affiliateId: id, period: '2026-10', amount: '40.00', status: 'pending' });
    const [admin] = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin')))
      .limit(1);
    const adminCookies = { drd_session: await createSession(db(), admin!.id, new Date()) };
    const list = await send(ctx, 'GET', '/api/admin/affiliates/payouts', adminCookies);
    expect(list.statusCode, list.body).toBe(200);
    const payout = list
      .json<{ payouts: { affiliate: { id: number; payoutTo: string | null } }[] }>()
      .payouts.find((p) => p.affiliate.id === id);
    expect(payout?.affiliate.payoutTo).toBe('Banco Popular · 800-123456-7 · Yokasta Peralta');

    const paypal = { method: 'paypal', paypalEmail: 'cobros@correo.do' };
    const switched = await send(ctx, 'PUT', '/api/account/payout-details', cookies, paypal);
    expect(switched.json()).toEqual({ details: paypal });
  });
});
