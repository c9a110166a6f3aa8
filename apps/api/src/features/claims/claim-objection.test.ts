// A claim on an owned listing: the owner is told when it is filed and decided, keeps the listing
// for 7 days after approval, and may object, which stops the move and sends the claim back to
// the admins under a new version. A decision on the version before the objection is refused.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import type { Claim, ClaimOnMine } from '@drd/shared/api/claims';
import { businessClaims, businesses, mailOutbox } from '../../db/schema';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import { makeAccount, type Account } from '../../test/sign-up-fixtures';
import { runClaimMoves } from './move-job';

let ctx: TestContext;
let admin: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const NOTE = 'Soy el dueño, tengo el registro mercantil a mi nombre.';
const db = () => ctx.database.db;
const listing = async (name: string, ownerId: number | null) => {
  const [row] = await db()
    .update(businesses)
    .set({ userId: ownerId })
    .where(eq(businesses.name, name))
    .returning({ id: businesses.id });
  return row!.id;
};
const ownerOf = async (id: number) =>
  (await db().select().from(businesses).where(eq(businesses.id, id)))[0]!.userId;
const mailTo = async (userId: number) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.userId, userId))).map((m) => m.subject);
const fileClaim = async (businessId: number, who: Account) =>
  (await postJson(ctx.app, `/api/businesses/${businessId}/claims`, { note: NOTE }, who)).json<{
    id: number;
  }>().id;
const adminClaim = async (id: number, status = 'pending') =>
  (await ctx.app.inject({ url: `/api/admin/claims?status=${status}`, cookies: admin.cookies }))
    .json<Claim[]>()
    .find((c) => c.id === id);
const decide = (id: number, action: 'approve' | 'reject', body: Record<string, unknown>) =>
  postJson(ctx.app, `/api/admin/claims/${id}/${action}`, body, { cookies: admin.cookies });
const claimsOnMine = async (who: Account) =>
  (await ctx.app.inject({ url: '/api/my/business-claims', cookies: who.cookies })).json<
    ClaimOnMine[]
  >();

describe('claims on an owned listing', () => {
  it('tells the owner, waits 7 days, and moves it only if the owner does not object', async () => {
    const owner = await makeAccount(db(), FIXED_NOW);
    const claimant = await makeAccount(db(), FIXED_NOW);
    const id = await listing('Heladería Tropical', owner.id);
    const claimId = await fileClaim(id, claimant);
    expect(await mailTo(owner.id)).toEqual([
      'Alguien pidió ser el propietario de «Heladería Tropical»',
    ]);
    expect(await claimsOnMine(owner)).toEqual([
      expect.objectContaining({ id: claimId, status: 'pending', movesAt: null }),
    ]);

    const seen = (await adminClaim(claimId))!;
    expect((await decide(claimId, 'approve', {})).statusCode).toBe(400);
    const approved = await decide(claimId, 'approve', { version: seen.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await ownerOf(id)).toBe(owner.id);
    const scheduled = (await adminClaim(claimId, 'scheduled'))!;
    expect(new Date(scheduled.movesAt!).getTime()).toBe(FIXED_NOW.getTime() + 7 * DAY);
    expect(await mailTo(owner.id)).toContain(
      '«Heladería Tropical» pasará a otro propietario el 25 de noviembre de 2026',
    );
    expect(await mailTo(claimant.id)).toContain('Tu reclamo de «Heladería Tropical» fue aprobado');

    // Before the 7 days nothing moves; after them, once, whichever instances run the job.
    expect(await runClaimMoves(db(), new Date(FIXED_NOW.getTime() + 6 * DAY), 'http://x')).toBe(0);
    const later = new Date(FIXED_NOW.getTime() + 7 * DAY);
    const runs = await Promise.all([
      runClaimMoves(db(), later, 'http://x'),
      runClaimMoves(db(), later, 'http://x'),
    ]);
    expect(runs.reduce<number>((n, r) => n + (r ?? 0), 0)).toBe(1);
    expect(await runClaimMoves(db(), later, 'http://x')).toBe(0);
    expect(await ownerOf(id)).toBe(claimant.id);
    expect(await mailTo(owner.id)).toContain('«Heladería Tropical» ya no está a tu nombre');
    expect(await mailTo(claimant.id)).toContain('Ya eres el propietario de «Heladería Tropical»');
  });

  it("an objection stops the move, returns the claim to the queue and voids the admin's old version", async () => {
    const owner = await makeAccount(db(), FIXED_NOW);
    const claimant = await makeAccount(db(), FIXED_NOW);
    const stranger = await makeAccount(db(), FIXED_NOW);
    const id = await listing('Bar La Ruta del Ron', owner.id);
    const claimId = await fileClaim(id, claimant);
    const first = (await adminClaim(claimId))!;
    expect((await decide(claimId, 'approve', { version: first.version })).statusCode).toBe(200);

    const object = (who: Account, reason = 'Este negocio es mío, lo abrí en 2012.') =>
      postJson(ctx.app, `/api/claims/${claimId}/object`, { reason }, who);
    expect((await object(stranger)).statusCode).toBe(404);
    expect((await object(claimant)).statusCode).toBe(404);
    const short = await object(owner, 'no');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      details: { reason: ['El motivo debe tener al menos 10 caracteres'] },
    });
    const objected = await object(owner);
    expect(objected.statusCode, objected.body).toBe(200);
    expect(objected.json()).toEqual({
      message: 'Enviamos tu objeción a los administradores. El negocio sigue siendo tuyo.',
    });
    expect((await object(owner)).json()).toEqual({ error: 'Ya objetaste esta solicitud' });

    // The job finds nothing to move; the claim waits for an admin with the owner's reason.
    expect(await runClaimMoves(db(), new Date(FIXED_NOW.getTime() + 30 * DAY), 'http://x')).toBe(0);
    expect(await ownerOf(id)).toBe(owner.id);
    const back = (await adminClaim(claimId))!;
    expect(back).toMatchObject({ objection: 'Este negocio es mío, lo abrí en 2012.' });
    expect(back.version).toBeGreaterThan(first.version);
    expect(await claimsOnMine(owner)).toEqual([
      expect.objectContaining({ id: claimId, status: 'pending' }),
    ]);

    // A decision on what the admin saw before the objection changes nothing.
    const stale = await decide(claimId, 'approve', { version: first.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: STALE_VERSION_MESSAGE, version: back.version });
    const staleReject = await decide(claimId, 'reject', {
      version: first.version,
      adminNotes: 'No',
    });
    expect(staleReject.json()).toEqual({ error: STALE_VERSION_MESSAGE, version: back.version });
    const [row] = await db().select().from(businessClaims).where(eq(businessClaims.id, claimId));
    expect(row).toMatchObject({ status: 'pending', version: back.version });

    // Decided with the objection in view, the listing moves at once.
    expect((await decide(claimId, 'approve', { version: back.version })).statusCode).toBe(200);
    expect(await ownerOf(id)).toBe(claimant.id);
  });

  it('moves an unowned listing at once; rejecting tells the owner their listing stays', async () => {
    const claimant = await makeAccount(db(), FIXED_NOW);
    const free = await listing('Colmadón Doña Rosa', null);
    const freeClaim = await fileClaim(free, claimant);
    const seen = (await adminClaim(freeClaim))!;
    expect((await decide(freeClaim, 'approve', { version: seen.version })).statusCode).toBe(200);
    expect(await ownerOf(free)).toBe(claimant.id);

    const rival = await makeAccount(db(), FIXED_NOW);
    const rivalClaim = await fileClaim(free, rival);
    const pending = (await adminClaim(rivalClaim))!;
    const rejected = await decide(rivalClaim, 'reject', {
      version: pending.version,
      adminNotes: 'Sin pruebas',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await mailTo(claimant.id)).toContain(
      'El reclamo sobre «Colmadón Doña Rosa» fue rechazado',
    );
    const [open] = await db()
      .select()
      .from(businessClaims)
      .where(and(eq(businessClaims.businessId, free), eq(businessClaims.status, 'pending')));
    expect(open).toBeUndefined();
  });
});
