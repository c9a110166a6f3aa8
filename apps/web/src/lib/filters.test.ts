import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  filtersToApiQuery,
  filtersToParams,
  hasActiveFilters,
  parseFilters,
} from './filters';

describe('filters in the URL', () => {
  it('round-trips every filter through the query string', () => {
    const filters = {
      search: 'farmacia',
      province: 18,
      municipality: 7,
      district: 3,
      categories: ['farmacias', 'restaurantes'],
      module: 2,
      openNow: true,
      openToday: true,
      near: { lat: 19.7523, lng: -70.5191, radiusKm: 10 },
      page: 3,
    };
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('ignores malformed values instead of failing', () => {
    const parsed = parseFilters(
      new URLSearchParams('provincia=abc&pagina=-2&cerca=91,0&categorias=,,&abiertoAhora=si'),
    );
    expect(parsed).toEqual(EMPTY_FILTERS);
  });

  it('counts a search only from 3 letters', () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: 'fa' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: 'far' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, openToday: true })).toBe(true);
  });

  it('builds the API query, sending a saved location only when near me is off', () => {
    const q = new URLSearchParams(
      filtersToApiQuery(
        { ...EMPTY_FILTERS, search: 'fa', categories: ['bancos'], district: 4 },
        { pageSize: 12, savedLocation: { lat: 19.8, lng: -70.7 } },
      ),
    );
    expect(q.get('search')).toBeNull();
    expect(q.get('categories')).toBe('bancos');
    expect(q.get('district')).toBe('4');
    expect(q.get('lat')).toBe('19.8');
    expect(q.get('radiusKm')).toBeNull();
    const near = new URLSearchParams(
      filtersToApiQuery(
        { ...EMPTY_FILTERS, near: { lat: 1, lng: 2, radiusKm: 10 } },
        { pageSize: 12, savedLocation: { lat: 19.8, lng: -70.7 } },
      ),
    );
    expect([near.get('lat'), near.get('lng'), near.get('radiusKm')]).toEqual(['1', '2', '10']);
  });
});
