import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SearchReading } from '@drd/shared/api/businesses';
import {
  EMPTY_FILTERS,
  readingFilters,
  filtersToParams,
  parseFilters,
  type DirectoryFilters,
  type NearMe,
} from './filters';

/** The filter actions, over the URL query. Any change returns to page 1. */
export function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);

  const update = useCallback(
    (
      change: (current: DirectoryFilters) => Partial<DirectoryFilters>,
      options?: { replace?: boolean },
    ) => {
      setParams(
        (previous) => {
          const current = parseFilters(previous);
          return filtersToParams({ ...current, page: 1, ...change(current) });
        },
        { replace: options?.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const actions = useMemo(
    () => ({
      // Typing replaces the history entry instead of adding one per keystroke.
      setSearch: (search: string) => update(() => ({ search }), { replace: true }),
      setProvince: (province: number | null) =>
        update(() => ({ province, municipality: null, district: null })),
      setMunicipality: (municipality: number | null) =>
        update(() => ({ municipality, district: null })),
      setDistrict: (district: number | null) => update(() => ({ district })),
      /** The search's place words read as the place: the URL a hand-chosen place gives. */
      applyReading: (reading: SearchReading) =>
        update(() => readingFilters(reading), { replace: true }),
      toggleCategory: (slug: string) =>
        update((c) => ({
          categories: c.categories.includes(slug)
            ? c.categories.filter((s) => s !== slug)
            : [...c.categories, slug],
        })),
      setCategory: (slug: string | null) => update(() => ({ categories: slug ? [slug] : [] })),
      /** One module at a time; choosing a new module clears the category filter. */
      setModule: (module: number | null) =>
        update((c) => ({ module, categories: module === c.module ? c.categories : [] })),
      toggleOpenNow: () => update((c) => ({ openNow: !c.openNow })),
      toggleOpenToday: () => update((c) => ({ openToday: !c.openToday })),
      toggleOffers: () => update((c) => ({ offers: !c.offers })),
      setNearMe: (near: NearMe | null) => update(() => ({ near })),
      setPage: (page: number) => update(() => ({ page })),
      clearAll: () => update(() => EMPTY_FILTERS),
      /** An empty 'Abierto ahora': widen to the province, or drop the time filter. */
      openNowWayOut: {
        toProvince: () => update(() => ({ municipality: null, district: null })),
        withoutOpenNow: () => update(() => ({ openNow: false })),
      },
    }),
    [update],
  );
  return { filters, ...actions };
}
