import { mailPreferencesBodySchema, mailPreferencesSchema } from '@drd/shared/api/mail-preferences';
import { signedInUser, userRoutes } from '../auth/route-groups';
import { readMailPreferences, saveMailPreferences } from './repository';

/** Which optional e-mails the signed-in user gets (the footer of each one links here). */
export const mailPreferenceRoutes = userRoutes(async (app) => {
  app.get(
    '/mail-preferences',
    { schema: { response: { 200: mailPreferencesSchema } } },
    async (request) => readMailPreferences(app.db, signedInUser(request).id),
  );
  app.put(
    '/mail-preferences',
    { schema: { body: mailPreferencesBodySchema, response: { 200: mailPreferencesSchema } } },
    async (request) => saveMailPreferences(app.db, signedInUser(request).id, request.body),
  );
});
