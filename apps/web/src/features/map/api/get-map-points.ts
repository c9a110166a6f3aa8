import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapBounds, MapPoints } from '@drd/shared/api/map';
import { api } from '../../../lib/api-client';
import { filtersToApiQuery, type DirectoryFilters } from '../../../lib/filters';

/** The query of GET /api/businesses/map: the list's filters without paging. */
export function filtersToMapQuery(filters: DirectoryFilters): string {
  const q = new URLSearchParams(filtersToApiQuery(filters, { pageSize: 1, savedLocation: null }));
  q.delete('page');
  q.delete('pageSize');
  return q.toString();
}

/** Adds the visible area, rounded so small moves share a cache entry. */
export function withBounds(query: string, bounds: MapBounds): string {
  const q = new URLSearchParams(query);
  const round = (n: number) => String(Math.round(n * 1e4) / 1e4);
  q.set('south', round(bounds.south));
  q.set('west', round(bounds.west));
  q.set('north', round(bounds.north));
  q.set('east', round(bounds.east));
  return q.toString();
}

export const getMapPoints = (query: string) =>
  api.get<MapPoints>(`/api/businesses/map${query ? `?${query}` : ''}`);

/** Points for the filters (and the visible area when the query has one). */
export function useMapPoints(query: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['businesses', 'map', query],
    queryFn: () => getMapPoints(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
