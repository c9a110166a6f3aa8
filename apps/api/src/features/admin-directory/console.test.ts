// The admin console (issue #31): a suspended business leaves every public place at once and
// stays its owner's; a direct edit and every decision leave an audit-log row.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CONSOLE_MESSAGES,
  type AdminBusiness,
  type AdminCounts,
  type AuditEntry,
} from '@drd/shared/api/admin-console';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import type { pendingBusinessSchema } from '@drd/shared/api/subscriptions';
import type { z } from 'zod';
import { businesses, mailOutbox, transactions } from '../../db/schema';
import { createTestContext, FIXED_NOW, SAME_ORIGIN, type TestContext } from '../../test/context';
import { businessSitemapName, URLS_PER_SITEMAP } from '../seo/sitemap';
import { sitemapFileEntries } from '../seo/sitemap-files';
import {
  makeAccount,
  puertoPlata,
  registerBusinessAs,
  type Account,
} from '../../test/sign-up-fixtures';
import { receivedBody } from '../../test/versions';

let ctx: TestContext;
let place: { province: number; municipality: number };
let admin: Account;
let owner: Account;
beforeAll(async () => {
  ctx = await createTestContext({ web: true });
  place = await puertoPlata(ctx.database.db);
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
  owner = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'business_owner' });
});
afterAll(() => ctx.close());

async function get<T>(url: string, who?: Account) {
  const response = await ctx.app.inject({ url, ...(who ? { cookies: who.cookies } : {}) });
  return { status: response.statusCode, body: response.json<T>() };
}
async function send(who: Account, method: 'POST' | 'PATCH', url: string, body: unknown = {}) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: SAME_ORIGIN,
    payload: JSON.stringify(body),
    cookies: who.cookies,
  });
  return { status: response.statusCode, body: response.json<{ error?: string }>() };
}
async function auditOf(type: string, id: number) {
  const log = await get<{ entries: AuditEntry[] }>(
    `/api/admin/audit-log?targetType=${type}&targetId=${id}`,
    admin,
  );
  expect(log.status).toBe(200);
  return log.body.entries;
}

/** A business registered by the owner and approved: public, with its name as a search word. */
async function publishedBusiness(name: string): Promise<number> {
  const id = await registerBusinessAs(ctx.app, owner, place, { name });
  // Paid first, so approval starts the plan (an unpaid one is published as lapsed).
  const [payment] = await ctx.database.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.businessId, id));
  const path = `/api/admin/payments/${payment!.id}/received`;
  const paid = await send(admin, 'POST', path, await receivedBody(ctx.database.db, payment!.id));
  expect(paid.status).toBe(200);
  const pending = await get<z.infer<typeof pendingBusinessSchema>[]>(
    '/api/admin/businesses/pending',
    admin,
  );
  const card = pending.body.find((b) => b.id === id)!;
  const approved = await send(admin, 'POST', `/api/admin/businesses/${id}/approve`, {
    version: card.version,
  });
  expect(approved.status).toBe(200);
  return id;
}

/** Every public place a visitor finds a business: profile, list, search, map and sitemap. */
async function publicPlaces(id: number, word: string) {
  const detail = await get(`/api/businesses/detail/${id}`);
  const list = await get<{ id: number }[]>('/api/businesses/recent?limit=50');
  const search = await get<{ businesses: { id: number }[] }>(
    `/api/businesses/filter?search=${word}`,
  );
  const map = await get<{ points: { id: number }[] }>(
    `/api/businesses/map?province=${place.province}&municipality=${place.municipality}&limit=2000`,
  );
  // The sitemap file as it is built (it is then cached for 15 minutes, decision 026).
  const file = businessSitemapName(Math.floor((id - 1) / URLS_PER_SITEMAP));
  const sitemap = (await sitemapFileEntries(ctx.database.db, file)) ?? [];
  return {
    profile: detail.status === 200,
    list: list.body.some((b) => b.id === id),
    search: search.body.businesses.some((b) => b.id === id),
    map: map.body.points.some((p) => p.id === id),
    sitemap: sitemap.some((e) => e.path.startsWith(`/negocio/${id}-`)),
  };
}

describe('suspending a business', () => {
  it('takes it out of every public place at once, keeps it its owner’s, and restores it', async () => {
    const id = await publishedBusiness('Ferreteria Zanahoria Suspendible');
    const everywhere = { profile: true, list: true, search: true, map: true, sitemap: true };
    expect(await publicPlaces(id, 'zanahoria')).toEqual(everywhere);

    const suspended = await send(admin, 'POST', `/api/admin/directory/${id}/suspend`, {
      kind: 'suspended',
      reason: 'Fotos de otro negocio en la galería',
    });
    expect(suspended.status).toBe(200);
    const nowhere = { profile: false, list: false, search: false, map: false, sitemap: false };
    expect(await publicPlaces(id, 'zanahoria')).toEqual(nowhere);
    const page = await ctx.app.inject({ url: `/negocio/${id}` });
    expect(page.statusCode).toBe(404);

    // The owner keeps the panel and the page (as a preview), and reads the reason by e-mail.
    const own = await get<BusinessDetail>(`/api/businesses/detail/${id}`, owner);
    expect(own.status).toBe(200);
    expect(own.body.preview).toBe(true);
    expect(own.body.suspension).toBe('suspended');
    const mine = await get<{ id: number }[] | { businesses: { id: number }[] }>(
      '/api/my/businesses',
      owner,
    );
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).toContain(`"id":${id}`);
    const mail = await get<{ messages: { subject: string; text: string }[] }>(
      '/api/admin/mail',
      admin,
    );
    expect(JSON.stringify(mail.body)).toContain('Fotos de otro negocio en la galería');

    const seen = await get<AdminBusiness>(`/api/admin/directory/${id}`, admin);
    expect(seen.body.state).toBe('suspended');
    expect(seen.body.suspension?.reason).toBe('Fotos de otro negocio en la galería');
    const again = await send(admin, 'POST', `/api/admin/directory/${id}/suspend`, {
      kind: 'unpublished',
      reason: 'Otra vez el mismo motivo',
    });
    expect(again.status).toBe(409);

    expect((await send(admin, 'POST', `/api/admin/directory/${id}/restore`)).status).toBe(200);
    expect(await publicPlaces(id, 'zanahoria')).toEqual(everywhere);

    const log = await auditOf('business', id);
    expect(log.map((e) => e.action)).toEqual([
      'business.restore',
      'business.suspend',
      'business.approve',
    ]);
    expect(log[1]).toMatchObject({
      admin: { id: admin.id },
      note: 'Fotos de otro negocio en la galería',
      before: { state: 'active' },
      after: { state: 'suspended' },
    });
  });

  it('refuses a suspension without a reason the owner can read', async () => {
    const id = await publishedBusiness('Colmado Sin Motivo');
    const bare = await send(admin, 'POST', `/api/admin/directory/${id}/suspend`, {
      kind: 'unpublished',
      reason: 'corto',
    });
    expect(bare.status).toBe(400);
    expect(bare.body.error).toBeTruthy();
    expect((await get(`/api/businesses/detail/${id}`)).status).toBe(200);
  });
});

describe('the directory for administrators', () => {
  it('finds a business by name, phone, owner and state', async () => {
    const id = await publishedBusiness('Panaderia Guayacanes Buscable');
    const detail = await get<AdminBusiness>(`/api/admin/directory/${id}`, admin);
    const phone = detail.body.phone;
    const find = async (query: string) =>
      (await get<{ businesses: { id: number }[] }>(`/api/admin/directory?${query}`, admin)).body
        .businesses;
    expect((await find('q=guayacanes')).map((b) => b.id)).toEqual([id]);
    expect((await find(`q=${encodeURIComponent(phone)}`)).map((b) => b.id)).toContain(id);
    expect((await find(`q=${detail.body.owner!.username}`)).map((b) => b.id)).toContain(id);
    expect((await find('q=guayacanes&state=suspended')).length).toBe(0);
    expect((await find('q=guayacanes&state=active')).map((b) => b.id)).toEqual([id]);
  });

  it('names a listing nobody has claimed (an import) unclaimed, not lapsed', async () => {
    const id = await publishedBusiness('Colmado Importado Sin Dueño');
    // What 'Importar negocios' leaves: public, no owner, at the basic tier (plan lapsed).
    await ctx.database.db
      .update(businesses)
      .set({ userId: null, planLapsedAt: FIXED_NOW })
      .where(eq(businesses.id, id));
    const detail = await get<AdminBusiness>(`/api/admin/directory/${id}`, admin);
    expect(detail.body.state).toBe('unclaimed');
    const find = async (query: string) =>
      (await get<{ businesses: { id: number }[] }>(`/api/admin/directory?${query}`, admin)).body
        .businesses;
    expect((await find('q=importado&state=unclaimed')).map((b) => b.id)).toEqual([id]);
    expect(await find('q=importado&state=lapsed')).toEqual([]);
  });

  it('edits facts directly, logged with what they were', async () => {
    const id = await publishedBusiness('Barberia Antes Del Cambio');
    const before = await get<AdminBusiness>(`/api/admin/directory/${id}`, admin);
    const edited = await send(admin, 'PATCH', `/api/admin/directory/${id}`, {
      name: 'Barberia Despues Del Cambio',
      phone: before.body.phone,
    });
    expect(edited.status).toBe(200);
    const detail = await get<BusinessDetail>(`/api/businesses/detail/${id}`);
    expect(detail.body.name).toBe('Barberia Despues Del Cambio');
    const [entry] = await auditOf('business', id);
    expect(entry).toMatchObject({
      action: 'business.edit',
      before: { name: 'Barberia Antes Del Cambio' },
      after: { name: 'Barberia Despues Del Cambio' },
      // The log names the business as it is now, for its sentence.
      business: { id, name: 'Barberia Despues Del Cambio' },
    });
    // The phone did not change, so the log does not claim it did.
    expect(entry!.after).not.toHaveProperty('phone');
    const same = await send(admin, 'PATCH', `/api/admin/directory/${id}`, {
      phone: before.body.phone,
    });
    expect(same.status).toBe(409);
  });

  it('transfers a business to another account at once, logged, and the old owner is told', async () => {
    const id = await publishedBusiness('Heladeria Cambia De Manos');
    const buyer = await makeAccount(ctx.database.db, FIXED_NOW);
    const missing = await send(admin, 'POST', `/api/admin/directory/${id}/transfer`, {
      to: 'nadie-con-este-nombre@correo.do',
    });
    expect(missing).toMatchObject({
      status: 404,
      body: { error: ADMIN_CONSOLE_MESSAGES.transferTargetMissing },
    });
    const same = await send(admin, 'POST', `/api/admin/directory/${id}/transfer`, {
      to: owner.username!,
    });
    expect(same).toMatchObject({
      status: 409,
      body: { error: ADMIN_CONSOLE_MESSAGES.transferSameOwner },
    });

    const moved = await send(admin, 'POST', `/api/admin/directory/${id}/transfer`, {
      to: buyer.username!.toUpperCase(),
      note: 'Vendió el negocio',
    });
    expect(moved.status).toBe(200);
    const business = await get<AdminBusiness>(`/api/admin/directory/${id}`, admin);
    expect(business.body.owner?.username).toBe(buyer.username);
    const [entry] = await auditOf('business', id);
    expect(entry).toMatchObject({
      action: 'business.transfer',
      note: 'Vendió el negocio',
      after: { owner: buyer.username },
    });
    const [told] = await ctx.database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, owner.id), eq(mailOutbox.kind, 'business-transferred')));
    expect(told).toBeDefined();
    // The panel is the new owner's now, not the old one's.
    expect((await get(`/api/businesses/${id}/people`, buyer)).status).toBe(200);
    expect((await get(`/api/businesses/${id}/people`, owner)).status).toBe(403);
    expect(
      (await send(owner, 'POST', `/api/admin/directory/${id}/transfer`, { to: owner.username! }))
        .status,
    ).toBe(403);
  });

  it('counts what waits on each tab', async () => {
    const first = await get<AdminCounts>('/api/admin/console/counts', admin);
    await registerBusinessAs(ctx.app, owner, place);
    const then = await get<AdminCounts>('/api/admin/console/counts', admin);
    expect(then.body.negocios).toBe(first.body.negocios + 1);
    expect(then.body.pagos).toBe(first.body.pagos + 1);
    expect((await get('/api/admin/console/counts', owner)).status).toBe(403);
  });

  it('logs offer codes and payments', async () => {
    const code = await send(admin, 'POST', '/api/admin/offer-codes');
    expect(code.status).toBe(201);
    const codeId = (code.body as unknown as { id: number }).id;
    expect((await auditOf('offer_code', codeId))[0]).toMatchObject({
      action: 'offer_code.create',
      admin: { id: admin.id },
      business: null,
    });

    const id = await registerBusinessAs(ctx.app, owner, place, { name: 'Colmado Papito' });
    const payments = await get<{ payments: { id: number; business: { id: number } | null }[] }>(
      '/api/admin/payments',
      admin,
    );
    const payment = payments.body.payments.find((p) => p.business?.id === id)!;
    const received = await send(
      admin,
      'POST',
      `/api/admin/payments/${payment.id}/received`,
      await receivedBody(ctx.database.db, payment.id, { method: 'cash' }),
    );
    expect(received.status).toBe(200);
    expect((await auditOf('payment', payment.id))[0]).toMatchObject({
      action: 'payment.received',
      before: { status: 'pending' },
      after: { status: 'completed', method: 'cash' },
      // A payment's business is found through the payment.
      business: { id, name: 'Colmado Papito' },
    });
    // The whole log names it too, not only the payment's own history.
    const log = await get<{ entries: AuditEntry[] }>('/api/admin/audit-log', admin);
    expect(log.body.entries.find((e) => e.targetId === payment.id)?.business?.name).toBe(
      'Colmado Papito',
    );
  });
});
