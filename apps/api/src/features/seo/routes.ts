// Server-rendered <head> for shareable pages, plus sitemap.xml and robots.txt.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND } from '@drd/shared/constants';
import { businessDetailSchema, type BusinessDetail } from '@drd/shared/api/businesses';
import { BUSINESS_PLACEHOLDER_IMAGE } from '@drd/shared/constants';
import { businessIdFromParam, businessPath } from '@drd/shared/business-path';
import { businessDetailKey } from '@drd/shared/query-keys';
import { HERO_IMAGE_SIZES, mediaSrcSet } from '@drd/shared/media';
import { findBusinessDetail } from '../businesses/detail-repository';
import { businessCard, cardImage, siteCard } from '../share-cards/content';
import { type RenderProfileFirstScreen } from './first-screen';
import type { RenderListFirstScreen } from './list-first-screen';
import { HTML } from './list-pages';
import { registerListPages } from './list-routes';
import { cachedHomePage, type HomeDrawing } from './home-page';
import { clip, renderPage, type PageMeta } from './html';
import { encodeBody, sendEncoded } from './encoded-body';
import { businessJsonLd } from './json-ld';
import { cacheKeys } from '../../lib/query-cache-keys';
import { noRouteModules, type RouteModules } from './route-modules';
import { businessSitemapFile, PAGES_SITEMAP, sitemapIndex, urlset } from './sitemap';
import { sitemapFileEntries, sitemapFiles } from './sitemap-files';

const XML = 'application/xml; charset=utf-8';

/** The titles match what the web app sets (components/layout/use-document-title.ts). */
const LIST_PAGES: Record<string, Pick<PageMeta, 'title' | 'description'>> = {
  '/': {
    title: `${BRAND} — Negocios de República Dominicana`,
    description:
      'Encuentra negocios de República Dominicana por nombre, servicio, categoría, lugar y horario. Llama o escribe por WhatsApp en dos toques.',
  },
  '/mapa-negocios': {
    title: `Mapa de negocios | ${BRAND}`,
    description:
      'Los negocios de República Dominicana en el mapa: encuentra los que tienes cerca, con su horario, teléfono y WhatsApp.',
  },
};

// Every absolute URL comes from PUBLIC_URL: a Host header is the client's to write, and copying it
// would let anyone make our pages name their site (cache poisoning, links in shares).
function baseUrl(request: FastifyRequest): string {
  return request.server.config.PUBLIC_URL;
}

/** The path and the query string (undefined when there is none). */
function splitQuery(url: string): [string, string | undefined] {
  const at = url.indexOf('?');
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}

export function seoRoutes(
  template: string,
  routeModules: RouteModules = noRouteModules,
  profileFirstScreen: RenderProfileFirstScreen | null = null,
  listFirstScreen: RenderListFirstScreen | null = null,
): FastifyPluginAsyncZod {
  return async (app: FastifyInstance) => {
    // Every shareable page names its 1200×630 card (features/share-cards).
    const withCard = (meta: PageMeta, card: ReturnType<typeof cardImage>): PageMeta => ({
      ...meta,
      image: card.url,
      imageSize: card,
    });
    const send = (reply: FastifyReply, meta: PageMeta, status = 200) =>
      reply.status(status).type('text/html; charset=utf-8').send(renderPage(template, meta));
    const notFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
      send(
        reply,
        {
          title: `Página no encontrada | ${BRAND}`,
          description: 'La página solicitada no existe en el Directorio RD.',
          url: `${baseUrl(request)}${request.url.split('?')[0]}`,
          noindex: true,
        },
        404,
      );

    // A renderer that fails leaves the spinner: the page still works once its scripts arrive.
    const drawFirstScreen = (request: FastifyRequest, business: BusinessDetail) => {
      if (!profileFirstScreen) return undefined;
      try {
        return profileFirstScreen(business, businessPath(business));
      } catch (error) {
        request.log.error({ err: error }, 'profile first screen failed to render');
        return undefined;
      }
    };

    // '/negocio/1' and '/negocio/1-nombre-viejo' (a business renamed since: the id decides) move
    // permanently to the current slug, so old links and search results follow a new name.
    app.get('/negocio/:id', async (request, reply) => {
      const id = businessIdFromParam((request.params as { id: string }).id);
      const business = id ? await findBusinessDetail(app.db, id, { now: app.now() }) : null;
      if (!business) return notFoundPage(request, reply);
      const path = businessPath(business);
      const [requested, query] = splitQuery(request.url);
      if (requested !== path) {
        // Asked again each time (no-cache): a business renamed back must not loop in a browser
        // that kept the earlier move.
        return reply
          .header('cache-control', 'no-cache')
          .redirect(query === undefined ? path : `${path}?${query}`, 301);
      }
      const url = `${baseUrl(request)}${path}`;
      const image = business.imageUrl
        ? new URL(business.imageUrl, baseUrl(request)).toString()
        : undefined;
      const place = [business.districtMunicipality ?? business.municipality, business.province]
        .filter(Boolean)
        .join(', ');
      const card = cardImage(baseUrl(request), `negocio/${business.id}`, businessCard(business));
      const heroSet = mediaSrcSet(business.imageUrl);
      const detail = businessDetailSchema.parse(business);
      return send(
        reply,
        withCard(
          {
            title: `${business.name} — ${business.category} en ${place} | ${BRAND}`,
            description: clip(
              business.description || `${business.name}, ${business.category} en ${place}.`,
            ),
            url,
            image,
            type: 'business.business',
            jsonLd: businessJsonLd(business, url, image),
            // The hero photo (or its placeholder, as the page shows it) and the profile itself:
            // the page draws without waiting for its scripts to ask the API.
            preloadImage: business.imageUrl ?? BUSINESS_PLACEHOLDER_IMAGE,
            preloadImageSet: heroSet ? { srcset: heroSet, sizes: HERO_IMAGE_SIZES } : undefined,
            preloadModules: routeModules('src/app/routes/business.tsx'),
            initialData: [{ queryKey: businessDetailKey(business.id), data: detail }],
            firstScreen: drawFirstScreen(request, detail),
          },
          card,
        ),
      );
    });

    registerListPages(app, {
      base: app.config.PUBLIC_URL,
      routeModules,
      renderer: listFirstScreen,
      render: (meta) => renderPage(template, meta),
      send,
      notFound: notFoundPage,
    });

    // The home page and the map share the directory's own card; their canonical URL leaves the
    // query out (a search is not a page of its own for search engines).
    for (const [path, meta] of Object.entries(LIST_PAGES)) {
      app.get(path, async (request, reply) => {
        const pageMeta = (drawing: HomeDrawing = {}) =>
          withCard(
            { ...meta, url: `${baseUrl(request)}${path}`, ...drawing },
            cardImage(baseUrl(request), 'sitio', siteCard()),
          );
        // The home page's featured businesses, in the HTML (decision 028), finished and cached.
        const home =
          path === '/'
            ? await cachedHomePage(app, request, listFirstScreen, (drawing) =>
                renderPage(template, pageMeta(drawing)),
              )
            : null;
        return home ? sendEncoded(request, reply, home, HTML) : send(reply, pageMeta());
      });
    }

    app.get('/robots.txt', (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          [
            'User-agent: *',
            'Allow: /',
            'Disallow: /api/',
            'Disallow: /admin/',
            'Disallow: /mi-negocio/',
            '',
            `Sitemap: ${baseUrl(request)}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    );

    // The finished, compressed XML is what is cached (encoded-body.ts).
    app.get('/sitemap.xml', async (request, reply) => {
      const base = baseUrl(request);
      const body = await app.slowCache.get(cacheKeys.sitemapIndex(base), async () =>
        encodeBody(sitemapIndex(await sitemapFiles(app.db), base)),
      );
      return sendEncoded(request, reply, body, XML);
    });
    app.get('/sitemaps/:file', async (request, reply) => {
      const name = (request.params as { file: string }).file;
      // Any other name is answered without touching the cache, so junk names cannot fill it.
      if (name !== PAGES_SITEMAP && businessSitemapFile(name) === null) {
        return reply.status(404).type('text/plain').send('No encontrado');
      }
      const base = baseUrl(request);
      const body = await app.slowCache.get(cacheKeys.sitemapFile(base, name), async () => {
        const entries = await sitemapFileEntries(app.db, name);
        return entries && encodeBody(urlset(entries, base));
      });
      if (!body) return reply.status(404).type('text/plain').send('No encontrado');
      return sendEncoded(request, reply, body, XML);
    });
  };
}
