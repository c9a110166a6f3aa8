import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geocodeAnswerSchema, geocodeQuerySchema } from '@drd/shared/api/geocode';
import { geocodeCached } from './service';

/** Address search for the registration map, through the server (cache and shared pace). */
export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    url: app.config.GEOCODER_URL,
    userAgent: app.config.GEOCODER_USER_AGENT,
  };
  app.get(
    '/geocode',
    {
      config: { upstream: true },
      schema: { querystring: geocodeQuerySchema, response: { 200: geocodeAnswerSchema } },
    },
    ({ query, ip }) => geocodeCached(app.db, options, { q: query.q, ip }, app.now()),
  );
};
