// The one ownership move (issue #31): an owner's accepted transfer, an admin's 'Transferir' and
// an approved claim all hand over a business without its managers or open invitations, in the
// same transaction, and tell each removed manager.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claim } from '@drd/shared/api/claims';
import { businessInvitations, businessManagers, businesses, mailOutbox } from '../../db/schema';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import { tokenMailedTo } from '../../test/mailed-links';
import { makeAccount, type Account } from '../../test/sign-up-fixtures';
import { runClaimMoves } from '../claims/move-job';

let ctx: TestContext;
let admin: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const DAY = 24 * 60 * 60 * 1000;

/** An owned business with a manager and an open manager invitation. */
async function staffedBusiness(name: string) {
  const owner = await makeAccount(db(), FIXED_NOW, { role: 'business_owner' });
  const manager = await makeAccount(db(), FIXED_NOW);
  const [row] = await db()
    .update(businesses)
    .set({ userId: owner.id })
    .where(eq(businesses.name, name))
    .returning({ id: businesses.id });
  const id = row!.id;
  await db().insert(businessManagers).values({ businessId: id, userId: manager.id });
  const invited = await postJson(
    ctx.app,
    `/api/businesses/${id}/invitations`,
    { email: `pendiente.${id}@correo.do` },
    owner,
  );
  expect(invited.statusCode, invited.body).toBe(201);
  return { id, owner, manager };
}

async function expectStartsClean(id: number, manager: Account, newOwner: Account) {
  const managers = await db()
    .select()
    .from(businessManagers)
    .where(eq(businessManagers.businessId, id));
  expect(managers).toEqual([]);
  const open = await db()
    .select()
    .from(businessInvitations)
    .where(and(eq(businessInvitations.businessId, id), eq(businessInvitations.status, 'open')));
  expect(open).toEqual([]);
  const [told] = await db()
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, manager.id), eq(mailOutbox.kind, 'manager-removed')));
  expect(told?.subject).toMatch(/^Ya no gestionas «/);
  const [business] = await db()
    .select({ userId: businesses.userId })
    .from(businesses)
    .where(eq(businesses.id, id));
  expect(business!.userId).toBe(newOwner.id);
  const role = await ctx.app.inject({
    url: `/api/businesses/${id}/my-role`,
    cookies: manager.cookies,
  });
  expect(role.statusCode).toBe(403);
}

describe('an ownership move leaves no managers behind', () => {
  it("on an owner's accepted transfer", async () => {
    const { id, owner, manager } = await staffedBusiness('Farmacia La Esperanza');
    const email = `comprador.${id}@correo.do`;
    const buyer = await makeAccount(db(), FIXED_NOW, { email, verified: true });
    await postJson(ctx.app, `/api/businesses/${id}/transfer`, { email }, owner);
    const accepted = await postJson(
      ctx.app,
      '/api/invitations/accept',
      { token: await tokenMailedTo(ctx, email) },
      buyer,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    await expectStartsClean(id, manager, buyer);
  });

  it("on an admin's 'Transferir'", async () => {
    const { id, manager } = await staffedBusiness('Cafetería del Parque');
    const next = await makeAccount(db(), FIXED_NOW);
    const moved = await postJson(
      ctx.app,
      `/api/admin/directory/${id}/transfer`,
      { to: next.username! },
      admin,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await expectStartsClean(id, manager, next);
  });

  it('on an approved claim, once the owner did not object', async () => {
    const { id, owner, manager } = await staffedBusiness('Heladería Tropical');
    const claimant = await makeAccount(db(), FIXED_NOW);
    const filed = await postJson(
      ctx.app,
      `/api/businesses/${id}/claims`,
      { note: 'Soy el dueño, tengo el registro mercantil a mi nombre.' },
      claimant,
    );
    const claimId = filed.json<{ id: number }>().id;
    const claims = await ctx.app.inject({
      url: '/api/admin/claims?status=pending',
      cookies: admin.cookies,
    });
    const claim = claims.json<Claim[]>().find((c) => c.id === claimId)!;
    const approved = await postJson(
      ctx.app,
      `/api/admin/claims/${claimId}/approve`,
      { version: claim.version },
      admin,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    // The objection period: the managers stay until the listing moves.
    expect(
      await db().select().from(businessManagers).where(eq(businessManagers.businessId, id)),
    ).toHaveLength(1);
    expect(await runClaimMoves(db(), new Date(FIXED_NOW.getTime() + 7 * DAY), 'http://x')).toBe(1);
    await expectStartsClean(id, manager, claimant);
    const [ownerTold] = await db()
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, owner.id), eq(mailOutbox.kind, 'claim-moved-owner')));
    expect(ownerTold).toBeDefined();
  });
});
