import { ACCOUNT_MESSAGES } from '@drd/shared/api/account';
import { formatDateTime } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { toast } from '../../../components/ui/toast-store';
import { useCloseOtherSessions } from '../api/close-other-sessions';
import { useSessions } from '../api/get-sessions';
import { SectionCard } from './section-card';

/** Where the account is open, this device first; 'Cerrar las demás' ends the rest. */
export function SessionsSection() {
  const query = useSessions();
  const close = useCloseOtherSessions();
  const others = query.data?.sessions.filter((s) => !s.current).length ?? 0;
  const onClose = () =>
    close.mutate(undefined, {
      onSuccess: () => toast({ title: ACCOUNT_MESSAGES.othersClosed }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'No se pudieron cerrar las sesiones',
          variant: 'destructive',
        }),
    });
  return (
    <SectionCard
      title="Sesiones abiertas"
      description="Los dispositivos donde tu cuenta está abierta. Si no reconoces uno, ciérralo y cambia tu contraseña."
    >
      {query.isPending ? (
        <p className="text-sm text-slate-600">Cargando sesiones...</p>
      ) : query.isError ? (
        <FormAlert title="No se pudieron cargar tus sesiones" />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Sesiones">
          {query.data.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-baseline gap-x-2 py-2 text-sm">
              <span className="font-medium text-slate-900">{session.device}</span>
              {session.current && (
                <span className="rounded bg-emerald-100 px-1.5 text-xs font-semibold text-emerald-800">
                  Este dispositivo
                </span>
              )}
              <span className="w-full text-slate-600">
                Último uso: {formatDateTime(session.lastSeenAt)} · Inició:{' '}
                {formatDateTime(session.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        disabled={others === 0}
        pending={close.isPending}
        pendingText="Cerrando..."
        onClick={onClose}
      >
        Cerrar las demás
      </Button>
    </SectionCard>
  );
}
