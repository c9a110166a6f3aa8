// Decisions on one request at the same moment (CI runs this on PostgreSQL too): one wins, the
// others answer 409, none 500. And the badge lapses when the listing changes hands.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVerification, OwnVerification } from '@drd/shared/api/verification';
import { businessClaims, businessVerifications, businesses, userDocuments } from '../../db/schema';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import { makeAccount, type Account } from '../../test/sign-up-fixtures';
import { runClaimMoves } from '../claims/move-job';
import { LAPSE_NOTE } from './lapse';

let ctx: TestContext;
let admin: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const DAY = 24 * 60 * 60 * 1000;

/** A listing owned by a new account, with a waiting request (document row stored directly). */
async function requested(name: string) {
  const owner = await makeAccount(db(), FIXED_NOW);
  const [listing] = await db()
    .update(businesses)
    .set({ userId: owner.id })
    .where(eq(businesses.name, name))
    .returning({ id: businesses.id });
  const key = `${owner.id}`.padStart(32, 'c');
  await db().insert(userDocuments).values({ key, userId: owner.id, bytes: 1 });
  const made = await postJson(
    ctx.app,
    `/api/businesses/${listing!.id}/verification`,
    { kind: 'rnc', number: '131098193', documentKey: key },
    owner,
  );
  expect(made.statusCode, made.body).toBe(201);
  const queue = (
    await ctx.app.inject({ url: '/api/admin/verifications', cookies: admin.cookies })
  ).json<AdminVerification[]>();
  return {
    owner,
    businessId: listing!.id,
    request: queue.find((v) => v.id === made.json<{ id: number }>().id)!,
  };
}

const decide = (request: AdminVerification, action: 'approve' | 'reject') =>
  postJson(
    ctx.app,
    `/api/admin/verifications/${request.id}/${action}`,
    { version: request.version, adminNotes: 'Revisado' },
    { cookies: admin.cookies },
  );

describe('verification decisions at the same moment', () => {
  it('lets exactly one of them through and answers 409 to the others', async () => {
    const { request, businessId } = await requested('Farmacia La Esperanza');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => decide(request, i % 2 ? 'reject' : 'approve')),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(7).fill(409)]);
    const winner = answers.findIndex((r) => r.statusCode === 200);
    const [row] = await db()
      .select({ verifiedAt: businesses.verifiedAt })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(row!.verifiedAt !== null).toBe(winner % 2 === 0);
  });
});

describe('a change of owner', () => {
  it('takes the badge away; the new owner may ask again', async () => {
    const { request, businessId, owner } = await requested('Heladería Tropical');
    expect((await decide(request, 'approve')).statusCode).toBe(200);
    const claimant = await makeAccount(db(), FIXED_NOW);
    const claim = await postJson(
      ctx.app,
      `/api/businesses/${businessId}/claims`,
      { note: 'Compré el negocio, tengo el contrato de venta.' },
      claimant,
    );
    const claimId = claim.json<{ id: number }>().id;
    const [seen] = await db()
      .select({ version: businessClaims.version })
      .from(businessClaims)
      .where(eq(businessClaims.id, claimId));
    const approved = await postJson(
      ctx.app,
      `/api/admin/claims/${claimId}/approve`,
      { version: seen!.version },
      { cookies: admin.cookies },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await runClaimMoves(db(), new Date(FIXED_NOW.getTime() + 8 * DAY), 'http://x');

    const own = await ctx.app.inject({
      url: `/api/businesses/${businessId}/verification`,
      cookies: claimant.cookies,
    });
    expect(own.json<OwnVerification>()).toEqual({
      verifiedAt: null,
      request: expect.objectContaining({ status: 'lapsed', adminNotes: LAPSE_NOTE }),
    });
    const detail = await ctx.app.inject({ url: `/api/businesses/detail/${businessId}` });
    expect(detail.json()).toMatchObject({ verified: false, verifiedAt: null });
    // The previous owner no longer reads it.
    const former = await ctx.app.inject({
      url: `/api/businesses/${businessId}/verification`,
      cookies: owner.cookies,
    });
    expect(former.statusCode).toBe(403);
    const key = `${claimant.id}`.padStart(32, 'd');
    await db().insert(userDocuments).values({ key, userId: claimant.id, bytes: 1 });
    const again = await postJson(
      ctx.app,
      `/api/businesses/${businessId}/verification`,
      { kind: 'cedula', number: '00113918205', documentKey: key },
      claimant,
    );
    expect(again.statusCode, again.body).toBe(201);
    const rows = await db()
      .select({ status: businessVerifications.status })
      .from(businessVerifications)
      .where(eq(businessVerifications.businessId, businessId));
    expect(rows.map((r) => r.status).sort()).toEqual(['lapsed', 'pending']);
  });
});
