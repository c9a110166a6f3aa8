import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  currentUserSchema,
  loginBodySchema,
  okSchema,
  registerBodySchema,
} from '@drd/shared/api/auth';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../plugins/session';
import { signedInUser, userRoutes } from './route-groups';
import { createSession, deleteSession, deleteUserSessions, toCurrentUser } from './repository';
import { sendVerificationEmail } from '../email-verification/service';
import { bindFollowedLink } from '../affiliates/referral-link';
import { changePassword, login, register, type Attempt } from './service';

const attemptOf = (app: FastifyInstance, request: FastifyRequest): Attempt => ({
  ip: request.ip,
  now: app.now(),
  wait,
});

/** What a signed-in user does to their own account. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // 'Cerrar todas las sesiones': this device and every other one.
  app.post('/logout-all', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    await deleteUserSessions(app.db, signedInUser(request).id);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  // Ends every session of the account; this device continues on a fresh one.
  app.post(
    '/change-password',
    { schema: { body: changePasswordBodySchema, response: { 200: okSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      await changePassword(app.db, user, request.body, attemptOf(app, request));
      setSessionCookie(
        reply,
        await createSession(app.db, user.id, app.now(), request.headers['user-agent']),
      );
      return { ok: true as const };
    },
  );
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    { schema: { body: registerBodySchema, response: { 201: currentUserSchema } } },
    async (request, reply) => {
      const user = await register(app.db, request.body, attemptOf(app, request));
      await sendVerificationEmail(app.db, user, app.config.PUBLIC_URL, app.now());
      await bindFollowedLink(app.db, request, reply, user, app.now());
      setSessionCookie(
        reply,
        await createSession(app.db, user.id, app.now(), request.headers['user-agent']),
      );
      return reply.status(201).send(toCurrentUser(user));
    },
  );

  app.post(
    '/login',
    { schema: { body: loginBodySchema, response: { 200: currentUserSchema } } },
    async (request, reply) => {
      const user = await login(app.db, request.body, attemptOf(app, request));
      // A new session id at every sign-in: an id planted before sign-in is never promoted.
      const previous = sessionToken(request);
      if (previous) await deleteSession(app.db, previous);
      setSessionCookie(
        reply,
        await createSession(app.db, user.id, app.now(), request.headers['user-agent']),
      );
      return toCurrentUser(user);
    },
  );

  app.post('/logout', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(app.db, token);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  await app.register(userRoutes(accountRoutes));

  // A visitor without a session is not an error (spec: 'failure means no user'): 200 with null,
  // so browsers do not log a red 401 on every anonymous page.
  app.get(
    '/user',
    { schema: { response: { 200: currentUserSchema.nullable() } } },
    async (request, reply) => reply.send(request.user ? toCurrentUser(request.user) : null),
  );
};
