import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_DOCUMENT_MESSAGE } from '@drd/shared/api/media-ref';
import { businessClaims, businesses, users } from '../../db/schema';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import { makeAccount, type Account } from '../../test/sign-up-fixtures';
import { runClaimMoves } from './move-job';

const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let admin: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const listingId = async (name: string) =>
  (await db().select().from(businesses).where(eq(businesses.name, name)))[0]!.id;
const claim = (id: number, body: unknown, account?: Account) =>
  postJson(
    ctx.app,
    `/api/businesses/${id}/claims`,
    body,
    account ? { cookies: account.cookies } : {},
  );
const NOTE = 'Soy la dueña desde 2015, tengo el registro mercantil.';

describe('claims', () => {
  it('lets a signed-in person claim a listing without owner, once at a time', async () => {
    const id = await listingId('Colmadón Doña Rosa');
    const person = await makeAccount(db(), FIXED_NOW);
    expect((await claim(id, { note: NOTE })).statusCode).toBe(401);
    const short = await claim(id, { note: 'mía' }, person);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      details: { note: ['La nota debe tener al menos 10 caracteres'] },
    });
    // A document is a private upload (uploads/media-refs.test.ts), never another site's address.
    const badUrl = await claim(id, { note: NOTE, documentUrl: 'https://fotos.do/r.jpg' }, person);
    expect(badUrl.json()).toMatchObject({ details: { documentUrl: [OUTSIDE_DOCUMENT_MESSAGE] } });

    const made = await claim(id, { note: NOTE }, person);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ status: 'pending', businessHasOwner: false });
    const again = await claim(id, { note: NOTE }, person);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Ya tienes una solicitud pendiente para este negocio' });
    expect((await claim(999999, { note: NOTE }, person)).statusCode).toBe(404);
  });

  it('shows the admin an owned listing as owned; approval hands it over after the objection period', async () => {
    const id = await listingId('Farmacia La Esperanza');
    const [claimant, rival] = await Promise.all([
      makeAccount(db(), FIXED_NOW),
      makeAccount(db(), FIXED_NOW),
    ]);
    const made = await claim(id, { note: NOTE }, claimant);
    expect(made.json()).toMatchObject({ businessHasOwner: true });
    await claim(id, { note: NOTE }, rival);
    // Nothing changes until an administrator decides.
    const [owner] = await db().select().from(users).where(eq(users.username, 'propietario'));
    expect((await db().select().from(businesses).where(eq(businesses.id, id)))[0]!.userId).toBe(
      owner!.id,
    );

    expect(
      (await ctx.app.inject({ url: '/api/admin/claims', cookies: claimant.cookies })).statusCode,
    ).toBe(403);
    const list = await ctx.app.inject({ url: '/api/admin/claims', cookies: admin.cookies });
    const entry = list
      .json<
        {
          id: number;
          version: number;
          business: { id: number; owner: { username: string } | null };
          claimant: { id: number };
        }[]
      >()
      .find((c) => c.claimant.id === claimant.id)!;
    expect(entry.business).toMatchObject({ id, owner: { username: 'propietario' } });

    const approved = await postJson(
      ctx.app,
      `/api/admin/claims/${entry.id}/approve`,
      { adminNotes: 'Documentos verificados', version: entry.version },
      { cookies: admin.cookies },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    // The owner keeps it for 7 days; then the job moves it.
    expect((await db().select().from(businesses).where(eq(businesses.id, id)))[0]!.userId).toBe(
      owner!.id,
    );
    expect(await runClaimMoves(db(), new Date(FIXED_NOW.getTime() + 8 * DAY), 'http://x')).toBe(1);
    expect((await db().select().from(businesses).where(eq(businesses.id, id)))[0]!.userId).toBe(
      claimant.id,
    );
    expect((await db().select().from(users).where(eq(users.id, claimant.id)))[0]!.role).toBe(
      'business_owner',
    );
    const [rivalClaim] = await db()
      .select()
      .from(businessClaims)
      .where(eq(businessClaims.userId, rival.id));
    expect(rivalClaim).toMatchObject({
      status: 'rejected',
      reviewNotes: 'Se aprobó otra solicitud para este negocio',
    });

    const twice = await postJson(
      ctx.app,
      `/api/admin/claims/${entry.id}/approve`,
      { version: entry.version },
      { cookies: admin.cookies },
    );
    expect(twice.statusCode).toBe(409);
    const [decided] = await db()
      .select({ version: businessClaims.version })
      .from(businessClaims)
      .where(eq(businessClaims.id, entry.id));
    expect(decided!.version).toBeGreaterThan(entry.version);
    expect(twice.json()).toEqual({
      error: 'Esta solicitud ya fue revisada',
      version: decided!.version,
    });
  });

  it('rejects a claim only with a note, and the owner cannot claim their own listing', async () => {
    const id = await listingId('Heladería Tropical');
    const person = await makeAccount(db(), FIXED_NOW);
    const made = (await claim(id, { note: NOTE }, person)).json<{ id: number }>();
    const url = `/api/admin/claims/${made.id}/reject`;
    expect(
      (await postJson(ctx.app, url, { version: 1 }, { cookies: admin.cookies })).statusCode,
    ).toBe(400);
    expect(
      (
        await postJson(
          ctx.app,
          url,
          { adminNotes: 'Sin pruebas', version: 1 },
          { cookies: admin.cookies },
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await db().select().from(businesses).where(eq(businesses.id, id)))[0]!.userId,
    ).toBeNull();

    const owned = await listingId('Bar La Ruta del Ron');
    const ownerAccount = await makeAccount(db(), FIXED_NOW);
    await db().update(businesses).set({ userId: ownerAccount.id }).where(eq(businesses.id, owned));
    const own = await claim(owned, { note: NOTE }, ownerAccount);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ error: 'Ya eres el dueño de este negocio' });
  });
});
