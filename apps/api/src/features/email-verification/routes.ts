import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyEmailBodySchema } from '@drd/shared/api/email-verification';
import { messageAnswerSchema } from '@drd/shared/api/password-reset';
import { signedInUser, userRoutes } from '../auth/route-groups';
import { resendVerification, verifyEmail } from './service';

/** The mailed link works signed in or not (it may be opened on another device). */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: { body: verifyEmailBodySchema, response: { 200: messageAnswerSchema } } },
    async ({ body }) => ({ message: await verifyEmail(app.db, body.token, app.now()) }),
  );
  await app.register(
    userRoutes(async (account) => {
      account.post(
        '/resend',
        { schema: { response: { 200: messageAnswerSchema } } },
        async (request) => ({
          message: await resendVerification(
            app.db,
            signedInUser(request),
            app.config.PUBLIC_URL,
            app.now(),
          ),
        }),
      );
    }),
  );
};
