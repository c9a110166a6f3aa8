// 'Transferir' (issue #31): the business moves to another account once it accepts the link; two
// accepts of one link race to one winner (CI runs this on PostgreSQL too).
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessManagers, businesses, mailOutbox, subscriptions } from '../../db/schema';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import { tokenMailedTo } from '../../test/mailed-links';
import { makeAccount, type Account } from '../../test/sign-up-fixtures';
import { transferBusiness } from './transfer';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function ownedBusiness(name: string, owner: Account) {
  const [row] = await ctx.database.db
    .update(businesses)
    .set({ userId: owner.id })
    .where(eq(businesses.name, name))
    .returning({ id: businesses.id });
  return row!.id;
}
const accept = (account: Account, token: string) =>
  postJson(ctx.app, '/api/invitations/accept', { token }, account);
const roleOf = async (account: Account, businessId: number) => {
  const response = await ctx.app.inject({
    url: `/api/businesses/${businessId}/my-role`,
    cookies: account.cookies,
  });
  return response.statusCode === 200 ? response.json<{ role: string }>().role : response.statusCode;
};

describe('transfers', () => {
  it('hands the business over once the other account accepts; the managers go', async () => {
    const db = ctx.database.db;
    const owner = await makeAccount(db, FIXED_NOW, { role: 'business_owner' });
    const buyer = await makeAccount(db, FIXED_NOW, {
      email: 'comprador@correo.do',
      verified: true,
    });
    const manager = await makeAccount(db, FIXED_NOW);
    const id = await ownedBusiness('Farmacia La Esperanza', owner);
    await db.insert(businessManagers).values({ businessId: id, userId: manager.id });

    const started = await postJson(
      ctx.app,
      `/api/businesses/${id}/transfer`,
      { email: 'comprador@correo.do' },
      owner,
    );
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toEqual({ message: 'Enviamos el enlace de transferencia' });
    // Nothing moves before the link is accepted.
    expect(await roleOf(owner, id)).toBe('owner');
    expect(await roleOf(buyer, id)).toBe(403);

    const answer = await accept(buyer, await tokenMailedTo(ctx, 'comprador@correo.do'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ kind: 'transfer', message: 'El negocio ahora es tuyo' });
    expect(await roleOf(buyer, id)).toBe('owner');
    expect(await roleOf(owner, id)).toBe(403);
    // The new owner starts clean (ownership-move.test.ts covers the three ways it moves).
    expect(await roleOf(manager, id)).toBe(403);
    const plans = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.businessId, id));
    expect(plans.every((p) => p.userId === buyer.id)).toBe(true);
    const [told] = await db
      .select({ kind: mailOutbox.kind, userId: mailOutbox.userId })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(told).toEqual({ kind: 'business-transferred', userId: owner.id });
  });

  it('voids a transfer link once the business changed hands another way', async () => {
    const db = ctx.database.db;
    const owner = await makeAccount(db, FIXED_NOW, { role: 'business_owner' });
    const id = await ownedBusiness('Cafetería del Parque', owner);
    await postJson(ctx.app, `/api/businesses/${id}/transfer`, { email: 'tarde@correo.do' }, owner);
    const other = await makeAccount(db, FIXED_NOW);
    await db.update(businesses).set({ userId: other.id }).where(eq(businesses.id, id));
    const late = await makeAccount(db, FIXED_NOW, { email: 'tarde@correo.do', verified: true });
    const answer = await accept(late, await tokenMailedTo(ctx, 'tarde@correo.do'));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      error: 'El negocio cambió de dueño: esta transferencia ya no vale',
    });
    expect(await roleOf(late, id)).toBe(403);
  });

  it('the admin command moves a business in one step', async () => {
    const db = ctx.database.db;
    const owner = await makeAccount(db, FIXED_NOW, { role: 'business_owner' });
    const next = await makeAccount(db, FIXED_NOW);
    const id = await ownedBusiness('Cafetería del Parque', owner);
    await transferBusiness(
      db,
      { businessId: id, newOwnerId: next.id, publicUrl: 'http://localhost' },
      FIXED_NOW,
    );
    expect(await roleOf(next, id)).toBe('owner');
    expect(await roleOf(owner, id)).toBe(403);
  });
});

describe('two accepts of one link at once', () => {
  for (const kind of ['invitations', 'transfer'] as const) {
    it(`${kind}: one wins, the other answers 409`, async () => {
      const db = ctx.database.db;
      const owner = await makeAccount(db, FIXED_NOW, { role: 'business_owner' });
      const id = await ownedBusiness(
        kind === 'transfer' ? 'Farmacia La Esperanza' : 'Cafetería del Parque',
        owner,
      );
      const email = `carrera.${kind}@correo.do`;
      expect(
        (await postJson(ctx.app, `/api/businesses/${id}/${kind}`, { email }, owner)).statusCode,
      ).toBe(201);
      const token = await tokenMailedTo(ctx, email);
      // Only the invitee's account may accept (issue #41): the race is two taps of that account.
      const invitee = await makeAccount(db, FIXED_NOW, { email, verified: true });
      const answers = await Promise.all([accept(invitee, token), accept(invitee, token)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((r) => r.statusCode === 409)!;
      // The transfer's loser finds its account already the owner, which it says instead.
      const lost =
        kind === 'transfer'
          ? 'Ya eres el dueño de este negocio'
          : 'Esta invitación ya fue usada o cancelada';
      expect(loser.json()).toEqual({ error: lost });
      expect(await roleOf(invitee, id)).toBe(kind === 'transfer' ? 'owner' : 'manager');
    });
  }
});
