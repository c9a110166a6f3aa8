import { useQuery } from '@tanstack/react-query';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { api } from '../../../lib/api-client';

export const myBusinessesKey = ['my-businesses'] as const;

export const getMyBusinesses = () => api.get<MyBusinessesAnswer>('/api/my/businesses');

export const myBusinessesQuery = () => ({
  queryKey: myBusinessesKey,
  queryFn: getMyBusinesses,
  // An administrator's approval or a recorded payment changes this list from elsewhere: each
  // visit shows what is cached at once and asks again.
  refetchOnMount: 'always' as const,
});

export function useMyBusinesses() {
  return useQuery(myBusinessesQuery());
}
