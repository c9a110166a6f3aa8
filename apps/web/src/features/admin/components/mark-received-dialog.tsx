import { useState } from 'react';
import { markReceivedBodySchema, type AdminPayment } from '@drd/shared/api/payments';
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

const CURRENCIES = [
  { value: 'DOP', label: 'RD$ (pesos)' },
  { value: 'USD', label: 'US$ (dólares)' },
] as const;

interface MarkReceivedDialogProps {
  payment: AdminPayment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Records a manual payment as received: the money counted and its currency, how it was paid and,
 * optionally, its reference; sent with the payment's version (a payment decided meanwhile: 409).
 */
export function MarkReceivedDialog({ payment, open, onOpenChange }: MarkReceivedDialogProps) {
  const [method, setMethod] = useState<MarkReceivedInput['method']>('bank_transfer');
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<MarkReceivedInput['currency']>('DOP');
  const [amountError, setAmountError] = useState<string>();
  const mark = useMarkPaymentReceived();
  const who = payment.business?.name ?? `el pago #${payment.id}`;
  const submit = () => {
    // The API's own rule, so the message is the one it would answer.
    const checked = markReceivedBodySchema.shape.amount.safeParse(amount);
    if (!checked.success) {
      setAmountError(checked.error.issues[0]?.message);
      return;
    }
    setAmountError(undefined);
    mark.mutate(
      {
        id: payment.id,
        version: payment.version,
        method,
        amount: checked.data,
        currency,
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: 'Pago recibido', description: `El pago de ${who} quedó registrado.` });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessage(error, 'No se pudo marcar el pago como recibido.'),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Marcar pago recibido"
      description={`${formatUsdAmount(payment.amount)} de ${who}, referencia ${payment.reference}.`}
      submitLabel="Marcar recibido"
      pendingText="Guardando..."
      pending={mark.isPending}
      onSubmit={submit}
    >
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3">
        <TextField
          label="Monto recibido"
          inputMode="decimal"
          autoComplete="off"
          placeholder="3500.00"
          maxLength={12}
          required
          value={amount}
          error={amountError}
          onChange={(event) => {
            setAmount(event.target.value);
            setAmountError(undefined);
          }}
        />
        <SelectField
          label="Moneda"
          options={CURRENCIES}
          value={currency}
          onChange={(event) => setCurrency(event.target.value as MarkReceivedInput['currency'])}
        />
      </div>
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
