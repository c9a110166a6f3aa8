import { useEffect } from 'react';
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
  useEffect(() => {
    if (!reading || !data || !onReading) return;
    if (filters.page === 1) {
      const next = { ...filters, ...readingFilters(reading) };
      const list: BusinessList = { ...data };
      delete list.reading;
      queryClient.setQueryData(
        businessesKey(filtersToApiQuery(next, { pageSize: PAGE_SIZE, savedLocation })),
        list,
      );
    }
    onReading(reading);
    // Once per answer: the reading object is new only with a new answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reading]);
}
