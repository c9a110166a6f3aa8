import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SearchReading } from '@drd/shared/api/businesses';
import type { MapPoints } from '@drd/shared/api/map';
import { readingFilters, type DirectoryFilters } from '../../lib/filters';
import type { SavedLocation } from '../../lib/saved-location';
import { filtersToMapQuery, mapPointsKey } from './api/get-map-points';

/**
 * The map's side of the list's useApplyReading: the server read the search's place words
 * ('dentista puerto plata'), so the page moves to the URL a hand-chosen place gives, and the
 * answer is filed under that URL's points query so the move costs no second request.
 */
export function useApplyMapReading(
  filters: DirectoryFilters,
  savedLocation: SavedLocation | null,
  data: MapPoints | undefined,
  current: boolean,
  onReading: (reading: SearchReading) => void,
) {
  const queryClient = useQueryClient();
  const reading = current ? data?.reading : undefined;
  const apply = useEffectEvent((read: SearchReading, answer: MapPoints) => {
    const next = { ...filters, ...readingFilters(read) };
    const points: MapPoints = { ...answer };
    delete points.reading;
    queryClient.setQueryData(mapPointsKey(filtersToMapQuery(next, savedLocation)), points);
    onReading(read);
  });
  useEffect(() => {
    if (reading && data) apply(reading, data);
  }, [reading, data]);
}
