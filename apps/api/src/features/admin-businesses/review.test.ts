// A new business is approved whole: the administrator's list carries everything approval
// publishes and its version; the owner and administrators preview the page, visitors get 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import type { PendingSubmission } from '@drd/shared/api/content/moderation';
import type { pendingBusinessSchema } from '@drd/shared/api/subscriptions';
import type { z } from 'zod';
import { createTestContext, FIXED_NOW, SAME_ORIGIN, type TestContext } from '../../test/context';
import {
  makeAccount,
  puertoPlata,
  registerBusinessAs,
  type Account,
} from '../../test/sign-up-fixtures';
import { PROFILE_SAMPLE } from '../owner-content/access-entries';

type PendingBusiness = z.infer<typeof pendingBusinessSchema>;

let ctx: TestContext;
let place: { province: number; municipality: number };
let admin: Account;
let owner: Account;
let stranger: Account;
beforeAll(async () => {
  ctx = await createTestContext({ web: true });
  place = await puertoPlata(ctx.database.db);
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
  owner = await makeAccount(ctx.database.db, FIXED_NOW);
  stranger = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'business_owner' });
});
afterAll(() => ctx.close());

async function get<T>(url: string, who?: Account) {
  const response = await ctx.app.inject({ url, ...(who ? { cookies: who.cookies } : {}) });
  return { status: response.statusCode, headers: response.headers, body: response.json<T>() };
}
async function send(who: Account, method: 'POST' | 'PUT' | 'PATCH', url: string, body: unknown) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: SAME_ORIGIN,
    payload: JSON.stringify(body),
    cookies: who.cookies,
  });
  return {
    status: response.statusCode,
    body: response.json<{ error?: string; version?: number }>(),
  };
}
async function pendingCard(id: number): Promise<PendingBusiness> {
  const list = await get<PendingBusiness[]>('/api/admin/businesses/pending', admin);
  expect(list.status).toBe(200);
  const found = list.body.find((b) => b.id === id);
  expect(found).toBeDefined();
  return found!;
}
const approve = (id: number, version: number) =>
  send(admin, 'POST', `/api/admin/businesses/${id}/approve`, { version });

describe('a new business reviewed whole', () => {
  it('lists every field approval publishes, with the version', async () => {
    const id = await registerBusinessAs(ctx.app, owner, place, {
      tagline: 'Lo mejor del malecón',
      whatsappNumber: '8095550199',
      website: 'https://nuevo.example.do',
    });
    const card = await pendingCard(id);
    expect(card.version).toBe(1);
    expect(card.detail).toMatchObject({
      id,
      preview: true,
      tagline: 'Lo mejor del malecón',
      website: 'https://nuevo.example.do',
      address: 'Calle Duarte 12',
    });
    expect(card.detail.description).toContain('descripción');
    expect(card.detail.category).toBeTruthy();
    expect(card.detail.municipality).toBeTruthy();
    expect(card.detail.phone).toBeTruthy();
    expect(card.detail.openingHours).toBeTruthy();
    expect(card.detail.coords).toBeTruthy();
  });

  it('refuses an approval after the owner changed what it publishes, and nothing goes public', async () => {
    const id = await registerBusinessAs(ctx.app, owner, place);
    const shown = await pendingCard(id);
    const setting = await send(owner, 'PATCH', `/api/businesses/${id}/settings`, {
      reviewsEnabled: false,
    });
    expect(setting.status).toBe(200);

    const stale = await approve(id, shown.version);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: STALE_VERSION_MESSAGE, version: shown.version + 1 });
    expect((await get(`/api/businesses/detail/${id}`)).status).toBe(404);
    const rejected = await send(admin, 'POST', `/api/admin/businesses/${id}/reject`, {
      version: shown.version,
      adminNotes: 'No',
    });
    expect(rejected.status).toBe(409);

    const again = await pendingCard(id);
    expect(again.version).toBe(shown.version + 1);
    expect(again.detail.reviewsEnabled).toBe(false);
    expect((await approve(id, again.version)).status).toBe(200);
    expect((await get(`/api/businesses/detail/${id}`)).status).toBe(200);
  });

  it('gets a new version when a change of its facts is approved meanwhile', async () => {
    const id = await registerBusinessAs(ctx.app, owner, place);
    const shown = await pendingCard(id);
    const sent = await send(owner, 'PUT', `/api/businesses/${id}/profile`, {
      ...PROFILE_SAMPLE,
      phone: '809-000-0000',
      website: 'https://estafa.example',
    });
    expect(sent.status).toBe(200);
    const queue = await get<{ submissions: PendingSubmission[] }>(
      `/api/admin/pending-submissions?businessId=${id}`,
      admin,
    );
    const facts = queue.body.submissions[0]!;
    const decided = await send(admin, 'POST', `/api/admin/submissions/${facts.id}/approve`, {
      version: facts.version,
    });
    expect(decided.status).toBe(200);

    const stale = await approve(id, shown.version);
    expect(stale.status).toBe(409);
    const card = await pendingCard(id);
    expect(card.detail.website).toBe('https://estafa.example');
    expect((await approve(id, card.version)).status).toBe(200);
  });

  it('answers the preview to the owner and administrators only, never from a shared cache', async () => {
    const id = await registerBusinessAs(ctx.app, owner, place);
    const url = `/api/businesses/detail/${id}`;
    for (const who of [owner, admin]) {
      const seen = await get<BusinessDetail>(url, who);
      expect(seen.status).toBe(200);
      expect(seen.body.preview).toBe(true);
      // Waiting for approval, not taken off by an administrator.
      expect(seen.body.suspension).toBeUndefined();
      expect(seen.headers['cache-control']).toBe('private, no-store');
    }
    for (const who of [undefined, stranger]) {
      const refused = await get(url, who);
      expect(refused.status).toBe(404);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    // The server-drawn page stays a 404 (with noindex) for visitors.
    const page = await ctx.app.inject({ url: `/negocio/${id}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('noindex');

    expect((await approve(id, (await pendingCard(id)).version)).status).toBe(200);
    const published = await get<BusinessDetail>(url);
    expect(published.status).toBe(200);
    expect(published.body.preview).toBeUndefined();
    expect((await get<BusinessDetail>(url, owner)).body.preview).toBeUndefined();
    const moved = await ctx.app.inject({ url: `/negocio/${id}` });
    expect(moved.statusCode).toBe(301);
    expect((await ctx.app.inject({ url: String(moved.headers.location) })).statusCode).toBe(200);
  });

  it('decides only with the version', async () => {
    const id = await registerBusinessAs(ctx.app, owner, place);
    const bare = await send(admin, 'POST', `/api/admin/businesses/${id}/approve`, {});
    expect(bare.status).toBe(400);
  });
});
