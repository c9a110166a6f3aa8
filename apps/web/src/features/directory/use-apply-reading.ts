import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BusinessList, SearchReading } from '@drd/shared/api/businesses';
import { PAGE_SIZE } from '@drd/shared/constants';
import { filtersToApiQuery, readingFilters, type DirectoryFilters } from '../../lib/filters';
import { businessesKey } from './api/get-businesses';

/**
 * When the server read the search's place words as a place ('dentista puerto plata'), hands the
 * reading on (the page turns it into the URL a hand-chosen place gives) and files the answer under
 * that URL's query, so the change costs no second request.
 */
export function useApplyReading(
  filters: DirectoryFilters,
  savedLocation: { lat: number; lng: number } | null,
  data: BusinessList | undefined,
  current: boolean,
  onReading: ((reading: SearchReading) => void) | undefined,
) {
  const queryClient = useQueryClient();
  const reading = current ? data?.reading : undefined;
  // Once per answer: the reading object is new only with a new answer; the filters and the
  // callback are read as they are then, without making the effect run again.
  const apply = useEffectEvent((read: SearchReading, answer: BusinessList) => {
    if (!onReading) return;
    if (filters.page === 1) {
      const next = { ...filters, ...readingFilters(read) };
      const list: BusinessList = { ...answer };
      delete list.reading;
      queryClient.setQueryData(
        businessesKey(filtersToApiQuery(next, { pageSize: PAGE_SIZE, savedLocation })),
        list,
      );
    }
    onReading(read);
  });
  useEffect(() => {
    if (reading && data) apply(reading, data);
  }, [reading, data]);
}
