import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPayment } from '@drd/shared/api/payments';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const PAYMENTS_PAGE_SIZE = 20;

export interface AdminPaymentPage {
  payments: AdminPayment[];
  total: number;
  page: number;
  pageSize: number;
}

export const getPayments = (page: number) =>
  api.get<AdminPaymentPage>(`/api/admin/payments?page=${page}&pageSize=${PAYMENTS_PAGE_SIZE}`);

export const paymentsQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.paymentsPage(page),
    queryFn: () => getPayments(page),
    // The previous page stays on screen while the next one arrives.
    placeholderData: keepPreviousData,
  });

export const usePayments = (page: number) => useQuery(paymentsQuery(page));
