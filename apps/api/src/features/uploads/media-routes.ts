// Serves the stored photos. Their names carry the hash of their bytes, so a name never changes
// content: a year's cache, immutable.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { uploadKey } from './store';

const nameSchema = z.object({
  name: z.string().regex(/^[0-9a-f]{32}(-\d{2,4})?\.(webp|jpg)$/),
});

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/media/:name', async (request, reply) => {
    const params = nameSchema.safeParse(request.params);
    const file = params.success ? await app.storage.get(uploadKey(params.data.name)) : null;
    if (!file) throw notFound('Imagen no encontrada');
    return reply.header('Cache-Control', IMMUTABLE).type(file.contentType).send(file.body);
  });
};
