// The home page's sections under index.html's hero, drawn by the server with 'Negocios
// destacados' (names, category, place, status line, links to the profiles) by the same renderer
// and cache as the list pages (decision 028). Only '/' itself: a query is a search, not a page.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { businessFilterQuerySchema, businessListSchema } from '@drd/shared/api/businesses';
import { HOME_FEATURED_QUERY } from '@drd/shared/list-page-query';
import { businessFilterKey } from '@drd/shared/query-keys';
import { filterBusinesses } from '../businesses/repository';
import type { PageMeta } from './html';
import type { InitialEntry, RenderListFirstScreen } from './list-first-screen';
import { cachedListPage } from './repository';

type HomeDrawing = Pick<PageMeta, 'initialData' | 'homeSections'>;

/** The home page's drawn sections and their data; nothing for a query or without a renderer. */
export async function drawHomePage(
  app: FastifyInstance,
  request: FastifyRequest,
  renderer: RenderListFirstScreen | null,
): Promise<HomeDrawing> {
  if (!renderer || request.url !== '/') return {};
  // The featured list spans every place and category: an empty scope, dropped by any change.
  return cachedListPage(app.cache, '/', {}, async () => {
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
  });
}
