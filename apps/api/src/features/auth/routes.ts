import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  loginBodySchema,
  okSchema,
  registerBodySchema,
} from '@drd/shared/api/auth';
import { unauthorized } from '../../lib/http-error';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/session';
import { createSession, deleteSession, toCurrentUser } from './repository';
import { login, register } from './service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    { schema: { body: registerBodySchema, response: { 201: currentUserSchema } } },
    async (request, reply) => {
      const user = await register(app.db, request.body, request.ip, app.now());
      setSessionCookie(request, reply, await createSession(app.db, user.id, app.now()));
      return reply.status(201).send(toCurrentUser(user));
    },
  );

  app.post(
    '/login',
    { schema: { body: loginBodySchema, response: { 200: currentUserSchema } } },
    async (request, reply) => {
      const user = await login(app.db, request.body, request.ip, app.now());
      // A new session id at every sign-in: an id planted before sign-in is never promoted.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(app.db, previous);
      setSessionCookie(request, reply, await createSession(app.db, user.id, app.now()));
      return toCurrentUser(user);
    },
  );

  app.post('/logout', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.db, token);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  app.get('/user', { schema: { response: { 200: currentUserSchema } } }, (request) => {
    if (!request.user) throw unauthorized('No has iniciado sesión');
    return toCurrentUser(request.user);
  });
};
