// Loads the signed-in user (if any) from the session cookie once per API request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Env } from '../env';
import { findSessionUser, type UserRow } from '../features/auth/repository';
import { isApiPath } from './request-path';

export const SESSION_COOKIE = 'drd_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

// In production the cookie is always Secure, whatever the proxy says about the scheme, and its
// __Host- prefix makes browsers refuse it unless Secure, host-only and for path / (so a sibling
// subdomain cannot plant or shadow it). Plain http://localhost in development keeps the bare name.
const isProduction = (env: Env) => env.NODE_ENV === 'production';
export const sessionCookieName = (env: Env) =>
  isProduction(env) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

function cookieOptions(reply: FastifyReply): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction(reply.server.config) || reply.request.protocol === 'https',
  };
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request.server.config)];
}

export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = sessionToken(request);
    if (!token || !isApiPath(request)) return;
    request.user = await findSessionUser(app.db, token, app.now());
  });
}

export function setSessionCookie(reply: FastifyReply, token: string) {
  void reply.setCookie(sessionCookieName(reply.server.config), token, {
    ...cookieOptions(reply),
    maxAge: 30 * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  void reply.clearCookie(sessionCookieName(reply.server.config), cookieOptions(reply));
}
