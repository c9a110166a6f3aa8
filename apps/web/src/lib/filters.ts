// The directory's filter state lives in the URL query, so a filtered list can be shared by
// WhatsApp, reloaded and walked with the back button. Parameter names are Spanish, like the URLs.
import type { SearchReading } from '@drd/shared/api/businesses';
import { NEAR_ME_RADIUS_KM, SEARCH_MIN_LENGTH } from '@drd/shared/constants';

/**
 * 'Cerca de mí': only the radius is part of the filters and the URL (`cerca=10`). The position
 * stays in this browser (lib/saved-location.ts) and joins the API query there, so a shared or
 * bookmarked link never carries where its author was.
 */
export interface NearMe {
  radiusKm: number;
}

export interface DirectoryFilters {
  search: string;
  province: number | null;
  municipality: number | null;
  district: number | null;
  /** Category slugs. */
  categories: string[];
  module: number | null;
  openNow: boolean;
  openToday: boolean;
  /** Only businesses with an offer valid today. */
  offers: boolean;
  near: NearMe | null;
  page: number;
}

export const EMPTY_FILTERS: DirectoryFilters = {
  search: '',
  province: null,
  municipality: null,
  district: null,
  categories: [],
  module: null,
  openNow: false,
  openToday: false,
  offers: false,
  near: null,
  page: 1,
};

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

const validRadius = (n: number) => Number.isFinite(n) && n > 0 && n <= 500;

function parseNear(value: string | null): NearMe | null {
  if (!value) return null;
  const parts = value.split(',').map(Number);
  if (parts.length === 1 && validRadius(parts[0]!)) return { radiusKm: parts[0]! };
  // Links written before the position left the URL ('lat,lng,radius'): only the radius is kept.
  if (parts.length === 3 && parts.every(Number.isFinite)) {
    return { radiusKm: validRadius(parts[2]!) ? parts[2]! : NEAR_ME_RADIUS_KM };
  }
  return null;
}

export function parseFilters(params: URLSearchParams): DirectoryFilters {
  return {
    search: params.get('q') ?? '',
    province: positiveInt(params.get('provincia')),
    municipality: positiveInt(params.get('municipio')),
    district: positiveInt(params.get('distrito')),
    categories: (params.get('categorias') ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c.length > 0),
    module: positiveInt(params.get('modulo')),
    openNow: params.get('abiertoAhora') === '1',
    openToday: params.get('abiertoHoy') === '1',
    offers: params.get('ofertas') === '1',
    near: parseNear(params.get('cerca')),
    page: positiveInt(params.get('pagina')) ?? 1,
  };
}

export function filtersToParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.province) params.set('provincia', String(filters.province));
  if (filters.municipality) params.set('municipio', String(filters.municipality));
  if (filters.district) params.set('distrito', String(filters.district));
  if (filters.categories.length > 0) params.set('categorias', filters.categories.join(','));
  if (filters.module) params.set('modulo', String(filters.module));
  if (filters.openNow) params.set('abiertoAhora', '1');
  if (filters.openToday) params.set('abiertoHoy', '1');
  if (filters.offers) params.set('ofertas', '1');
  if (filters.near) params.set('cerca', String(filters.near.radiusKm));
  if (filters.page > 1) params.set('pagina', String(filters.page));
  return params;
}

/** What a search read as a place changes in the filters: its rest, and the place. */
export function readingFilters(reading: SearchReading) {
  return {
    search: reading.search,
    province: reading.province.id,
    municipality: reading.municipality?.id ?? null,
    district: reading.district?.id ?? null,
  };
}

/** The search term counts only from 3 characters. */
export const effectiveSearch = (search: string) =>
  search.trim().length >= SEARCH_MIN_LENGTH ? search.trim() : '';

/** When the results view replaces the featured list. */
export function hasActiveFilters(filters: DirectoryFilters): boolean {
  return Boolean(
    effectiveSearch(filters.search) ||
    filters.province ||
    filters.municipality ||
    filters.district ||
    filters.categories.length > 0 ||
    filters.module ||
    filters.openNow ||
    filters.openToday ||
    filters.offers ||
    filters.near,
  );
}

/** The query string of GET /api/businesses/filter for these filters. */
export function filtersToApiQuery(
  filters: DirectoryFilters,
  options: { pageSize: number; savedLocation?: { lat: number; lng: number } | null },
): string {
  const q = new URLSearchParams();
  const search = effectiveSearch(filters.search);
  if (search) q.set('search', search);
  if (filters.categories.length > 0) q.set('categories', filters.categories.join(','));
  if (filters.module) q.set('module', String(filters.module));
  if (filters.province) q.set('province', String(filters.province));
  if (filters.municipality) q.set('municipality', String(filters.municipality));
  if (filters.district) q.set('district', String(filters.district));
  if (filters.openNow) q.set('openNow', 'true');
  if (filters.openToday) q.set('openToday', 'true');
  if (filters.offers) q.set('offers', 'true');
  // The saved position sorts by distance within the radius with near me on, and otherwise only
  // gives the cards their distances. Without it, near me has nothing to sort by.
  if (options.savedLocation) {
    q.set('lat', String(options.savedLocation.lat));
    q.set('lng', String(options.savedLocation.lng));
    if (filters.near) q.set('radiusKm', String(filters.near.radiusKm));
  }
  q.set('page', String(filters.page));
  q.set('pageSize', String(options.pageSize));
  return q.toString();
}
