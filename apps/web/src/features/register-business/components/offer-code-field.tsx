// An offer code: upper-cased as typed, checked with 'Validar' (unknown, checking, valid or
// invalid); any edit makes it unknown again. A valid code means one free year.
import { useEffect, useEffectEvent, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { OFFER_CODE_MESSAGES } from '@drd/shared/api/offer-codes';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { controlClass, Field } from '../../../components/form/field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useValidateOfferCode } from '../api/validate-offer-code';
import type { WizardValues } from '../wizard-values';

type State = 'unknown' | 'checking' | 'valid' | 'invalid';

export function OfferCodeField() {
  const {
    register,
    control,
    clearErrors,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const code = useWatch({ control, name: 'offerCode' });
  // A code kept in the draft is being checked again as the step opens after a reload.
  const [state, setState] = useState<State>(() => (code.trim() ? 'checking' : 'unknown'));
  const [message, setMessage] = useState<string | null>(null);
  const validate = useValidateOfferCode();

  /** Asks the server; the state changes only in its answers. */
  const ask = (value: string, quiet: boolean) =>
    validate.mutate(value, {
      onSuccess: (answer) => {
        setState(answer.valid ? 'valid' : 'invalid');
        setMessage(answer.valid ? null : (answer.error ?? OFFER_CODE_MESSAGES.invalid));
        if (answer.valid) clearErrors('offerCode');
        if (quiet) return;
        toast(
          answer.valid
            ? { title: OFFER_CODE_MESSAGES.valid, description: OFFER_CODE_MESSAGES.free }
            : {
                title: OFFER_CODE_MESSAGES.invalid,
                description: answer.error ?? OFFER_CODE_MESSAGES.invalid,
                variant: 'destructive',
              },
        );
      },
      onError: (error) => {
        // The server's own words when it has some (too many tries), else a generic failure.
        const text = serverMessage(error, 'Error al validar el código');
        setState('unknown');
        setMessage(text);
        if (!quiet) toast({ title: text, variant: 'destructive' });
      },
    });

  const check = () => {
    const value = code.trim();
    if (!value) {
      setState('invalid');
      return setMessage(OFFER_CODE_MESSAGES.empty);
    }
    setState('checking');
    setMessage(null);
    ask(value, false);
  };

  const checkOnOpen = useEffectEvent(() => {
    if (code.trim()) ask(code.trim(), true);
  });
  useEffect(() => {
    checkOnOpen();
  }, []);

  const field = register('offerCode', {
    setValueAs: (v: string) => v.toUpperCase(),
    onChange: (e: { target: HTMLInputElement }) => {
      e.target.value = e.target.value.toUpperCase();
      setState('unknown');
      setMessage(null);
    },
  });
  return (
    <div className="space-y-2">
      <Field
        label="Código de oferta (opcional)"
        hint="Un código de oferta te da un año de publicación gratis."
        error={message ?? errors.offerCode?.message}
      >
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              className={controlClass(message ?? errors.offerCode?.message)}
              {...field}
            />
            <Button
              variant="secondary"
              className="shrink-0"
              pending={state === 'checking'}
              pendingText="Validando..."
              onClick={() => check()}
            >
              Validar
            </Button>
          </div>
        )}
      </Field>
      {state === 'valid' && (
        <FormAlert tone="success" title={OFFER_CODE_MESSAGES.valid}>
          {OFFER_CODE_MESSAGES.free}
        </FormAlert>
      )}
    </div>
  );
}
