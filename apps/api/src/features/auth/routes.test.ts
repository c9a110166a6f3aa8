import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@drd/shared/api/auth';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { createTestContext, postJson, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const newUser = (n: string) => ({
  username: `usuario_${n}`,
  email: `usuario_${n}@correo.do`,
  fullName: `Usuario ${n}`,
  password: 'clave-segura',
});

function sessionCookie(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((c) => c.name === 'drd_session')?.value;
}

const currentUser = (cookie?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    ...(cookie ? { cookies: { drd_session: cookie } } : {}),
  });

/** Whether the cookie's session is alive: 'who am I?' answers 200 with null otherwise. */
const signedIn = async (cookie?: string) => {
  const response = await currentUser(cookie);
  expect(response.statusCode).toBe(200);
  return response.json<unknown>() !== null;
};

describe('register', () => {
  it('creates the account, signs it in and never returns the password', async () => {
    const response = await postJson(ctx.app, '/api/auth/register', {
      ...newUser('ana'),
      phone: '809-555-0101',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<CurrentUser & { password?: string }>();
    expect(body).toMatchObject({
      username: 'usuario_ana',
      fullName: 'Usuario ana',
      role: 'user',
      isAdmin: false,
      isAffiliate: false,
    });
    expect(body.password).toBeUndefined();
    expect(response.body).not.toContain('clave-segura');
    const cookie = response.cookies.find((c) => c.name === 'drd_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await currentUser(cookie!.value);
    expect(me.json<CurrentUser>().username).toBe('usuario_ana');
  });

  it('refuses a duplicate username or e-mail in another case with 409', async () => {
    await postJson(ctx.app, '/api/auth/register', newUser('dup'));
    const sameName = await postJson(ctx.app, '/api/auth/register', {
      ...newUser('otro'),
      username: 'USUARIO_DUP',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ error: 'El nombre de usuario ya está en uso' });
    const sameEmail = await postJson(ctx.app, '/api/auth/register', {
      ...newUser('otro2'),
      email: 'Usuario_Dup@Correo.DO',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ error: 'El correo electrónico ya está registrado' });
  });

  it.each([
    [{ password: '12345' }, 'password', 'La contraseña debe tener al menos 6 caracteres'],
    [{ password: 'x'.repeat(129) }, 'password', 'La contraseña debe tener máximo 128 caracteres'],
    [{ email: 'no-es-correo' }, 'email', 'Debe ingresar un email válido'],
    [{ username: '' }, 'username', 'El nombre de usuario es obligatorio'],
    [{ fullName: '   ' }, 'fullName', 'El nombre completo es obligatorio'],
    [{ phone: '123' }, 'phone', 'El teléfono debe tener al menos 10 dígitos'],
  ])('answers 400 with the field message for %o', async (override, field, message) => {
    const response = await postJson(ctx.app, '/api/auth/register', {
      ...newUser('bad'),
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: Record<string, string[]> }>().details[field]).toContain(
      message,
    );
  });

  it('answers 400 when required fields are missing', async () => {
    const response = await postJson(ctx.app, '/api/auth/register', {});
    expect(response.statusCode).toBe(400);
    const details = response.json<{ details: Record<string, string[]> }>().details;
    expect(Object.keys(details).sort()).toEqual(['email', 'fullName', 'password', 'username']);
  });
});

describe('login, session and logout', () => {
  beforeAll(async () => {
    await postJson(ctx.app, '/api/auth/register', newUser('luis'));
  });

  it('signs in by username in any case, with a new session id each time', async () => {
    const first = await postJson(ctx.app, '/api/auth/login', {
      username: 'USUARIO_LUIS',
      password: 'clave-segura',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<CurrentUser>().username).toBe('usuario_luis');
    const second = await postJson(
      ctx.app,
      '/api/auth/login',
      { username: 'usuario_luis', password: 'clave-segura' },
      { cookies: { drd_session: sessionCookie(first)! } },
    );
    expect(sessionCookie(second)).toBeDefined();
    expect(sessionCookie(second)).not.toBe(sessionCookie(first));
    // The session presented at sign-in is retired: no fixation.
    expect(await signedIn(sessionCookie(first))).toBe(false);
  });

  it('answers one 401 message for a wrong password and an unknown user', async () => {
    const wrong = await postJson(ctx.app, '/api/auth/login', {
      username: 'usuario_luis',
      password: 'incorrecta',
    });
    const unknown = await postJson(ctx.app, '/api/auth/login', {
      username: 'nadie_aqui',
      password: 'incorrecta',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Usuario o contraseña incorrectos' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 400 when fields are missing', async () => {
    const response = await postJson(ctx.app, '/api/auth/login', { username: 'usuario_luis' });
    expect(response.statusCode).toBe(400);
  });

  it('keeps a session across a server restart and ends it at logout', async () => {
    const login = await postJson(ctx.app, '/api/auth/login', {
      username: 'usuario_luis',
      password: 'clave-segura',
    });
    const cookie = sessionCookie(login)!;
    // A second server over the same database: sessions live in the database, not in memory.
    const restarted = await buildApp({
      db: ctx.database.db,
      env: parseEnv({ NODE_ENV: 'test' }),
      now: () => ctx.app.now(),
    });
    const me = await restarted.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: { drd_session: cookie },
    });
    expect(me.statusCode).toBe(200);
    const logout = await postJson(
      restarted,
      '/api/auth/logout',
      {},
      {
        cookies: { drd_session: cookie },
      },
    );
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'drd_session')?.value).toBe('');
    await restarted.close();
    expect(await signedIn(cookie)).toBe(false);
  });

  it('expires sessions after 30 days', async () => {
    const login = await postJson(ctx.app, '/api/auth/login', {
      username: 'usuario_luis',
      password: 'clave-segura',
    });
    const cookie = sessionCookie(login)!;
    const now = ctx.app.now();
    ctx.setNow(new Date(now.getTime() + 29 * 24 * 3600_000));
    expect(await signedIn(cookie)).toBe(true);
    ctx.setNow(new Date(now.getTime() + 31 * 24 * 3600_000));
    expect(await signedIn(cookie)).toBe(false);
    ctx.setNow(now);
  });

  // A visitor without a session is not an error: browsers log every 401 in red on every page.
  it('answers 200 with null to GET /api/auth/user without a session', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    expect(await signedIn('no-es-una-sesion')).toBe(false);
  });
});
