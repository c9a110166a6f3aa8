// The console's follow-ups (issue #31): a direct edit can empty an optional fact; the owner and
// managers of a suspended business see that it is suspended and why; 'Desactivar' is offered on
// every account but the administrator's own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBusiness, AdminUser } from '@drd/shared/api/admin-console';
import type { OwnerProfile } from '@drd/shared/api/content/profile';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { businessManagers, businesses } from '../../db/schema';
import { createTestContext, FIXED_NOW, SAME_ORIGIN, type TestContext } from '../../test/context';
import { makeAccount, type Account } from '../../test/sign-up-fixtures';

let ctx: TestContext;
let admin: Account;
let owner: Account;
let manager: Account;
let id: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  admin = await makeAccount(db, FIXED_NOW, { role: 'admin' });
  owner = await makeAccount(db, FIXED_NOW, { role: 'business_owner' });
  manager = await makeAccount(db, FIXED_NOW);
  const [row] = await db
    .update(businesses)
    .set({
      userId: owner.id,
      website: 'https://colmado.do',
      whatsappNumber: '809-555-0100',
      email: 'colmado@correo.do',
      tagline: 'El de siempre',
    })
    .where(eq(businesses.name, 'Farmacia La Esperanza'))
    .returning({ id: businesses.id });
  id = row!.id;
  await db.insert(businessManagers).values({ businessId: id, userId: manager.id });
});
afterAll(() => ctx.close());

async function get<T>(url: string, who: Account) {
  const response = await ctx.app.inject({ url, cookies: who.cookies });
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
const edit = (facts: Record<string, unknown>) =>
  send(admin, 'PATCH', `/api/admin/directory/${id}`, facts);

describe("the admin's direct edit", () => {
  it('empties an optional fact (website, e-mail, WhatsApp, slogan, description)', async () => {
    const cleared = await edit({
      website: '',
      email: '  ',
      whatsappNumber: '',
      tagline: null,
      description: '',
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const seen = await get<AdminBusiness>(`/api/admin/directory/${id}`, admin);
    expect(seen.body).toMatchObject({
      website: null,
      email: null,
      whatsappNumber: null,
      tagline: null,
      description: '',
    });
    const log = await get<{ entries: { before: unknown; after: unknown }[] }>(
      `/api/admin/audit-log?targetType=business&targetId=${id}`,
      admin,
    );
    expect(log.body.entries[0]).toMatchObject({
      before: { website: 'https://colmado.do', email: 'colmado@correo.do' },
      after: { website: null, email: null, whatsappNumber: null },
    });
  });

  it('refuses to empty the name or the phone, in Spanish', async () => {
    const name = await edit({ name: '' });
    expect(name).toMatchObject({
      status: 400,
      body: { error: expect.any(String), details: { name: [expect.stringMatching(/nombre/)] } },
    });
    const phone = await edit({ phone: '' });
    expect(phone.status).toBe(400);
    expect(JSON.stringify(phone.body)).toContain('El teléfono debe tener al menos 10 dígitos');
  });
});

describe('a suspended business, as its owner and managers see it', () => {
  it('says it is suspended and why, in Mis negocios and the owner panel', async () => {
    const reason = 'Fotos de otro negocio en la galería';
    expect(
      (
        await send(admin, 'POST', `/api/admin/directory/${id}/suspend`, {
          kind: 'suspended',
          reason,
        })
      ).status,
    ).toBe(200);
    for (const who of [owner, manager]) {
      const mine = await get<MyBusinessesAnswer>('/api/my/businesses', who);
      const card = mine.body.businesses.find((b) => b.id === id)!;
      expect(card.suspension).toMatchObject({ kind: 'suspended', reason });
      const panel = await get<OwnerProfile>(`/api/businesses/${id}/profile`, who);
      expect(panel.status).toBe(200);
      expect(panel.body.business.suspension).toMatchObject({ kind: 'suspended', reason });
    }
    expect((await send(admin, 'POST', `/api/admin/directory/${id}/restore`)).status).toBe(200);
    const after = await get<OwnerProfile>(`/api/businesses/${id}/profile`, owner);
    expect(after.body.business.suspension).toBeNull();
  });
});

describe("'Desactivar' in /admin/usuarios", () => {
  it('is offered on every account but the administrator’s own', async () => {
    const list = await get<{ users: AdminUser[] }>(`/api/admin/users?q=${admin.username!}`, admin);
    expect(list.body.users.map((u) => [u.id, u.canDisable])).toEqual([[admin.id, false]]);
    const others = await get<{ users: AdminUser[] }>(
      `/api/admin/users?q=${owner.username!}`,
      admin,
    );
    expect(others.body.users.map((u) => [u.id, u.canDisable])).toEqual([[owner.id, true]]);
  });
});
