import { useQuery } from '@tanstack/react-query';
import type { MailPreferences } from '@drd/shared/api/mail-preferences';
import { api } from '../../../lib/api-client';

export const mailPreferencesKey = ['mail-preferences'] as const;

export const getMailPreferences = () => api.get<MailPreferences>('/api/my/mail-preferences');

export function useMailPreferences() {
  return useQuery({ queryKey: mailPreferencesKey, queryFn: getMailPreferences });
}
