import { useState } from 'react';
import type { AdminPayment } from '@drd/shared/api/payments';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useMarkPaymentReceived, type MarkReceivedInput } from '../api/mark-payment-received';
import { formatUsdAmount } from '../labels';
import { FormDialog } from './form-dialog';

const METHODS = [
  { value: 'bank_transfer', label: 'Transferencia bancaria' },
  { value: 'cash', label: 'Efectivo' },
] as const;

interface MarkReceivedDialogProps {
  payment: AdminPayment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Records a manual payment as received: how it was paid and, optionally, its reference. */
export function MarkReceivedDialog({ payment, open, onOpenChange }: MarkReceivedDialogProps) {
  const [method, setMethod] = useState<MarkReceivedInput['method']>('bank_transfer');
  const [reference, setReference] = useState('');
  const mark = useMarkPaymentReceived();
  const who = payment.business?.name ?? `el pago #${payment.id}`;
  const submit = () =>
    mark.mutate(
      { id: payment.id, method, ...(reference.trim() ? { reference: reference.trim() } : {}) },
      {
        onSuccess: ({ changed }) => {
          onOpenChange(false);
          toast(
            changed
              ? { title: 'Pago recibido', description: `El pago de ${who} quedó registrado.` }
              : {
                  title: 'Sin cambios',
                  description: 'Este pago ya estaba marcado como recibido.',
                },
          );
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessage(error, 'No se pudo marcar el pago como recibido.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Marcar pago recibido"
      description={`${formatUsdAmount(payment.amount)} de ${who}.`}
      submitLabel="Marcar recibido"
      pendingText="Guardando..."
      pending={mark.isPending}
      onSubmit={submit}
    >
      <SelectField
        label="Forma de pago"
        options={METHODS}
        value={method}
        onChange={(event) => setMethod(event.target.value as MarkReceivedInput['method'])}
      />
      <TextField
        label="Referencia (opcional)"
        hint="Número de la transferencia o del recibo."
        maxLength={200}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
    </FormDialog>
  );
}
