import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, type PayoutDetailsBody } from '@drd/shared/api/account';
import { Button } from '../../../components/form/button';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { usePayoutDetails } from '../api/get-payout-details';
import { useSavePayoutDetails } from '../api/save-payout-details';
import { fieldErrorsFrom } from './field-errors';
import { SectionCard } from './section-card';

type Method = PayoutDetailsBody['method'];
const EMPTY = { bankName: '', accountNumber: '', accountHolder: '', paypalEmail: '' };

function PayoutForm({ saved }: { saved: PayoutDetailsBody | null }) {
  const [method, setMethod] = useState<Method>(saved?.method ?? 'bank');
  const [values, setValues] = useState({ ...EMPTY, ...saved });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePayoutDetails();
  const bind = (field: keyof typeof EMPTY) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value })),
    error: errors[field],
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: PayoutDetailsBody =
      method === 'paypal'
        ? { method, paypalEmail: values.paypalEmail }
        : {
            method,
            bankName: values.bankName,
            accountNumber: values.accountNumber,
            accountHolder: values.accountHolder,
          };
    save.mutate(body, {
      onSuccess: () => {
        setErrors({});
        toast({ title: ACCOUNT_MESSAGES.payoutSaved });
      },
      onError: (error) => {
        setErrors(fieldErrorsFrom(error));
        toast({
          title: 'Error',
          description: serverMessage(error, 'No se pudieron guardar tus datos de pago'),
          variant: 'destructive',
        });
      },
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium text-slate-800">Cómo quieres cobrar</legend>
        {(
          [
            ['bank', 'Transferencia bancaria'],
            ['paypal', 'PayPal'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="method"
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {method === 'bank' ? (
        <>
          <TextField label="Banco" required {...bind('bankName')} />
          <TextField
            label="Número de cuenta"
            inputMode="numeric"
            required
            {...bind('accountNumber')}
          />
          <TextField label="Titular de la cuenta" required {...bind('accountHolder')} />
        </>
      ) : (
        <TextField
          label="Correo de PayPal"
          type="email"
          autoComplete="email"
          required
          {...bind('paypalEmail')}
        />
      )}
      <Button type="submit" variant="secondary" pending={save.isPending} pendingText="Guardando...">
        Guardar datos de pago
      </Button>
    </form>
  );
}

/** An affiliate's payout details: the monthly batch shows them to the administrator who pays. */
export function PayoutSection() {
  const query = usePayoutDetails(true);
  return (
    <SectionCard
      title="Datos para cobrar tus comisiones"
      description="Los usamos solo para enviarte los pagos del programa de afiliados."
    >
      {query.isPending ? (
        <p className="text-sm text-slate-600">Cargando...</p>
      ) : (
        <PayoutForm saved={query.data?.details ?? null} />
      )}
    </SectionCard>
  );
}
