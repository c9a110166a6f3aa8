import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pendingBusinessSchema } from '@drd/shared/api/subscriptions';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type PendingBusiness = z.infer<typeof pendingBusinessSchema>;

export const getPendingBusinesses = () =>
  api.get<PendingBusiness[]>('/api/admin/businesses/pending');

export const pendingBusinessesQuery = () =>
  queryOptions({ queryKey: adminKeys.pendingBusinesses, queryFn: getPendingBusinesses });

export const usePendingBusinesses = () => useQuery(pendingBusinessesQuery());
