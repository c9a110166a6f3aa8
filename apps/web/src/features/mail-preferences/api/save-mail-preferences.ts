import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailPreferences, MailPreferencesBody } from '@drd/shared/api/mail-preferences';
import { api } from '../../../lib/api-client';
import { mailPreferencesKey } from './get-mail-preferences';

export const saveMailPreferences = (body: MailPreferencesBody) =>
  api.put<MailPreferences>('/api/my/mail-preferences', body);

/** Shows the switch moved at once and puts it back if the save fails. */
export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailPreferences,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: mailPreferencesKey });
      const before = queryClient.getQueryData<MailPreferences>(mailPreferencesKey);
      if (before) {
        queryClient.setQueryData<MailPreferences>(mailPreferencesKey, {
          topics: { ...before.topics, ...body.topics },
        });
      }
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(mailPreferencesKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(mailPreferencesKey, saved),
  });
}
