import { useMutation } from '@tanstack/react-query';
import type { ValidateOfferCodeAnswer } from '@drd/shared/api/offer-codes';
import { api } from '../../../lib/api-client';

export const validateOfferCode = (code: string) =>
  api.post<ValidateOfferCodeAnswer>('/api/offer-codes/validate', { code });

export function useValidateOfferCode() {
  return useMutation({ mutationFn: validateOfferCode });
}
