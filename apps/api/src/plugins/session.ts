// Loads the signed-in user (if any) from the session cookie once per API request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSessionUser, type UserRow } from '../features/auth/repository';

export const SESSION_COOKIE = 'drd_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    request.user = await findSessionUser(app.db, token, app.now());
  });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 30 * 24 * 60 * 60,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
