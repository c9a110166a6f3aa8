import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOfferCode } from '@drd/shared/api/offer-codes';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const getOfferCodes = () => api.get<AdminOfferCode[]>('/api/admin/offer-codes');

export const offerCodesQuery = () =>
  queryOptions({ queryKey: adminKeys.offerCodes, queryFn: getOfferCodes });

export const useOfferCodes = () => useQuery(offerCodesQuery());
