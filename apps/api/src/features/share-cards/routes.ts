// The share cards: made on first request, stored under their page and version (the hash of what
// they show) and served from storage afterwards, by every instance. A request for an older version
// gets the current card, cached briefly; the current version's URL never changes content.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessIdFromParam } from '@drd/shared/business-path';
import { notFound } from '../../lib/http-error';
import { findBusinessDetail } from '../businesses/detail-repository';
import { findPlace } from '../locations/repository';
import { findCategoryBySlug } from '../seo/repository';
import { IMMUTABLE } from '../uploads/media-routes';
import { businessCard, categoryCard, placeCard, siteCard, type CardSpec } from './content';
import { cardBody } from './store';

const FILE = /^([0-9a-f]{16})\.jpg$/;
const missing = () => notFound('Imagen no encontrada');

/** A page's card: `page` names it as in its URL ('negocio/12', 'sitio'). */
interface PageCard {
  page: string;
  spec: CardSpec;
}

export const shareCardRoutes: FastifyPluginAsyncZod = async (app) => {
  async function send(reply: FastifyReply, card: PageCard | null, file: string) {
    const requested = FILE.exec(file)?.[1];
    if (!card || !requested) throw missing();
    const body = await cardBody(app.db, app.storage, card, app.now());
    const cache = requested === card.spec.version ? IMMUTABLE : 'public, max-age=300';
    return reply.header('Cache-Control', cache).type('image/jpeg').send(body);
  }

  app.get('/og/negocio/:id/:file', async (request, reply) => {
    const { id, file } = request.params as { id: string; file: string };
    const businessId = businessIdFromParam(id);
    const business = businessId ? await findBusinessDetail(app.db, businessId) : null;
    const card = business && { page: `negocio/${business.id}`, spec: businessCard(business) };
    return send(reply, card, file);
  });

  app.get('/og/categoria/:slug/:file', async (request, reply) => {
    const { slug, file } = request.params as { slug: string; file: string };
    const category = slug.length <= 100 ? await findCategoryBySlug(app.db, app.cache, slug) : null;
    const card = category && {
      page: `categoria/${category.slug}`,
      spec: categoryCard(category.name),
    };
    return send(reply, card, file);
  });

  // The home page's and the lists' card.
  app.get('/og/sitio/:file', async (request, reply) =>
    send(reply, { page: 'sitio', spec: siteCard() }, (request.params as { file: string }).file),
  );

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
    if (!place) return send(reply, null, file);
    const names = [place.district?.name, place.municipality?.name, place.province.name].filter(
      (n): n is string => Boolean(n),
    );
    const path = [place.province.slug, place.municipality?.slug, place.district?.slug]
      .filter(Boolean)
      .join('/');
    return send(reply, { page: `ubicacion/${path}`, spec: placeCard(names) }, file);
  };
  app.get('/og/ubicacion/:province/:file', placeHandler);
  app.get('/og/ubicacion/:province/:municipality/:file', placeHandler);
  app.get('/og/ubicacion/:province/:municipality/:district/:file', placeHandler);
};
