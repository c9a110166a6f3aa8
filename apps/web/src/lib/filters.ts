// The directory's filter state lives in the URL query, so a filtered list can be shared by
// WhatsApp, reloaded and walked with the back button. Parameter names are Spanish, like the URLs.
import { NEAR_ME_RADIUS_KM, SEARCH_MIN_LENGTH } from '@drd/shared/constants';

export interface NearMe {
  lat: number;
  lng: number;
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
  near: null,
  page: 1,
};

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

function parseNear(value: string | null): NearMe | null {
  if (!value) return null;
  const [lat, lng, radius] = value.split(',').map(Number);
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng))
    return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const radiusKm = radius && radius > 0 && radius <= 500 ? radius : NEAR_ME_RADIUS_KM;
  return { lat, lng, radiusKm };
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
  if (filters.near) {
    const { lat, lng, radiusKm } = filters.near;
    params.set('cerca', `${lat.toFixed(6)},${lng.toFixed(6)},${radiusKm}`);
  }
  if (filters.page > 1) params.set('pagina', String(filters.page));
  return params;
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
  if (filters.near) {
    q.set('lat', String(filters.near.lat));
    q.set('lng', String(filters.near.lng));
    q.set('radiusKm', String(filters.near.radiusKm));
  } else if (options.savedLocation) {
    // A saved location still sends lat/lng, for distances on the cards.
    q.set('lat', String(options.savedLocation.lat));
    q.set('lng', String(options.savedLocation.lng));
  }
  q.set('page', String(filters.page));
  q.set('pageSize', String(options.pageSize));
  return q.toString();
}
