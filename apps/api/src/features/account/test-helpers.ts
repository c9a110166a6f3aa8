// What the account tests share: a new account signed in from a named browser, and JSON requests
// with its cookie.
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { postJson, SAME_ORIGIN, type TestContext } from '../../test/context';

export const PASSWORD = 'Clave-Larga-Segura-1';
export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
export const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

export type Cookies = Record<string, string>;

const sessionCookie = (response: { cookies: { name: string; value: string }[] }): Cookies => {
  const cookie = response.cookies.find((c) => c.name.endsWith('drd_session'));
  return cookie ? { [cookie.name]: cookie.value } : {};
};

export async function signUp(ctx: TestContext, name: string, userAgent = ANDROID_CHROME) {
  const response = await postJson(
    ctx.app,
    '/api/auth/register',
    { username: name, email: `${name}@correo.do`, fullName: 'Yokasta Peralta', password: PASSWORD },
    { headers: { 'user-agent': userAgent } },
  );
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ id: number }>().id, cookies: sessionCookie(response) };
}

export async function signIn(ctx: TestContext, username: string, userAgent = WINDOWS_FIREFOX) {
  const response = await postJson(
    ctx.app,
    '/api/auth/login',
    { username, password: PASSWORD },
    { headers: { 'user-agent': userAgent } },
  );
  return { status: response.statusCode, cookies: sessionCookie(response) };
}

export const send = (
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookies: Cookies,
  body?: unknown,
) =>
  ctx.app.inject({
    method,
    url,
    cookies,
    headers: SAME_ORIGIN,
    ...(method === 'GET' ? {} : { payload: JSON.stringify(body ?? {}) }),
  });

/** The newest message of a kind to an address. */
export async function lastMail(ctx: TestContext, to: string, kind: string) {
  const [mail] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail ?? null;
}
