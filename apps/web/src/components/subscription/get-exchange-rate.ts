import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExchangeRate } from '@drd/shared/api/payments';
import { api } from '../../lib/api-client';

export const exchangeRateKey = ['exchange-rate'] as const;

export const exchangeRateQuery = () =>
  queryOptions({
    queryKey: exchangeRateKey,
    queryFn: () => api.get<ExchangeRate>('/api/exchange-rate'),
  });

/** The administrator's RD$ per US$; prices show dollars alone until it arrives. */
export function useDopPerUsd(): number | null {
  return useQuery(exchangeRateQuery()).data?.dopPerUsd ?? null;
}
