// The home page's sections under index.html's hero, drawn by the server with 'Negocios
// destacados' (names, category, place, status line, links to the profiles) by the same renderer
// and cache as the list pages (decision 028). Only '/' itself: a query is a search, not a page.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { businessFilterQuerySchema, businessListSchema } from '@drd/shared/api/businesses';
import { HOME_FEATURED_QUERY } from '@drd/shared/list-page-query';
import { businessFilterKey } from '@drd/shared/query-keys';
import { filterBusinesses } from '../businesses/repository';
import { encodeBody, type EncodedBody } from './encoded-body';
import type { PageMeta } from './html';
import type { InitialEntry, RenderListFirstScreen } from './list-first-screen';
import { cachedListPage } from './repository';

export type HomeDrawing = Pick<PageMeta, 'initialData' | 'homeSections'>;

/**
 * The home page, finished and compressed (encoded-body.ts), from the cache as the list pages
 * are; null for a query (a search) or without a renderer. `render` writes the page around the
 * drawn sections.
 */
export async function cachedHomePage(
  app: FastifyInstance,
  request: FastifyRequest,
  renderer: RenderListFirstScreen | null,
  render: (drawing: HomeDrawing) => string,
): Promise<EncodedBody | null> {
  if (!renderer || request.url !== '/') return null;
  // The featured list spans every place and category: an empty scope, dropped by any change.
  return cachedListPage(app.cache, '/', {}, async () =>
    encodeBody(render(await drawHomeSections(app, request, renderer))),
  );
}

/** The home page's drawn sections and their data; nothing when the renderer throws. */
async function drawHomeSections(
  app: FastifyInstance,
  request: FastifyRequest,
  renderer: RenderListFirstScreen,
): Promise<HomeDrawing> {
  const parsed = businessFilterQuerySchema.parse(
    Object.fromEntries(new URLSearchParams(HOME_FEATURED_QUERY)),
  );
  const list = businessListSchema.parse(
    await filterBusinesses(app.db, app.cache, parsed, app.now()),
  );
  const data: InitialEntry[] = [{ queryKey: businessFilterKey(HOME_FEATURED_QUERY), data: list }];
  try {
    return { initialData: data, homeSections: renderer('/', data) };
  } catch (error) {
    // The hero alone, as before: the sections come with the scripts.
    request.log.error({ err: error }, 'home sections failed to render');
    return {};
  }
}
