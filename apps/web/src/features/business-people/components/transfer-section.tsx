// 'Transferir': the business goes to another account once that account accepts the mailed link.
import { useState } from 'react';
import type { BusinessPeople } from '@drd/shared/api/managers';
import { formatDate } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useCancelTransfer } from '../api/cancel-transfer';
import { useStartTransfer } from '../api/start-transfer';
import { EmailForm } from './email-form';

export function TransferSection({
  businessId,
  transfer,
}: {
  businessId: number;
  transfer: BusinessPeople['transfer'];
}) {
  const start = useStartTransfer(businessId);
  const cancel = useCancelTransfer(businessId);
  const [error, setError] = useState<string>();
  const send = async (email: string) => {
    setError(undefined);
    try {
      await start.mutateAsync(email);
      toast({ title: 'Enviamos el enlace de transferencia' });
      return true;
    } catch (failure) {
      setError(serverMessage(failure, 'No se pudo enviar el enlace'));
      return false;
    }
  };
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold">Transferir</h3>
      <p className="text-sm text-slate-700">
        El negocio y su plan pasan a otra cuenta cuando esa persona acepta el enlace. Después ya no
        lo verás en tus negocios, y tus gestores dejarán de tener acceso.
      </p>
      {transfer ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3">
          <p className="min-w-0 break-words text-sm text-amber-950">
            Esperando a que <strong>{transfer.email}</strong> acepte (vence el{' '}
            {formatDate(transfer.expiresAt)}).
          </p>
          <Button
            variant="secondary"
            pending={cancel.isPending}
            pendingText="Cancelando..."
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => toast({ title: 'Transferencia cancelada' }),
                onError: (failure) =>
                  toast({
                    title: serverMessage(failure, 'No se pudo cancelar'),
                    variant: 'destructive',
                  }),
              })
            }
          >
            Cancelar transferencia
          </Button>
        </div>
      ) : (
        <EmailForm
          label="Correo del nuevo dueño"
          hint="Debe aceptar con su cuenta de Directorio RD."
          submitLabel="Transferir negocio"
          pending={start.isPending}
          error={error}
          onSubmit={send}
        />
      )}
    </div>
  );
}
