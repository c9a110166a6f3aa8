import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  accountExportSchema,
  type AccountExport,
  accountMessageSchema,
  deleteAccountBodySchema,
  emailChangeBodySchema,
  emailConfirmBodySchema,
  payoutDetailsBodySchema,
  payoutDetailsSchema,
  profileBodySchema,
  sessionListSchema,
} from '@drd/shared/api/account';
import { currentUserSchema, okSchema } from '@drd/shared/api/auth';
import { clearSessionCookie, sessionToken } from '../../plugins/session';
import { signedInUser, userRoutes } from '../auth/route-groups';
import { toCurrentUser } from '../auth/repository';
import { confirmPassword, type Attempt } from '../auth/service';
import { deleteAccount } from './deletion';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { exportAccount } from './export';
import {
  closeOtherSessions,
  listSessions,
  readPayoutDetails,
  savePayoutDetails,
  updateProfile,
} from './repository';

const attemptOf = (app: FastifyInstance, request: FastifyRequest): Attempt => ({
  ip: request.ip,
  now: app.now(),
  wait,
});

/** '/cuenta': what a signed-in person does to their own account. */
const ownAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/profile',
    { schema: { body: profileBodySchema, response: { 200: currentUserSchema } } },
    async (request) =>
      toCurrentUser(await updateProfile(app.db, signedInUser(request).id, request.body)),
  );

  app.post(
    '/email',
    { schema: { body: emailChangeBodySchema, response: { 200: accountMessageSchema } } },
    async (request) => {
      const user = signedInUser(request);
      const { email, password } = request.body;
      const attempt = attemptOf(app, request);
      await confirmPassword(app.db, user, password, attempt, ACCOUNT_MESSAGES.wrongPassword);
      await requestEmailChange(app.db, user, email, app.config.PUBLIC_URL, attempt.now);
      return { message: ACCOUNT_MESSAGES.emailSent };
    },
  );

  app.get('/sessions', { schema: { response: { 200: sessionListSchema } } }, async (request) => ({
    sessions: await listSessions(
      app.db,
      signedInUser(request).id,
      sessionToken(request),
      app.now(),
    ),
  }));

  app.post(
    '/sessions/close-others',
    { schema: { response: { 200: accountMessageSchema } } },
    async (request) => {
      const token = sessionToken(request);
      if (token) await closeOtherSessions(app.db, signedInUser(request).id, token);
      return { message: ACCOUNT_MESSAGES.othersClosed };
    },
  );

  app.get(
    '/export',
    { schema: { response: { 200: accountExportSchema } } },
    async (request, reply) => {
      const now = app.now();
      const data = await exportAccount(app.db, signedInUser(request), sessionToken(request), now);
      const day = now.toISOString().slice(0, 10);
      void reply
        .header('content-disposition', `attachment; filename="mis-datos-directorio-rd-${day}.json"`)
        .header('cache-control', 'no-store');
      // Dates become ISO strings here, as the file will have them.
      return JSON.parse(JSON.stringify(data)) as AccountExport;
    },
  );

  app.get(
    '/payout-details',
    { schema: { response: { 200: payoutDetailsSchema } } },
    async (request) => ({ details: await readPayoutDetails(app.db, signedInUser(request).id) }),
  );

  app.put(
    '/payout-details',
    { schema: { body: payoutDetailsBodySchema, response: { 200: payoutDetailsSchema } } },
    async (request) => ({
      details: await savePayoutDetails(app.db, signedInUser(request).id, request.body, app.now()),
    }),
  );

  app.post(
    '/delete',
    { schema: { body: deleteAccountBodySchema, response: { 200: okSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const attempt = attemptOf(app, request);
      const message = ACCOUNT_MESSAGES.wrongPassword;
      await confirmPassword(app.db, user, request.body.password, attempt, message);
      await deleteAccount(app.db, user.id, attempt.now);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );
};

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // The mailed link may be opened on another device, signed out: the token is the proof.
  app.post(
    '/email/confirm',
    { schema: { body: emailConfirmBodySchema, response: { 200: accountMessageSchema } } },
    async (request) => {
      await confirmEmailChange(app.db, request.body.token, app.now());
      return { message: ACCOUNT_MESSAGES.emailChanged };
    },
  );
  await app.register(userRoutes(ownAccountRoutes));
};
