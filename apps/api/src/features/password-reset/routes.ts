import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageAnswerSchema,
  PASSWORD_RESET_MESSAGES,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@drd/shared/api/password-reset';
import { confirmPasswordReset, requestPasswordReset } from './service';

/** Public: a signed-out person asks for the link and uses it. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/request',
    { schema: { body: passwordResetRequestSchema, response: { 200: messageAnswerSchema } } },
    async ({ body, ip }) => {
      const input = { login: body.login, ip, publicUrl: app.config.PUBLIC_URL };
      await requestPasswordReset(app.db, input, app.now());
      return { message: PASSWORD_RESET_MESSAGES.requested };
    },
  );

  app.post(
    '/confirm',
    { schema: { body: passwordResetConfirmSchema, response: { 200: messageAnswerSchema } } },
    async ({ body }) => {
      await confirmPasswordReset(app.db, body, app.now());
      return { message: PASSWORD_RESET_MESSAGES.done };
    },
  );
};
