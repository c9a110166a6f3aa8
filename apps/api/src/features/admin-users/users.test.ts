// Disabling an account ends its sessions and refuses its sign-in in Spanish; enabling it lets
// it back in. Both are logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CONSOLE_MESSAGES,
  type AdminUser,
  type AuditEntry,
} from '@drd/shared/api/admin-console';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import { makeAccount, type Account } from '../../test/sign-up-fixtures';

let ctx: TestContext;
let admin: Account;
let userId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
});
afterAll(() => ctx.close());

const credentials = { username: 'usuaria_marta', password: 'clave-segura' };
const signIn = () => postJson(ctx.app, '/api/auth/login', credentials);
const session = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === 'drd_session')!.value;
const whoAmI = async (token: string) =>
  (await ctx.app.inject({ url: '/api/auth/user', cookies: { drd_session: token } })).json<{
    id: number;
  } | null>();

describe('disabling a user', () => {
  it('ends the sessions, refuses sign-in in Spanish, and lets the user back on enabling', async () => {
    const registered = await postJson(ctx.app, '/api/auth/register', {
      ...credentials,
      email: 'marta@correo.do',
      fullName: 'Marta Peña',
    });
    expect(registered.statusCode).toBe(201);
    const token = session(registered);
    userId = (await whoAmI(token))!.id;

    const found = await ctx.app.inject({
      url: '/api/admin/users?q=marta',
      cookies: admin.cookies,
    });
    expect(found.json<{ users: AdminUser[] }>().users.map((u) => u.id)).toEqual([userId]);

    const disabled = await postJson(
      ctx.app,
      `/api/admin/users/${userId}/disable`,
      { reason: 'Publica anuncios falsos' },
      { cookies: admin.cookies },
    );
    expect(disabled.statusCode).toBe(200);
    expect(await whoAmI(token)).toBeNull();
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: ADMIN_CONSOLE_MESSAGES.disabledSignIn });

    const enabled = await postJson(
      ctx.app,
      `/api/admin/users/${userId}/enable`,
      {},
      { cookies: admin.cookies },
    );
    expect(enabled.statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);

    const log = await ctx.app.inject({
      url: `/api/admin/audit-log?targetType=user&targetId=${userId}`,
      cookies: admin.cookies,
    });
    const entries = log.json<{ entries: AuditEntry[] }>().entries;
    expect(entries.map((e) => [e.action, e.note, e.admin?.id])).toEqual([
      ['user.enable', null, admin.id],
      ['user.disable', 'Publica anuncios falsos', admin.id],
    ]);
  });

  it('refuses a wrong password with the usual 401, saying nothing of the account', async () => {
    const reason = { reason: 'Otra vez fuera' };
    await postJson(ctx.app, `/api/admin/users/${userId}/disable`, reason, {
      cookies: admin.cookies,
    });
    const wrong = await postJson(ctx.app, '/api/auth/login', {
      username: 'usuaria_marta',
      password: 'incorrecta',
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('does not let an administrator disable their own account', async () => {
    const own = await postJson(
      ctx.app,
      `/api/admin/users/${admin.id}/disable`,
      { reason: 'Probando' },
      { cookies: admin.cookies },
    );
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ error: ADMIN_CONSOLE_MESSAGES.ownAccount });
  });
});
