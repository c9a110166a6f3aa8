import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envConfigSchema } from '@drd/shared/api/stats';

/** Public map configuration; the browser never sees any other environment value. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/env', { schema: { response: { 200: envConfigSchema } } }, () => ({
    map: {
      tileUrl: app.config.MAP_TILE_URL,
      attribution: app.config.MAP_ATTRIBUTION,
      geocoderAvailable: app.config.GEOCODER_URL !== '',
    },
  }));
};
