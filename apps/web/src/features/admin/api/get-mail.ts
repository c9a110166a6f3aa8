import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@drd/shared/api/mail';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const MAIL_PAGE_SIZE = 20;

export interface OutboxPage {
  messages: OutboxMessage[];
  total: number;
  page: number;
  pageSize: number;
}

export const getMail = (page: number) =>
  api.get<OutboxPage>(`/api/admin/mail?page=${page}&pageSize=${MAIL_PAGE_SIZE}`);

export const mailQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.mailPage(page),
    queryFn: () => getMail(page),
    placeholderData: keepPreviousData,
  });

export const useMail = (page: number) => useQuery(mailQuery(page));
