import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_CODE_ALPHABET } from '@drd/shared/offer-code';
import { DEFAULT_POINT } from '@drd/shared/constants';
import {
  businessProfileSubmissions,
  businesses,
  offerCodes,
  referrals,
  subscriptions,
  transactions,
  users,
} from '../../db/schema';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { makeAccount, puertoPlata, registrationPayload } from '../../test/sign-up-fixtures';

let ctx: TestContext;
let place: { province: number; municipality: number };
beforeAll(async () => {
  ctx = await createTestContext();
  place = await puertoPlata(ctx.database.db);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const account = (options?: Parameters<typeof makeAccount>[2]) =>
  makeAccount(db(), ctx.app.now(), options);

describe('plans and codes', () => {
  it('lists the five plans with decimal prices', async () => {
    const response = await ctx.app.inject({ url: '/api/packages' });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ id: number; price: string; currency: string }[]>();
    expect(list.map((p) => [p.id, p.price])).toEqual([
      [1, '25.00'],
      [2, '60.00'],
      [3, '150.00'],
      [4, '250.00'],
      [5, '400.00'],
    ]);
    expect(list.every((p) => p.currency === 'USD')).toBe(true);
  });

  it('validates an offer code whatever its case, and tells used and unknown codes apart', async () => {
    const check = async (code: string) =>
      (await postJson(ctx.app, '/api/offer-codes/validate', { code })).json<unknown>();
    expect(await check(' bienvenido-2026 ')).toEqual({ valid: true, message: '¡Código válido!' });
    expect(await check('AMBAR-7K2Q')).toEqual({
      valid: false,
      error: 'Este código de oferta ya fue utilizado',
    });
    expect(await check('NOEXISTE')).toEqual({ valid: false, error: 'Código inválido' });
    const empty = await postJson(ctx.app, '/api/offer-codes/validate', { code: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Por favor ingrese un código');
  });

  it('lets only an admin generate unambiguous codes and list who used them', async () => {
    const admin = await account({ role: 'admin' });
    const user = await account();
    expect((await postJson(ctx.app, '/api/admin/offer-codes')).statusCode).toBe(401);
    expect(
      (await postJson(ctx.app, '/api/admin/offer-codes', {}, { cookies: user.cookies })).statusCode,
    ).toBe(403);
    const made = await postJson(ctx.app, '/api/admin/offer-codes', {}, { cookies: admin.cookies });
    expect(made.statusCode).toBe(201);
    const code = made.json<{ code: string }>().code;
    expect(code).toHaveLength(8);
    expect([...code].every((c) => OFFER_CODE_ALPHABET.includes(c))).toBe(true);
    expect(code).not.toMatch(/[0O1I]/);
    const list = await ctx.app.inject({ url: '/api/admin/offer-codes', cookies: admin.cookies });
    const rows = list.json<
      {
        code: string;
        isUsed: boolean;
        usedBy: { username: string } | null;
        usedAt: string | null;
      }[]
    >();
    expect(rows.find((r) => r.code === code)).toMatchObject({ isUsed: false, usedBy: null });
    expect(rows.find((r) => r.code === 'AMBAR-7K2Q')).toMatchObject({
      isUsed: true,
      usedBy: { username: 'propietario' },
    });
    expect(
      (await ctx.app.inject({ url: '/api/admin/offer-codes', cookies: user.cookies })).statusCode,
    ).toBe(403);
  });

  it('verifies a referral code whatever its case', async () => {
    const ok = await ctx.app.inject({ url: '/api/affiliate/verify-code/pplata25' });
    expect(ok.json()).toMatchObject({ valid: true, affiliate: { username: 'afiliado' } });
    const bad = await ctx.app.inject({ url: '/api/affiliate/verify-code/NADA99' });
    expect(bad.json()).toEqual({
      valid: false,
      error: 'El código de referido no es válido o ha expirado.',
    });
  });
});

describe('POST /api/businesses/register', () => {
  const register = (payload: unknown, cookies?: Record<string, string>) =>
    postJson(ctx.app, '/api/businesses/register', payload, cookies ? { cookies } : {});

  it('refuses a visitor', async () => {
    expect((await register(registrationPayload(place))).statusCode).toBe(401);
  });

  it('lists every missing required field at once', async () => {
    const owner = await account();
    const response = await register({ name: 'Algo', phone: '' }, owner.cookies);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Faltan campos obligatorios',
      details: {
        missing: [
          'description',
          'category',
          'address',
          'province',
          'municipality',
          'phone',
          'email',
          'packageId',
          'openingHours',
        ],
      },
    });
  });

  it("refuses a registration without hours, or with no open day: 'Indica tu horario'", async () => {
    const owner = await account();
    const hoursRefused = {
      error: 'Indica tu horario',
      details: { openingHours: ['Indica tu horario'] },
    };
    const { openingHours, ...withoutHours } = registrationPayload(place);
    const absent = await register(withoutHours, owner.cookies);
    expect(absent.statusCode).toBe(400);
    expect(absent.json()).toEqual(hoursRefused);
    const nulled = await register({ ...withoutHours, openingHours: null }, owner.cookies);
    expect(nulled.json()).toEqual(hoursRefused);
    const closed = { closed: true, ranges: [{ open: '08:00', close: '17:00' }] };
    const allClosed = Object.fromEntries(Object.keys(openingHours!).map((d) => [d, closed]));
    const never = await register({ ...withoutHours, openingHours: allClosed }, owner.cookies);
    expect(never.statusCode).toBe(400);
    expect(never.json()).toEqual(hoursRefused);
    // One open day is hours the owner gave: kept exactly as sent, nothing filled in around it.
    const oneDay = {
      ...allClosed,
      sunday: { closed: false, ranges: [{ open: '09:00', close: '13:00' }] },
    };
    const made = await register({ ...withoutHours, openingHours: oneDay }, owner.cookies);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ business: { id: number } }>().business.id;
    const [row] = await db().select().from(businesses).where(eq(businesses.id, id));
    expect(row!.openingHours).toEqual(oneDay);
  });

  it('answers each rule with its Spanish message', async () => {
    const owner = await account();
    const response = await register(
      registrationPayload(place, {
        name: 'AB',
        description: 'corta',
        address: 'x',
        phone: '809-555',
        email: 'no-es-correo',
        website: 'javascript:alert(1)',
        whatsappNumber: '12',
        tagline: 'x'.repeat(101),
        contactEmail: 'tampoco',
      }),
      owner.cookies,
    );
    expect(response.statusCode).toBe(400);
    const details = response.json<{ details: Record<string, string[]> }>().details;
    expect(details).toMatchObject({
      name: ['El nombre debe tener al menos 3 caracteres'],
      description: ['La descripción debe tener al menos 20 caracteres'],
      address: ['La dirección debe tener al menos 5 caracteres'],
      phone: ['El teléfono debe tener al menos 10 dígitos'],
      email: ['Debe ingresar un email válido'],
      website: ['Debe ingresar una URL válida'],
      whatsappNumber: ['El número de WhatsApp debe tener al menos 10 dígitos'],
      tagline: ['El lema debe tener máximo 100 caracteres'],
      contactEmail: ['Debe ingresar un email válido'],
    });
    const ftp = await register(
      registrationPayload(place, { website: 'ftp://x.do' }),
      owner.cookies,
    );
    expect(ftp.json()).toMatchObject({ details: { website: ['Debe ingresar una URL válida'] } });
  });

  it('refuses places that do not belong together', async () => {
    const owner = await account();
    const response = await register(
      registrationPayload(place, { province: place.province + 1 }),
      owner.cookies,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      details: { municipality: ['El municipio no pertenece a la provincia'] },
    });
  });

  it('creates the inactive business, its pending plan and payment, and the submission', async () => {
    const owner = await account();
    const payload = registrationPayload(place, { website: '', tagline: '' });
    const response = await register(payload, owner.cookies);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{
      business: { id: number; isActive: boolean };
      transaction: { amount: string; status: string; type: string };
      referral: string;
      message: string;
    }>();
    expect(answer).toMatchObject({
      message: 'Negocio registrado con éxito',
      business: { isActive: false },
      transaction: { amount: '150.00', currency: 'USD', status: 'pending', type: 'subscription' },
      referral: 'none',
    });
    const id = answer.business.id;
    const [business] = await db().select().from(businesses).where(eq(businesses.id, id));
    expect(business).toMatchObject({
      isActive: false,
      userId: owner.id,
      packageId: 3,
      lat: DEFAULT_POINT.lat,
      lng: DEFAULT_POINT.lng,
      website: null,
      contactFormEnabled: true,
    });
    const [subscription] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, id));
    expect(subscription).toMatchObject({ isActive: false, packageId: 3, userId: owner.id });
    const [submission] = await db()
      .select()
      .from(businessProfileSubmissions)
      .where(eq(businessProfileSubmissions.businessId, id));
    expect(submission).toMatchObject({
      status: 'pending',
      changeType: 'new_content',
      contentType: 'business',
    });
    const [user] = await db().select().from(users).where(eq(users.id, owner.id));
    expect(user!.role).toBe('business_owner');
    // Not public until an administrator approves it.
    const detail = await ctx.app.inject({ url: `/api/businesses/detail/${id}` });
    expect(detail.statusCode).toBe(404);
  });

  it('binds a referral once, first binding wins, and never to the affiliate themself', async () => {
    const owner = await account();
    const first = await register(
      registrationPayload(place, { referralCode: 'pplata25' }),
      owner.cookies,
    );
    expect(first.json()).toMatchObject({ referral: 'bound' });
    const [affiliate] = await db().select().from(users).where(eq(users.username, 'afiliado'));
    const [bound] = await db().select().from(users).where(eq(users.id, owner.id));
    expect(bound!.referredById).toBe(affiliate!.id);
    const [payment] = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.businessId, first.json<{ business: { id: number } }>().business.id));
    expect(payment!.referralId).not.toBeNull();

    // A second affiliate does not take the owner over.
    const other = await account();
    await db()
      .update(users)
      .set({ isAffiliate: true, referralCode: `OTRO${other.id}` })
      .where(eq(users.id, other.id));
    const second = await register(
      registrationPayload(place, { referrerId: other.id }),
      owner.cookies,
    );
    expect(second.json()).toMatchObject({ referral: 'existing' });
    const rows = await db().select().from(referrals).where(eq(referrals.referredUserId, owner.id));
    expect(rows).toHaveLength(1);

    // The affiliate's own account, or their e-mail or phone on another account, binds nobody.
    const self = await register(
      registrationPayload(place, { referrerId: other.id }),
      other.cookies,
    );
    expect(self.json()).toMatchObject({ referral: 'self' });
    const twin = await account();
    const byEmail = await register(
      registrationPayload(place, {
        referralCode: `otro${other.id}`,
        email: `${(await db().select().from(users).where(eq(users.id, other.id)))[0]!.email}`,
      }),
      twin.cookies,
    );
    expect(byEmail.json()).toMatchObject({ referral: 'self' });
    const [twinRow] = await db().select().from(users).where(eq(users.id, twin.id));
    expect(twinRow!.referredById).toBeNull();

    const unknown = await register(
      registrationPayload(place, { referralCode: 'NADA99' }),
      twin.cookies,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'El código de referido no es válido o ha expirado.',
    });
  });

  it('redeems an offer code in the same transaction: free, completed, used', async () => {
    const owner = await account();
    const response = await register(
      registrationPayload(place, { offerCode: 'pplata-gratis' }),
      owner.cookies,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      transaction: { amount: '0.00', type: 'offer_code', status: 'completed' },
    });
    const [code] = await db().select().from(offerCodes).where(eq(offerCodes.code, 'PPLATA-GRATIS'));
    expect(code).toMatchObject({ isUsed: true, usedBy: owner.id });
    const again = await register(
      registrationPayload(place, { offerCode: 'PPLATA-GRATIS' }),
      owner.cookies,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Este código de oferta ya fue utilizado' });
  });

  it('gives a code raced for by two registrations to exactly one of them', async () => {
    await db().insert(offerCodes).values({ code: 'CARRERA2' });
    const [a, b] = await Promise.all([account(), account()]);
    const before = (await db().select().from(businesses)).length;
    const answers = await Promise.all([
      register(registrationPayload(place, { offerCode: 'carrera2' }), a.cookies),
      register(registrationPayload(place, { offerCode: 'carrera2' }), b.cookies),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({
      error: 'Este código de oferta ya fue utilizado',
    });
    // The losing registration left nothing behind.
    expect((await db().select().from(businesses)).length).toBe(before + 1);
  });
});

describe('duplicates', () => {
  const register = (payload: unknown, cookies: Record<string, string>) =>
    postJson(ctx.app, '/api/businesses/register', payload, { cookies });

  it('offers the listing with the same phone instead of creating a second one', async () => {
    const owner = await account();
    const response = await register(
      registrationPayload(place, { phone: '(809) 586 3344' }),
      owner.cookies,
    );
    expect(response.statusCode).toBe(409);
    const body = response.json<{
      error: string;
      candidates: { id: number; name: string; reason: string; hasOwner: boolean }[];
    }>();
    expect(body.candidates[0]).toMatchObject({
      name: 'Farmacia La Esperanza',
      reason: 'phone',
      hasOwner: true,
    });
    const confirmed = await register(
      registrationPayload(place, {
        phone: '809-586-3344',
        notDuplicateOf: body.candidates.map((c) => c.id),
      }),
      owner.cookies,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
  });

  it('finds a similar name in the same municipality despite accents and a typo', async () => {
    const owner = await account();
    const response = await register(
      registrationPayload(place, { name: 'cafeteria del parke' }),
      owner.cookies,
    );
    expect(response.statusCode).toBe(409);
    expect(
      response.json<{ candidates: { name: string; reason: string }[] }>().candidates,
    ).toContainEqual(expect.objectContaining({ name: 'Cafetería del Parque', reason: 'name' }));
  });
});
