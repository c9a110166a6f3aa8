import { useState } from 'react';
import { ADMIN_CONSOLE_MESSAGES } from '@drd/shared/api/admin-console';
import { serverMessage } from '../../../lib/api-client';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { toast } from '../../../components/ui/toast-store';
import { useTransferBusiness } from '../api/transfer-business';
import { FormDialog } from './form-dialog';

/** Hands a business to another account at once: the admin decided, so no link to accept. */
export function TransferDialog({
  business,
  open,
  onClose,
}: {
  business: { id: number; name: string };
  open: boolean;
  onClose: () => void;
}) {
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const transfer = useTransferBusiness();
  const close = () => {
    setTo('');
    setNote('');
    setError(undefined);
    onClose();
  };
  const submit = () => {
    if (!to.trim()) {
      setError('Escribe el usuario o el correo de la cuenta que lo recibe');
      return;
    }
    transfer.mutate(
      { id: business.id, to: to.trim(), ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          toast({
            title: ADMIN_CONSOLE_MESSAGES.transferred,
            description: `«${business.name}» es ahora de ${to.trim()}.`,
          });
          close();
        },
        onError: (failure) => setError(serverMessage(failure, 'No se pudo transferir.')),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={`Transferir «${business.name}»`}
      description="El negocio, su plan y su panel pasan a esa cuenta ahora mismo. El dueño anterior y los gestores reciben un correo y dejan de verlo; las invitaciones pendientes se cancelan y el sello de verificado se retira."
      submitLabel="Transferir"
      pendingText="Transfiriendo..."
      pending={transfer.isPending}
      destructive
      onSubmit={submit}
    >
      <TextField
        label="Usuario o correo de la nueva cuenta"
        required
        autoComplete="off"
        maxLength={255}
        value={to}
        error={error}
        onChange={(event) => {
          setTo(event.target.value);
          setError(undefined);
        }}
      />
      <TextareaField
        label="Nota para el historial (opcional)"
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialog>
  );
}
