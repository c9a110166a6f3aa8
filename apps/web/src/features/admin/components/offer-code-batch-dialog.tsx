import { useState } from 'react';
import { OFFER_CODE_BATCH_MAX } from '@drd/shared/api/offer-codes';
import { serverMessage } from '../../../lib/api-client';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useCreateOfferCodes } from '../api/create-offer-codes';
import { FormDialog } from './form-dialog';

/** 'Generar varios': how many, what for (the label) and the last day they work. */
export function OfferCodeBatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [count, setCount] = useState('10');
  const [label, setLabel] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateOfferCodes();
  const close = () => {
    setError(undefined);
    onClose();
  };
  const submit = () => {
    const n = Number(count);
    if (!Number.isInteger(n) || n < 1 || n > OFFER_CODE_BATCH_MAX) {
      setError(`Indica cuántos, de 1 a ${OFFER_CODE_BATCH_MAX}`);
      return;
    }
    create.mutate(
      {
        count: n,
        ...(label.trim() ? { label: label.trim() } : {}),
        ...(expiresOn ? { expiresOn } : {}),
      },
      {
        onSuccess: (codes) => {
          toast({
            title: codes.length === 1 ? '1 código generado' : `${codes.length} códigos generados`,
            description: label.trim() || undefined,
          });
          setLabel('');
          setExpiresOn('');
          close();
        },
        onError: (failure) => setError(serverMessage(failure, 'No se pudieron generar.')),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Generar varios códigos"
      description="Cada código da un año de publicación gratis y sirve una sola vez. La etiqueta dice para qué son (una feria, un aliado)."
      submitLabel="Generar"
      pendingText="Generando..."
      pending={create.isPending}
      onSubmit={submit}
    >
      <TextField
        label="Cuántos"
        type="number"
        inputMode="numeric"
        min={1}
        max={OFFER_CODE_BATCH_MAX}
        required
        value={count}
        error={error}
        onChange={(event) => {
          setCount(event.target.value);
          setError(undefined);
        }}
      />
      <TextField
        label="Etiqueta (opcional)"
        maxLength={100}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
      />
      <TextField
        label="Último día válido (opcional)"
        type="date"
        value={expiresOn}
        onChange={(event) => setExpiresOn(event.target.value)}
      />
    </FormDialog>
  );
}
