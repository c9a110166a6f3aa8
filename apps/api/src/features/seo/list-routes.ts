// The list pages' routes: all businesses, a category, a place and a category in a place, each
// drawn with its first page of results (list-pages.ts, decision 028).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BRAND } from '@drd/shared/constants';
import { categoryPlacePath, countInPlace } from '@drd/shared/category-place-path';
import {
  categoryPlacesKey,
  nearestCategoryPlacesKey,
  placeCategoriesKey,
  placeKey,
} from '@drd/shared/query-keys';
import { titleFromSlug } from '@drd/shared/slug';
import {
  findCategoryPlaces,
  findNearestCategoryPlaces,
  findPlaceCategories,
} from '../category-places/repository';
import { cardImage, categoryCard, placeCard, siteCard } from '../share-cards/content';
import type { PageMeta } from './html';
import type { Crumb } from './json-ld-list';
import type { InitialEntry } from './list-first-screen';
import { sendListPage, type ListPageTools } from './list-pages';
import { findCategoryBySlug, findPlaceBySlugs } from './repository';

const slug = z.string().min(1).max(100);

interface PlaceParams {
  province: string;
  municipality?: string;
  district?: string;
}

export interface ListRouteTools extends ListPageTools {
  send: (reply: FastifyReply, meta: PageMeta, status?: number) => FastifyReply;
  notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

/** Only the slugs given, so the key matches the app's (undefined keys are dropped by JSON). */
const slugsOf = (params: PlaceParams) => ({
  province: params.province,
  ...(params.municipality ? { municipality: params.municipality } : {}),
  ...(params.district ? { district: params.district } : {}),
});

export function registerListPages(app: FastifyInstance, tools: ListRouteTools) {
  const { base } = tools;
  const card = (path: string, spec: ReturnType<typeof siteCard>) => {
    const image = cardImage(base, path, spec);
    return { image: image.url, imageSize: image };
  };

  app.get('/todos-los-negocios', (request, reply) =>
    sendListPage(
      app,
      request,
      reply,
      {
        path: '/todos-los-negocios',
        scope: {},
        title: 'Todos los negocios',
        description:
          'Todos los negocios de República Dominicana en un lugar: busca por nombre, categoría, provincia u horario y contacta por teléfono o WhatsApp.',
        routeSource: 'src/app/routes/all-businesses.tsx',
        extra: card('sitio', siteCard()),
      },
      tools,
    ),
  );

  app.get('/categoria/:slug', async (request, reply) => {
    const parsed = slug.safeParse((request.params as { slug: string }).slug);
    if (!parsed.success) return tools.notFound(request, reply);
    const category = await findCategoryBySlug(app.db, app.cache, parsed.data);
    if (!category) {
      // An unknown slug still opens the app's page (its name from the slug), never indexed.
      const name = titleFromSlug(parsed.data);
      return tools.send(reply, {
        title: `${name} en República Dominicana | ${BRAND}`,
        description: `${name}: negocios de República Dominicana con teléfono, WhatsApp, horario y ubicación en el ${BRAND}.`,
        url: `${base}/categoria/${parsed.data}`,
        noindex: true,
      });
    }
    return sendListPage(
      app,
      request,
      reply,
      {
        path: `/categoria/${category.slug}`,
        scope: { category: category.slug },
        title: `${category.name} en República Dominicana`,
        description: `${category.name}: negocios de República Dominicana con teléfono, WhatsApp, horario y ubicación en el ${BRAND}.`,
        trail: [{ name: category.name, url: `${base}/categoria/${category.slug}` }],
        data: async () => [
          {
            queryKey: categoryPlacesKey(category.slug),
            data: await findCategoryPlaces(app.db, app.cache, category.slug),
          },
        ],
        routeSource: 'src/app/routes/category.tsx',
        extra: card(`categoria/${category.slug}`, categoryCard(category.name)),
      },
      tools,
    );
  });

  const placeHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = request.params as PlaceParams;
    const slugs = slugsOf(params);
    const place = await findPlaceBySlugs(app.db, app.cache, slugs);
    if (!place) return tools.notFound(request, reply);
    const steps = [place.province, place.municipality, place.district].filter((s) => s !== null);
    const names = steps.map((s) => s.name).reverse();
    const path = `/ubicacion/${steps.map((s) => s.slug).join('/')}`;
    const trail: Crumb[] = steps.map((s, i) => ({
      name: s.name,
      url: `${base}/ubicacion/${steps
        .slice(0, i + 1)
        .map((x) => x.slug)
        .join('/')}`,
    }));
    return sendListPage(
      app,
      request,
      reply,
      {
        path,
        scope: {
          province: place.province.id,
          municipality: place.municipality?.id ?? null,
          district: place.district?.id ?? null,
        },
        title: `Negocios en ${names[0]}`,
        description: `Restaurantes, farmacias, hoteles y más negocios en ${names.join(', ')}: teléfonos, WhatsApp, horarios y mapa.`,
        trail,
        data: async () => [
          { queryKey: placeKey(slugs), data: place },
          {
            queryKey: placeCategoriesKey(slugs),
            data: await findPlaceCategories(app.db, app.cache, slugs),
          },
        ],
        routeSource: 'src/app/routes/location.tsx',
        extra: card(`ubicacion/${steps.map((s) => s.slug).join('/')}`, placeCard(names)),
      },
      tools,
    );
  };
  app.get('/ubicacion/:province', placeHandler);
  app.get('/ubicacion/:province/:municipality', placeHandler);
  app.get('/ubicacion/:province/:municipality/:district', placeHandler);

  // 'Farmacias en Sosúa': only where the category has active businesses (404 elsewhere).
  const categoryPlaceHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = request.params as PlaceParams & { slug: string };
    const parsed = slug.safeParse(params.slug);
    if (!parsed.success) return tools.notFound(request, reply);
    const slugs = slugsOf(params);
    const [category, place] = await Promise.all([
      findCategoryBySlug(app.db, app.cache, parsed.data),
      findPlaceBySlugs(app.db, app.cache, slugs),
    ]);
    if (!category || !place) return tools.notFound(request, reply);
    const steps = [place.province, place.municipality, place.district].filter((s) => s !== null);
    const names = steps.map((s) => s.name).reverse();
    // Where the category has no business here: still 404 and noindex (no thin page), but the page
    // offers a way on: the category in the nearest places, and this place's categories (issue 41).
    const wayOn = async (request: FastifyRequest, reply: FastifyReply) => {
      const places = await findCategoryPlaces(app.db, app.cache, category.slug);
      const nearest = await findNearestCategoryPlaces(app.db, app.cache, category.slug, slugs);
      // A page past the last of a place that has the category is only a plain 404.
      if (!places || !nearest || countInPlace(places, slugs) > 0) {
        return tools.notFound(request, reply);
      }
      const data: InitialEntry[] = [
        { queryKey: placeKey(slugs), data: place },
        { queryKey: categoryPlacesKey(category.slug), data: places },
        { queryKey: nearestCategoryPlacesKey(category.slug, slugs), data: nearest },
        {
          queryKey: placeCategoriesKey(slugs),
          data: await findPlaceCategories(app.db, app.cache, slugs),
        },
      ];
      const path = categoryPlacePath(category.slug, slugs);
      let firstScreen: string | undefined;
      try {
        firstScreen = tools.renderer?.(path, data);
      } catch (error) {
        request.log.error({ err: error }, 'category-in-place way on failed to render');
      }
      return tools.send(
        reply,
        {
          title: `Página no encontrada | ${BRAND}`,
          description: `No hay ${category.name.toLowerCase()} en ${names[0]} en el ${BRAND}: mira los lugares más cercanos.`,
          url: `${base}${path}`,
          noindex: true,
          initialData: data,
          preloadModules: tools.routeModules('src/app/routes/category-place.tsx'),
          firstScreen,
        },
        404,
      );
    };
    const trail: Crumb[] = [
      { name: category.name, url: `${base}/categoria/${category.slug}` },
      ...steps.map((s, i) => ({
        name: s.name,
        url: `${base}${categoryPlacePath(category.slug, {
          province: steps[0]!.slug,
          municipality: i >= 1 ? steps[1]?.slug : undefined,
          district: i >= 2 ? steps[2]?.slug : undefined,
        })}`,
      })),
    ];
    return sendListPage(
      app,
      request,
      reply,
      {
        path: categoryPlacePath(category.slug, slugs),
        scope: {
          category: category.slug,
          province: place.province.id,
          municipality: place.municipality?.id ?? null,
          district: place.district?.id ?? null,
        },
        title: `${category.name} en ${names[0]}`,
        description: `${category.name} en ${names.join(', ')}: teléfonos, WhatsApp, horarios y ubicación en el ${BRAND}.`,
        trail,
        // Only where the category has active businesses: no page (404) elsewhere.
        data: async () => {
          const places = await findCategoryPlaces(app.db, app.cache, category.slug);
          if (!places || countInPlace(places, slugs) === 0) return null;
          return [
            { queryKey: placeKey(slugs), data: place },
            { queryKey: categoryPlacesKey(category.slug), data: places },
          ];
        },
        routeSource: 'src/app/routes/category-place.tsx',
        extra: card(`categoria/${category.slug}`, categoryCard(category.name)),
      },
      { ...tools, notFound: wayOn },
    );
  };
  app.get('/categoria/:slug/:province', categoryPlaceHandler);
  app.get('/categoria/:slug/:province/:municipality', categoryPlaceHandler);
  app.get('/categoria/:slug/:province/:municipality/:district', categoryPlaceHandler);
}
