// An invitation is for its address (issue #41): a manager invitation or a transfer link is
// accepted only by the account whose confirmed e-mail it was sent to; anyone else holding the
// link gets a 403 naming the address masked, and the page's preview never shows it in full.
// CI runs this on PostgreSQL too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessInvitations,
  businessManagers,
  businesses,
  mailOutbox,
  users,
} from '../../db/schema';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import { tokenMailedTo } from '../../test/mailed-links';
import { makeAccount, type Account } from '../../test/sign-up-fixtures';

let ctx: TestContext;
let owner: Account;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'business_owner' });
  await ctx.database.db
    .update(users)
    .set({ fullName: 'Rosa Almonte' })
    .where(eq(users.id, owner.id));
});
afterAll(() => ctx.close());

async function ownedBusiness(name: string) {
  const [row] = await ctx.database.db
    .update(businesses)
    .set({ userId: owner.id })
    .where(eq(businesses.name, name))
    .returning({ id: businesses.id });
  return row!.id;
}

const path = { manager: 'invitations', transfer: 'transfer' } as const;
const accept = (account: Account | null, token: string) =>
  postJson(ctx.app, '/api/invitations/accept', { token }, account ?? undefined);
const preview = (token: string, account?: Account) =>
  ctx.app.inject({
    url: `/api/invitations/preview?token=${encodeURIComponent(token)}`,
    ...(account ? { cookies: account.cookies } : {}),
  });
const ownerOf = async (id: number) =>
  (
    await ctx.database.db
      .select({ userId: businesses.userId })
      .from(businesses)
      .where(eq(businesses.id, id))
  )[0]!.userId;
const managersOf = async (id: number) =>
  (
    await ctx.database.db
      .select({ userId: businessManagers.userId })
      .from(businessManagers)
      .where(eq(businessManagers.businessId, id))
  ).map((r) => r.userId);

describe('an invitation is for its address', () => {
  for (const kind of ['manager', 'transfer'] as const) {
    it(`${kind}: another account gets 403, an unconfirmed one is told to confirm, the right one joins`, async () => {
      const db = ctx.database.db;
      const id = await ownedBusiness(
        kind === 'manager' ? 'Farmacia La Esperanza' : 'Cafetería del Parque',
      );
      const email = `alba.${kind}@correo.do`;
      const sent = await postJson(ctx.app, `/api/businesses/${id}/${path[kind]}`, { email }, owner);
      expect(sent.statusCode, sent.body).toBe(201);
      const token = await tokenMailedTo(ctx, email);

      // Someone else's account, confirmed: the link alone proves nothing.
      const stranger = await makeAccount(db, FIXED_NOW, { verified: true });
      const refused = await accept(stranger, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 'Esta invitación es para otra dirección de correo (a•••@correo.do)',
      });
      expect(refused.body).not.toContain(email);

      // The right address, not yet confirmed: told what to do, nothing accepted.
      const invitee = await makeAccount(db, FIXED_NOW, { email: email.toUpperCase() });
      const unconfirmed = await accept(invitee, token);
      expect(unconfirmed.statusCode).toBe(403);
      expect(unconfirmed.json()).toEqual({
        error:
          'Confirma tu correo antes de aceptar: abre el enlace que te enviamos a a•••@correo.do y vuelve a esta página.',
      });
      expect(await ownerOf(id)).toBe(owner.id);
      expect(await managersOf(id)).toEqual([]);
      const [still] = await db
        .select({ status: businessInvitations.status })
        .from(businessInvitations)
        .where(eq(businessInvitations.email, email));
      expect(still?.status).toBe('open');

      // Confirmed (the address's case does not matter): accepted.
      await db.update(users).set({ emailVerifiedAt: FIXED_NOW }).where(eq(users.id, invitee.id));
      const accepted = await accept(invitee, token);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({ kind });
      if (kind === 'manager') expect(await managersOf(id)).toEqual([invitee.id]);
      else expect(await ownerOf(id)).toBe(invitee.id);
      expect(await managersOf(id)).not.toContain(stranger.id);
      // Give the business back for the next case.
      await db.delete(businessManagers).where(eq(businessManagers.businessId, id));
    });
  }
});

describe("the invitation page's preview", () => {
  it('names the business, the inviter and what it gives, with the address masked, signed out', async () => {
    const id = await ownedBusiness('Farmacia La Esperanza');
    const email = 'benito.vista@correo.do';
    await postJson(ctx.app, `/api/businesses/${id}/transfer`, { email }, owner);
    const token = await tokenMailedTo(ctx, email);
    const seen = await preview(token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({
      kind: 'transfer',
      businessName: 'Farmacia La Esperanza',
      inviterName: 'Rosa Almonte',
      email: 'b•••@correo.do',
    });
    expect(seen.body).not.toContain('benito');
    expect(seen.headers['cache-control']).toBe('private, no-store');
    // The e-mail's link carries the address only in its fragment, for the sign-up form.
    const [mailed] = await ctx.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    expect(mailed?.text).toContain(`?token=${token}#correo=benito.vista%40correo.do`);

    const buyer = await makeAccount(ctx.database.db, FIXED_NOW, { email, verified: true });
    expect((await accept(buyer, token)).statusCode).toBe(200);
    const spent = await preview(token, buyer);
    expect(spent.statusCode).toBe(409);
    expect(spent.json()).toEqual({ error: 'Esta invitación ya fue usada o cancelada' });
  });

  it('answers 404 in Spanish to an unknown or expired link', async () => {
    const unknown = await preview('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'El enlace no es válido o ya venció' });
    const id = await ownedBusiness('Cafetería del Parque');
    const email = 'vencida@correo.do';
    await postJson(ctx.app, `/api/businesses/${id}/invitations`, { email }, owner);
    const token = await tokenMailedTo(ctx, email);
    expect((await preview(token)).json()).toMatchObject({
      kind: 'manager',
      email: 'v•••@correo.do',
    });
    await ctx.database.db
      .update(businessInvitations)
      .set({ expiresAt: new Date(FIXED_NOW.getTime() - 1000) })
      .where(eq(businessInvitations.email, email));
    const expired = await preview(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ error: 'El enlace no es válido o ya venció' });
    const empty = await ctx.app.inject({ url: '/api/invitations/preview?token=' });
    expect(empty.statusCode).toBe(400);
  });
});
