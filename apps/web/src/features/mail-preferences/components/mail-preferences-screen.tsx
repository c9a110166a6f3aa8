import { Navigate } from 'react-router';
import {
  MAIL_PREFERENCES_MESSAGES,
  MAIL_TOPICS,
  MAIL_TOPIC_KEYS,
} from '@drd/shared/api/mail-preferences';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { SwitchField } from '../../../components/form/switch-field';
import { PageLoading } from '../../../components/ui/page-loading';
import { toast } from '../../../components/ui/toast-store';
import { ApiRequestError } from '../../../lib/api-client';
import { useMailPreferences } from '../api/get-mail-preferences';
import { useSaveMailPreferences } from '../api/save-mail-preferences';

export const LOGIN_FOR_MAIL_PREFERENCES = '/login?next=/cuenta/correo';

/** The optional e-mails a user gets, each a switch saved at once. */
export function MailPreferencesScreen({ isAdmin }: { isAdmin: boolean }) {
  const query = useMailPreferences();
  const save = useSaveMailPreferences();
  if (query.error instanceof ApiRequestError && query.error.status === 401) {
    return <Navigate to={LOGIN_FOR_MAIL_PREFERENCES} replace />;
  }
  // The administrators' digest means nothing to anyone else.
  const topics = MAIL_TOPIC_KEYS.filter((topic) => isAdmin || topic !== 'admin-digest');
  const toggle = (topic: (typeof topics)[number], on: boolean) =>
    save.mutate(
      { topics: { [topic]: on } },
      {
        onSuccess: () => toast({ title: MAIL_PREFERENCES_MESSAGES.saved }),
        onError: () =>
          toast({
            title: 'Error',
            description: MAIL_PREFERENCES_MESSAGES.error,
            variant: 'destructive',
          }),
      },
    );
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Avisos por correo</h1>
        <p className="mt-2 text-slate-600">
          Elige qué avisos quieres recibir. Los correos de seguridad (recuperar tu contraseña o
          confirmar tu correo) siempre se envían.
        </p>
      </div>
      {query.isPending ? (
        <PageLoading label="Cargando tus preferencias..." />
      ) : query.isError ? (
        <div className="space-y-3">
          <FormAlert title={MAIL_PREFERENCES_MESSAGES.loadError}>
            Revisa tu conexión e inténtalo de nuevo.
          </FormAlert>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <section
          aria-label="Temas de correo"
          className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4 py-2"
        >
          {topics.map((topic) => (
            <div key={topic} className="py-2">
              <SwitchField
                name={topic}
                label={MAIL_TOPICS[topic].label}
                description={MAIL_TOPICS[topic].description}
                checked={query.data.topics[topic]}
                onCheckedChange={(on) => toggle(topic, on)}
              />
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
