// The share cards: made on first request, stored under their version (the hash of what they
// show) and served from storage afterwards, by every instance. A request for an older version
// gets the current card, cached briefly; the current version's URL never changes content.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idSchema } from '@drd/shared/api/common';
import { notFound } from '../../lib/http-error';
import { findBusinessDetail } from '../businesses/detail-repository';
import { findPlace } from '../locations/repository';
import { findCategoryBySlug } from '../seo/repository';
import { IMMUTABLE } from '../uploads/media-routes';
import { uploadKey } from '../uploads/store';
import { businessCard, categoryCard, placeCard, type CardSpec } from './content';
import { renderCard } from './render';

const FILE = /^([0-9a-f]{16})\.jpg$/;
const missing = () => notFound('Imagen no encontrada');

export const shareCardRoutes: FastifyPluginAsyncZod = async (app) => {
  async function send(reply: FastifyReply, spec: CardSpec | null, file: string) {
    const requested = FILE.exec(file)?.[1];
    if (!spec || !requested) throw missing();
    const key = `og/${spec.version}.jpg`;
    let body = (await app.storage.get(key))?.body;
    if (!body) {
      const cover = spec.coverKey ? await app.storage.get(uploadKey(`${spec.coverKey}.jpg`)) : null;
      body = await renderCard({ ...spec.content, photo: cover?.body });
      await app.storage.put(key, body, 'image/jpeg');
    }
    const cache = requested === spec.version ? IMMUTABLE : 'public, max-age=300';
    return reply.header('Cache-Control', cache).type('image/jpeg').send(body);
  }

  app.get('/og/negocio/:id/:file', async (request, reply) => {
    const { id, file } = request.params as { id: string; file: string };
    const parsed = idSchema.safeParse(id);
    const business = parsed.success ? await findBusinessDetail(app.db, parsed.data) : null;
    return send(reply, business ? businessCard(business) : null, file);
  });

  app.get('/og/categoria/:slug/:file', async (request, reply) => {
    const { slug, file } = request.params as { slug: string; file: string };
    const category = slug.length <= 100 ? await findCategoryBySlug(app.db, slug) : null;
    return send(reply, category ? categoryCard(category.name) : null, file);
  });

  const placeHandler = async (
    request: { params: unknown },
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const { file, ...params } = request.params as {
      file: string;
      province: string;
      municipality?: string;
      district?: string;
    };
    const place = await findPlace(app.db, params);
    const names = place
      ? [place.district?.name, place.municipality?.name, place.province.name].filter(
          (n): n is string => Boolean(n),
        )
      : [];
    return send(reply, place ? placeCard(names) : null, file);
  };
  app.get('/og/ubicacion/:province/:file', placeHandler);
  app.get('/og/ubicacion/:province/:municipality/:file', placeHandler);
  app.get('/og/ubicacion/:province/:municipality/:district/:file', placeHandler);
};
