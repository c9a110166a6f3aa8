import { describe, expect, it } from 'vitest';
import { cacheKeys } from './query-cache-keys';
import { staleAfterChange, staleAfterReorder, type ChangedListing } from './query-cache-stale';

const now = new Date('2026-11-26T12:00:00Z');
const sosuaPharmacy: ChangedListing = {
  id: 7,
  categorySlug: 'farmacias',
  categoryName: 'Farmacias',
  moduleId: 2,
  provinceId: 18,
  municipalityId: 90,
  districtId: null,
};
const stale = staleAfterChange([sosuaPharmacy]);
const list = (query: Record<string, unknown>) => cacheKeys.filterCount('list', query, now);

describe('staleAfterChange', () => {
  it('drops the lists that hold the business: its category, module and places, or none', () => {
    expect(stale(list({}))).toBe(true);
    expect(stale(list({ categories: 'Farmacias', province: 18 }))).toBe(true);
    expect(stale(list({ categories: 'restaurantes,farmacias', municipality: 90 }))).toBe(true);
    expect(stale(list({ module: 2 }))).toBe(true);
    expect(stale(cacheKeys.tierCount(list({ search: 'carol', province: 18 }), 1))).toBe(true);
    expect(stale(cacheKeys.firstPage(list({ categories: 'farmacias' }), 12, now))).toBe(true);
    expect(stale(cacheKeys.listPage('/categoria/farmacias?1', { category: 'farmacias' }))).toBe(
      true,
    );
  });

  it('keeps the lists of other categories and places', () => {
    expect(stale(list({ province: 25 }))).toBe(false);
    expect(stale(list({ categories: 'restaurantes' }))).toBe(false);
    expect(stale(list({ categories: 'farmacias', municipality: 91 }))).toBe(false);
    expect(stale(list({ district: 5 }))).toBe(false);
    expect(stale(cacheKeys.tierCount(list({ search: 'carol', province: 25 }), 0))).toBe(false);
    // A first page of another place is kept, unless it still shows the business (it moved).
    const santiago = cacheKeys.firstPage(list({ province: 25 }), 12, now);
    expect(stale(santiago, [{ id: 3 }, { id: 4 }])).toBe(false);
    expect(stale(santiago, [{ id: 3 }, { id: 7 }])).toBe(true);
    expect(stale(santiago, undefined)).toBe(true);
    expect(
      stale(cacheKeys.listPage('/provincia/santiago?1', { province: 25, category: undefined })),
    ).toBe(false);
  });

  it('keeps lookups no business changes and drops the directory-wide aggregates', () => {
    expect(stale(cacheKeys.packages)).toBe(false);
    expect(stale(cacheKeys.categoryLookup)).toBe(false);
    expect(stale(cacheKeys.placeExists('province', 18))).toBe(false);
    expect(stale(cacheKeys.categoryPlaceCounts)).toBe(true);
    expect(stale(cacheKeys.corrections(['farmasia']))).toBe(true);
    expect(stale(cacheKeys.specialOverrides(now))).toBe(true);
    expect(stale(cacheKeys.activeTotal)).toBe(true);
  });

  it('drops every first page, and only those, after the visit order changed', () => {
    expect(staleAfterReorder(cacheKeys.firstPage(list({ province: 25 }), 12, now))).toBe(true);
    expect(staleAfterReorder(list({ province: 25 }))).toBe(false);
    expect(staleAfterReorder(cacheKeys.listPage('/provincia/santiago?1', { province: 25 }))).toBe(
      false,
    );
  });
});
