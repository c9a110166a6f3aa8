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

/** The search ('DRD-000123', a business or user) and state the list is narrowed to. */
export interface PaymentFilter {
  q?: string;
  status?: string;
}

export const paymentFilterParams = (filter: PaymentFilter) =>
  new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );

export const getPayments = (page: number, filter: PaymentFilter = {}) =>
  api.get<AdminPaymentPage>(
    `/api/admin/payments?page=${page}&pageSize=${PAYMENTS_PAGE_SIZE}&${paymentFilterParams(filter)}`,
  );

export const paymentsQuery = (page: number, filter: PaymentFilter = {}) =>
  queryOptions({
    queryKey: [...adminKeys.paymentsPage(page), filter],
    queryFn: () => getPayments(page, filter),
    // The previous page stays on screen while the next one arrives.
    placeholderData: keepPreviousData,
  });

export const usePayments = (page: number, filter: PaymentFilter = {}) =>
  useQuery(paymentsQuery(page, filter));
