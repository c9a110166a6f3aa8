import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapBounds, MapPoints } from '@drd/shared/api/map';
import { api } from '../../../lib/api-client';
import { filtersToApiQuery, type DirectoryFilters } from '../../../lib/filters';
import type { SavedLocation } from '../../../lib/saved-location';

/**
 * The query of GET /api/businesses/map: the list's filters without paging. With near me on, the
 * position saved in this browser narrows the points to the radius, as it does the list; otherwise
 * the map has no use for it (it shows no distances), so it is not sent.
 */
export function filtersToMapQuery(
  filters: DirectoryFilters,
  savedLocation: SavedLocation | null,
): string {
  const q = new URLSearchParams(
    filtersToApiQuery(filters, {
      pageSize: 1,
      savedLocation: filters.near ? savedLocation : null,
    }),
  );
  q.delete('page');
  q.delete('pageSize');
  return q.toString();
}

// Around the visitor's own position the area is widened to this grid (about 5.5 km), so the
// request (and any server log of it) does not point at where the visitor stands.
const COARSE_GRID_DEG = 0.05;

/**
 * Adds the visible area, rounded so small moves share a cache entry; `coarse` widens it outwards
 * to a grid when the view was centred on the visitor's position.
 */
export function withBounds(query: string, bounds: MapBounds, coarse = false): string {
  const q = new URLSearchParams(query);
  const step = coarse ? COARSE_GRID_DEG : 1e-4;
  const snap = (n: number, limit: number, toGrid: (x: number) => number) =>
    String(Math.min(limit, Math.max(-limit, Number((toGrid(n / step) * step).toFixed(4)))));
  q.set('south', snap(bounds.south, 90, Math.floor));
  q.set('west', snap(bounds.west, 180, Math.floor));
  q.set('north', snap(bounds.north, 90, Math.ceil));
  q.set('east', snap(bounds.east, 180, Math.ceil));
  return q.toString();
}

export const getMapPoints = (query: string) =>
  api.get<MapPoints>(`/api/businesses/map${query ? `?${query}` : ''}`);

export const mapPointsKey = (query: string) => ['businesses', 'map', query] as const;

/** Points for the filters (and the visible area when the query has one). */
export function useMapPoints(query: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: mapPointsKey(query),
    queryFn: () => getMapPoints(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
