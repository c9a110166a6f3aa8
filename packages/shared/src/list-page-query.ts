// The GET /api/businesses/filter query of a list page opened without filters (only ?pagina=), as
// the web app's Results builds it (apps/web/src/lib/filters.ts filtersToApiQuery): the server
// hands that page's data over under the same key (query-keys.ts), so the app draws it at once.
import { FEATURED_LIMIT, PAGE_SIZE } from './constants';

export interface ListPageScope {
  category?: string | undefined;
  province?: number | null | undefined;
  municipality?: number | null | undefined;
  district?: number | null | undefined;
  page: number;
}

export function listPageQuery(scope: ListPageScope): string {
  const q = new URLSearchParams();
  if (scope.category) q.set('categories', scope.category);
  if (scope.province) q.set('province', String(scope.province));
  if (scope.municipality) q.set('municipality', String(scope.municipality));
  if (scope.district) q.set('district', String(scope.district));
  q.set('page', String(scope.page));
  q.set('pageSize', String(PAGE_SIZE));
  return q.toString();
}

/** The home page's 'Negocios destacados': the first businesses of the default order. */
export const HOME_FEATURED_QUERY = `page=1&pageSize=${FEATURED_LIMIT}`;
