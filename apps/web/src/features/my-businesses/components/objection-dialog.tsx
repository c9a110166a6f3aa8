import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { TextareaField } from '../../../components/form/textarea-field';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useObjectToClaim } from '../api/object-to-claim';

const REASON_MIN = 10;
const REASON_MAX = 2000;

/** The owner says why a claim on their listing is wrong; the move stops until an admin decides. */
export function ObjectionDialog({
  claimId,
  businessName,
  open,
  onOpenChange,
}: {
  claimId: number;
  businessName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const object = useObjectToClaim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < REASON_MIN) {
      setError('El motivo debe tener al menos 10 caracteres');
      return;
    }
    object.mutate(
      { id: claimId, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          onOpenChange(false);
          toast({ title: 'Objeción enviada', description: answer.message });
        },
      },
    );
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !object.isPending && onOpenChange(next)}
      title={`Objetar el reclamo de «${businessName}»`}
      description="Cuéntanos por qué el negocio es tuyo. El traspaso se detiene y un administrador revisa el reclamo de nuevo."
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        {object.isError && (
          <FormAlert title={serverMessage(object.error, 'No se pudo enviar la objeción.')} />
        )}
        <TextareaField
          label="Motivo"
          required
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="secondary" disabled={object.isPending}>
              Cancelar
            </Button>
          </Dialog.Close>
          <Button type="submit" pending={object.isPending} pendingText="Enviando...">
            Enviar objeción
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
