import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRate } from '@drd/shared/api/payments';
import { exchangeRateKey } from '../../../components/subscription/get-exchange-rate';
import { api } from '../../../lib/api-client';

export const saveExchangeRate = (dopPerUsd: number) =>
  api.put<ExchangeRate>('/api/admin/payments/exchange-rate', { dopPerUsd });

export function useSaveExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExchangeRate,
    onSuccess: (answer) => queryClient.setQueryData(exchangeRateKey, answer),
  });
}
