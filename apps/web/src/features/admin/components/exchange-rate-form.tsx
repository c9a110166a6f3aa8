import { useState, type FormEvent } from 'react';
import { formatPlanPrice } from '@drd/shared/plan-price';
import { Button } from '../../../components/form/button';
import { TextField } from '../../../components/form/text-field';
import { useDopPerUsd } from '../../../components/subscription/get-exchange-rate';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useSaveExchangeRate } from '../api/save-exchange-rate';

/** The RD$ per US$ rate owners see beside every plan price (plans are charged in US$). */
export function ExchangeRateForm() {
  const current = useDopPerUsd();
  const save = useSaveExchangeRate();
  const [text, setText] = useState<string | null>(null);
  const value = text ?? (current === null ? '' : String(current));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Number(value.replace(',', '.')), {
      onSuccess: ({ dopPerUsd }) => {
        setText(null);
        toast({
          title: 'Tasa guardada',
          description: `Un plan de US$ 60 se verá como ${formatPlanPrice(60, dopPerUsd)}.`,
        });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'No se pudo guardar la tasa.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Tasa del dólar"
      className="grid grid-cols-1 items-end gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto]"
    >
      <TextField
        label="Pesos por dólar (RD$ por US$ 1)"
        hint="Los precios de los planes se muestran en US$ y en RD$ aproximados con esta tasa."
        inputMode="decimal"
        value={value}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" pending={save.isPending}>
        Guardar tasa
      </Button>
    </form>
  );
}
