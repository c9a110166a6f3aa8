// 'Personas' in the owner's panel: the owner, up to 5 managers and the invitations still open
// (decision 030). Managers edit content and facts and read statistics and messages.
import { useState } from 'react';
import { MAX_MANAGERS } from '@drd/shared/api/managers';
import { formatDate } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { ConfirmDialog } from '../../../components/form/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useInviteManager } from '../api/invite-manager';
import { usePeople } from '../api/get-people';
import { useRemoveManager } from '../api/remove-manager';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { EmailForm } from './email-form';
import { TransferSection } from './transfer-section';

const ROW = 'flex flex-wrap items-center justify-between gap-2 py-3';

export function PeopleCard({ businessId }: { businessId: number }) {
  const people = usePeople(businessId);
  const invite = useInviteManager(businessId);
  const remove = useRemoveManager(businessId);
  const revoke = useRevokeInvitation(businessId);
  const [removing, setRemoving] = useState<{ userId: number; name: string } | null>(null);
  const [inviteError, setInviteError] = useState<string>();
  if (!people.data) return null;
  const { owner, managers, invitations } = people.data;
  const full = managers.length + invitations.length >= MAX_MANAGERS;

  const sendInvitation = async (email: string) => {
    setInviteError(undefined);
    try {
      await invite.mutateAsync(email);
      toast({ title: 'Invitación enviada', description: `Enviamos el enlace a ${email}.` });
      return true;
    } catch (error) {
      setInviteError(serverMessage(error, 'No se pudo enviar la invitación'));
      return false;
    }
  };
  const done = (title: string) => ({
    onSuccess: () => toast({ title }),
    onError: (error: Error) =>
      toast({ title: serverMessage(error, 'No se pudo guardar'), variant: 'destructive' }),
  });

  return (
    <section
      aria-labelledby="personas"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div>
        <h2 id="personas" className="text-lg font-semibold">
          Personas
        </h2>
        <p className="text-sm text-slate-700">
          Invita hasta {MAX_MANAGERS} gestores: editan el perfil y el contenido y leen las
          estadísticas y los mensajes. Solo tú pagas, transfieres y eliges a las personas.
        </p>
      </div>
      <ul className="divide-y divide-slate-200" aria-label="Personas del negocio">
        {owner && (
          <li className={ROW}>
            <span className="min-w-0 break-words">
              <span className="font-medium">{owner.fullName}</span>
              <span className="block text-sm text-slate-600">{owner.email}</span>
            </span>
            <span className="text-sm font-medium text-slate-700">Dueño</span>
          </li>
        )}
        {managers.map((m) => (
          <li key={m.userId} className={ROW}>
            <span className="min-w-0 break-words">
              <span className="font-medium">{m.fullName}</span>
              <span className="block text-sm text-slate-600">
                {m.email} · Gestor desde el {formatDate(m.since)}
              </span>
            </span>
            <Button
              variant="secondary"
              onClick={() => setRemoving({ userId: m.userId, name: m.fullName })}
            >
              Quitar
            </Button>
          </li>
        ))}
        {invitations.map((i) => (
          <li key={i.id} className={ROW}>
            <span className="min-w-0 break-words">
              <span className="font-medium">{i.email}</span>
              <span className="block text-sm text-slate-600">
                Invitación pendiente · vence el {formatDate(i.expiresAt)}
              </span>
            </span>
            <Button
              variant="secondary"
              pending={revoke.isPending && revoke.variables === i.id}
              pendingText="Cancelando..."
              onClick={() => revoke.mutate(i.id, done('Invitación cancelada'))}
            >
              Cancelar invitación
            </Button>
          </li>
        ))}
      </ul>
      {full ? (
        <p className="text-sm text-slate-700">
          Ya tienes {MAX_MANAGERS} gestores o invitaciones abiertas.
        </p>
      ) : (
        <EmailForm
          label="Correo de la persona que quieres invitar"
          hint="Le enviaremos un enlace; lo acepta con su cuenta de Directorio RD."
          submitLabel="Invitar gestor"
          pending={invite.isPending}
          error={inviteError}
          onSubmit={sendInvitation}
        />
      )}
      <TransferSection businessId={businessId} transfer={people.data.transfer} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`¿Quitar a ${removing?.name ?? ''}?`}
        description="Dejará de ver y editar este negocio."
        confirmLabel="Quitar"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.userId, {
            ...done('Gestor eliminado'),
            onSettled: () => setRemoving(null),
          })
        }
      />
    </section>
  );
}
