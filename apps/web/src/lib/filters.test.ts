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
      offers: true,
      near: { radiusKm: 10 },
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
    expect(hasActiveFilters({ ...EMPTY_FILTERS, offers: true })).toBe(true);
    expect(
      new URLSearchParams(
        filtersToApiQuery({ ...EMPTY_FILTERS, offers: true }, { pageSize: 12 }),
      ).get('offers'),
    ).toBe('true');
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
        { ...EMPTY_FILTERS, near: { radiusKm: 10 } },
        { pageSize: 12, savedLocation: { lat: 19.8, lng: -70.7 } },
      ),
    );
    expect([near.get('lat'), near.get('lng'), near.get('radiusKm')]).toEqual([
      '19.8',
      '-70.7',
      '10',
    ]);
  });

  it('keeps the position out of the URL: near me is only its radius there', () => {
    const params = filtersToParams({ ...EMPTY_FILTERS, near: { radiusKm: 10 } });
    expect(params.toString()).toBe('cerca=10');
    // A link from before keeps its radius and loses the position it carried.
    const legacy = parseFilters(new URLSearchParams('cerca=19.752300,-70.519100,5'));
    expect(legacy.near).toEqual({ radiusKm: 5 });
    expect(filtersToParams(legacy).toString()).toBe('cerca=5');
  });
});
