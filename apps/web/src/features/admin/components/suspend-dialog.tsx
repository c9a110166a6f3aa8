import { useState } from 'react';
import { ADMIN_CONSOLE_MESSAGES } from '@drd/shared/api/admin-console';
import { serverMessage } from '../../../lib/api-client';
import { TextareaField } from '../../../components/form/textarea-field';
import { toast } from '../../../components/ui/toast-store';
import { useChangeBusinessState } from '../api/change-business-state';
import { FormDialog } from './form-dialog';

const REASON_MIN = 10;

/** Suspend or unpublish with the reason the owner reads; null keeps the dialog closed. */
export function SuspendDialog({
  business,
  kind,
  onClose,
}: {
  business: { id: number; name: string };
  kind: 'suspended' | 'unpublished' | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const change = useChangeBusinessState();
  const suspend = kind === 'suspended';
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = () => {
    if (!kind) return;
    if (reason.trim().length < REASON_MIN) {
      setError(`Escribe el motivo que leerá el dueño (al menos ${REASON_MIN} caracteres)`);
      return;
    }
    change.mutate(
      { id: business.id, kind, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({
            title: suspend ? ADMIN_CONSOLE_MESSAGES.suspended : ADMIN_CONSOLE_MESSAGES.unpublished,
            description: `«${business.name}» ya no aparece en el directorio.`,
          });
          close();
        },
        onError: (failure) => setError(serverMessage(failure, 'No se pudo cambiar el estado.')),
      },
    );
  };
  return (
    <FormDialog
      open={kind !== null}
      onOpenChange={(open) => !open && close()}
      title={`${suspend ? 'Suspender' : 'Despublicar'} «${business.name}»`}
      description="El negocio deja de aparecer en el directorio, las búsquedas, el mapa y el sitemap. El dueño conserva su panel y recibe el motivo por correo."
      submitLabel={suspend ? 'Suspender' : 'Despublicar'}
      pendingText="Guardando..."
      pending={change.isPending}
      destructive
      onSubmit={submit}
    >
      <TextareaField
        label="Motivo para el dueño"
        required
        rows={3}
        maxLength={1000}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
