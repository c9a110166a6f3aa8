// The list pages drawn by the server with their first page of results (decision 028): all
// businesses, a category, a place and a category in a place. Each page number is a page of its
// own (canonical, title, ItemList); a page with filters in its query keeps the spinner.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BRAND } from '@drd/shared/constants';
import { businessFilterQuerySchema, businessListSchema } from '@drd/shared/api/businesses';
import { listPageQuery, type ListPageScope } from '@drd/shared/list-page-query';
import { businessFilterKey } from '@drd/shared/query-keys';
import { filterBusinesses } from '../businesses/repository';
import { encodeBody, sendEncoded, type EncodedBody } from './encoded-body';
import type { PageMeta } from './html';
import { breadcrumbJsonLd, itemListJsonLd, jsonLdGraph, type Crumb } from './json-ld-list';
import type { InitialEntry, RenderListFirstScreen } from './list-first-screen';
import { cachedListPage } from './repository';

export interface ListPageSpec {
  /** The page's path without its query: the canonical of page 1. */
  path: string;
  scope: Omit<ListPageScope, 'page'>;
  title: string;
  description: string;
  /** The trail above the heading, without 'Inicio' (added here); none for a flat list. */
  trail?: Crumb[];
  /**
   * More of what the page fetches first (the place, its links), handed over beside the list:
   * read only when the page is drawn (not on a cache hit); null when there is no such page.
   */
  data?: () => Promise<InitialEntry[] | null>;
  /** The screen's source, whose scripts the page preloads (route-modules.ts). */
  routeSource: string;
  /** Shared by the other pages' meta (the share card). */
  extra?: Partial<PageMeta>;
}

export interface ListPageTools {
  base: string;
  routeModules: (source: string) => string[];
  renderer: RenderListFirstScreen | null;
  /** The finished HTML of a page (index.html with the page's head and first screen). */
  render: (meta: PageMeta) => string;
}

export const HTML = 'text/html; charset=utf-8';

/** The page number of a query with nothing but `pagina`; null when it carries filters. */
export function pageOnly(url: string): number | null {
  const at = url.indexOf('?');
  if (at === -1) return 1;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of params.keys()) if (key !== 'pagina') return null;
  const page = Number(params.get('pagina'));
  // As the app reads it (lib/filters.ts): anything but a positive whole number is page 1.
  return Number.isInteger(page) && page > 0 ? page : 1;
}

const pageUrl = (base: string, path: string, page: number) =>
  page > 1 ? `${base}${path}?pagina=${page}` : `${base}${path}`;

/**
 * The finished page, compressed each way (encoded-body.ts), from the cache; null for a page past
 * the last. A cached request then only picks its bytes: no HTML built, nothing compressed.
 */
export async function buildListPage(
  app: FastifyInstance,
  request: FastifyRequest,
  spec: ListPageSpec,
  page: number,
  tools: ListPageTools,
): Promise<EncodedBody | null> {
  return cachedListPage(app.cache, `${spec.path}?${page}`, { ...spec.scope }, async () => {
    const meta = await listPageMeta(app, request, spec, page, tools);
    return meta && encodeBody(tools.render(meta));
  });
}

/** The page's meta, data and first screen; null for a page past the last or no page at all. */
async function listPageMeta(
  app: FastifyInstance,
  request: FastifyRequest,
  spec: ListPageSpec,
  page: number,
  tools: ListPageTools,
): Promise<PageMeta | null> {
  const more = spec.data ? await spec.data() : [];
  if (more === null) return null;
  const query = listPageQuery({ ...spec.scope, page });
  const parsed = businessFilterQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const list = businessListSchema.parse(
    await filterBusinesses(app.db, app.cache, parsed, app.now()),
  );
  if (page > 1 && list.businesses.length === 0) return null;
  const url = pageUrl(tools.base, spec.path, page);
  const data: InitialEntry[] = [{ queryKey: businessFilterKey(query), data: list }, ...more];
  const numbered = page > 1 ? ` (página ${page})` : '';
  const trail = spec.trail && [{ name: 'Inicio', url: `${tools.base}/` }, ...spec.trail];
  return {
    ...spec.extra,
    title: `${spec.title}${numbered} | ${BRAND}`,
    description: page > 1 ? `Página ${page}. ${spec.description}` : spec.description,
    url,
    jsonLd: jsonLdGraph(
      itemListJsonLd(list.businesses, tools.base, (page - 1) * list.pageSize),
      ...(trail ? [breadcrumbJsonLd(trail)] : []),
    ),
    preloadModules: tools.routeModules(spec.routeSource),
    initialData: data,
    firstScreen: drawList(request, tools.renderer, url.slice(tools.base.length), data),
  };
}

// A renderer that fails leaves the spinner: the page still works once its scripts arrive.
function drawList(
  request: FastifyRequest,
  renderer: RenderListFirstScreen | null,
  location: string,
  data: InitialEntry[],
): string | undefined {
  if (!renderer) return undefined;
  try {
    return renderer(location, data);
  } catch (error) {
    request.log.error({ err: error }, 'list first screen failed to render');
    return undefined;
  }
}

/** Answers a list page: drawn with its results, or only its meta when the query has filters. */
export async function sendListPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: ListPageSpec,
  tools: ListPageTools & {
    send: (reply: FastifyReply, meta: PageMeta, status?: number) => FastifyReply;
    /** A category-in-place page's 404 reads its way on first (list-routes.ts). */
    notFound: (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => FastifyReply | Promise<FastifyReply>;
  },
) {
  const page = pageOnly(request.url);
  if (page === null) {
    if (spec.data && (await spec.data()) === null) return tools.notFound(request, reply);
    // A search or a filter is not a page of its own for search engines: the list's canonical.
    return tools.send(reply, {
      ...spec.extra,
      title: `${spec.title} | ${BRAND}`,
      description: spec.description,
      url: `${tools.base}${spec.path}`,
    });
  }
  const body = await buildListPage(app, request, spec, page, tools);
  return body ? sendEncoded(request, reply, body, HTML) : tools.notFound(request, reply);
}
