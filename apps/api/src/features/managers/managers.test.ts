// A business's managers (issue #31): the owner invites by e-mail, the link is accepted signed in,
// the manager works on the business and sees it in 'Mis negocios', a 6th manager is refused.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessPeople } from '@drd/shared/api/managers';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { businesses, mailOutbox } from '../../db/schema';
import {
  createTestContext,
  FIXED_NOW,
  postJson,
  SAME_ORIGIN,
  type TestContext,
} from '../../test/context';
import { tokenMailedTo } from '../../test/mailed-links';
import { makeAccount, type Account } from '../../test/sign-up-fixtures';

let ctx: TestContext;
let owner: Account;
let businessId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'business_owner' });
  const [row] = await ctx.database.db
    .update(businesses)
    .set({ userId: owner.id })
    .where(eq(businesses.name, 'Farmacia La Esperanza'))
    .returning({ id: businesses.id });
  businessId = row!.id;
});
afterAll(() => ctx.close());

const inviteAs = (account: Account, email: string) =>
  postJson(ctx.app, `/api/businesses/${businessId}/invitations`, { email }, account);
const accept = (account: Account, token: string) =>
  postJson(ctx.app, '/api/invitations/accept', { token }, account);
const people = async () =>
  (
    await ctx.app.inject({ url: `/api/businesses/${businessId}/people`, cookies: owner.cookies })
  ).json<BusinessPeople>();

describe('managers', () => {
  it('invites by e-mail; the invitee accepts signed in and works on the business', async () => {
    const ana = await makeAccount(ctx.database.db, FIXED_NOW, {
      email: 'ana.gerente@correo.do',
      verified: true,
    });
    const before = await ctx.app.inject({
      url: `/api/businesses/${businessId}/my-role`,
      cookies: ana.cookies,
    });
    expect(before.statusCode).toBe(403);

    const sent = await inviteAs(owner, 'Ana.Gerente@Correo.do');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ message: 'Invitación enviada' });
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'ana.gerente@correo.do'));
    expect(mail!.subject).toBe('Te invitan a gestionar «Farmacia La Esperanza»');
    expect((await people()).invitations.map((i) => i.email)).toEqual(['ana.gerente@correo.do']);

    const accepted = await accept(ana, await tokenMailedTo(ctx, 'ana.gerente@correo.do'));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      message: 'Ahora gestionas este negocio',
      kind: 'manager',
      business: { id: businessId, name: 'Farmacia La Esperanza' },
    });
    const list = await people();
    expect(list.managers.map((m) => m.userId)).toEqual([ana.id]);
    expect(list.invitations).toEqual([]);

    const role = await ctx.app.inject({
      url: `/api/businesses/${businessId}/my-role`,
      cookies: ana.cookies,
    });
    expect(role.json()).toEqual({ role: 'manager' });
    const mine = (
      await ctx.app.inject({ url: '/api/my/businesses', cookies: ana.cookies })
    ).json<MyBusinessesAnswer>();
    expect(mine.businesses.map((b) => [b.id, b.role])).toEqual([[businessId, 'manager']]);
    // Content yes, paying no.
    const closure = await ctx.app.inject({
      method: 'PUT',
      url: `/api/businesses/${businessId}/closure`,
      headers: SAME_ORIGIN,
      payload: JSON.stringify({ closed: false }),
      cookies: ana.cookies,
    });
    expect([401, 403]).not.toContain(closure.statusCode);
    const renew = await postJson(ctx.app, `/api/businesses/${businessId}/renewal`, {}, ana);
    expect(renew.statusCode).toBe(403);
    expect(renew.json()).toEqual({ error: 'Solo el dueño del negocio puede hacer esto' });
    const invite = await inviteAs(ana, 'otro@correo.do');
    expect(invite.statusCode).toBe(403);

    // The same link again: spent.
    const again = await accept(ana, await tokenMailedTo(ctx, 'ana.gerente@correo.do'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Esta invitación ya fue usada o cancelada' });

    // Removed, the manager is refused again.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${businessId}/managers/${ana.id}`,
      headers: SAME_ORIGIN,
      payload: '{}',
      cookies: owner.cookies,
    });
    expect(removed.json()).toEqual({ message: 'Gestor eliminado' });
    const after = await ctx.app.inject({
      url: `/api/businesses/${businessId}/my-role`,
      cookies: ana.cookies,
    });
    expect(after.statusCode).toBe(403);
  });

  it('refuses a 6th manager, counting open invitations, and when accepting', async () => {
    const emails = ['uno', 'dos', 'tres', 'cuatro', 'cinco'].map((n) => `${n}.seis@correo.do`);
    for (const email of emails) expect((await inviteAs(owner, email)).statusCode).toBe(201);
    const sixth = await inviteAs(owner, 'seis.seis@correo.do');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ error: 'Un negocio puede tener hasta 5 gestores' });
    // A cancelled invitation frees its seat.
    const open = (await people()).invitations;
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${businessId}/invitations/${open[0]!.id}`,
      headers: SAME_ORIGIN,
      payload: '{}',
      cookies: owner.cookies,
    });
    expect(revoked.json()).toEqual({ message: 'Invitación cancelada' });
    const cancelledFor = await makeAccount(ctx.database.db, FIXED_NOW, {
      email: emails[0],
      verified: true,
    });
    expect((await accept(cancelledFor, await tokenMailedTo(ctx, emails[0]!))).statusCode).toBe(409);
    expect((await inviteAs(owner, 'seis.seis@correo.do')).statusCode).toBe(201);
    // Five accept; a link sent before the limit counted expired ones cannot make a sixth.
    for (const email of [...emails.slice(1), 'seis.seis@correo.do']) {
      const person = await makeAccount(ctx.database.db, FIXED_NOW, { email, verified: true });
      expect((await accept(person, await tokenMailedTo(ctx, email))).statusCode).toBe(200);
    }
    expect((await people()).managers).toHaveLength(5);
    expect((await inviteAs(owner, 'siete@correo.do')).statusCode).toBe(409);
  });

  it('refuses the owner as a manager of their own business, and a bad link', async () => {
    const own = await makeAccount(ctx.database.db, FIXED_NOW, { email: 'duena@correo.do' });
    await ctx.database.db
      .update(businesses)
      .set({ userId: own.id })
      .where(eq(businesses.id, businessId));
    const self = await postJson(
      ctx.app,
      `/api/businesses/${businessId}/invitations`,
      { email: 'DUENA@correo.do' },
      own,
    );
    expect(self.json()).toEqual({ error: 'Ese correo es el del dueño del negocio' });
    const bad = await accept(own, 'no-existe');
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ error: 'El enlace no es válido o ya venció' });
    await ctx.database.db
      .update(businesses)
      .set({ userId: owner.id })
      .where(and(eq(businesses.id, businessId)));
  });
});
