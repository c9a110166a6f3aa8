// The affiliate's referral code: idle, checking, verified (the field locks; 'Limpiar' unlocks it)
// or refused, with the product's texts.
import { useEffect, useEffectEvent, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { REFERRAL_MESSAGES } from '@drd/shared/api/referrals';
import { Button } from '../../../components/form/button';
import { controlClass, Field } from '../../../components/form/field';
import { toast } from '../../../components/ui/toast-store';
import { useVerifyReferralCode } from '../api/verify-referral-code';
import type { WizardValues } from '../wizard-values';

type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'success'; username: string }
  | { kind: 'error'; message: string };

export function ReferralCodeField() {
  const {
    register,
    control,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const code = useWatch({ control, name: 'referralCode' });
  // A code already there (a referral link, the draft) is being checked as the step opens.
  const [state, setState] = useState<State>(() =>
    code.trim() ? { kind: 'checking' } : { kind: 'idle' },
  );
  const verify = useVerifyReferralCode();

  /** Asks the server; the state changes only in its answers. */
  const ask = (value: string, quiet: boolean) =>
    verify.mutate(value, {
      onSuccess: (answer) => {
        if (answer.valid && answer.affiliate) {
          setState({ kind: 'success', username: answer.affiliate.username });
          clearErrors('referralCode');
          if (!quiet)
            toast({
              title: 'Código verificado',
              description: `Te refirió ${answer.affiliate.username}`,
            });
        } else {
          setState({ kind: 'error', message: answer.error ?? REFERRAL_MESSAGES.invalid });
          if (!quiet)
            toast({
              title: 'Código inválido',
              description: REFERRAL_MESSAGES.invalid,
              variant: 'destructive',
            });
        }
      },
      onError: () => {
        setState({ kind: 'error', message: 'No se pudo verificar el código de referido' });
        if (!quiet) {
          toast({
            title: 'Error de verificación',
            description: 'No se pudo verificar el código de referido',
            variant: 'destructive',
          });
        }
      },
    });

  const check = () => {
    const value = code.trim();
    if (!value) return setState({ kind: 'error', message: REFERRAL_MESSAGES.empty });
    setState({ kind: 'checking' });
    ask(value, false);
  };

  // A code filled in from a referral link, or kept in the draft, is checked as the step opens.
  const checkOnOpen = useEffectEvent(() => {
    if (code.trim()) ask(code.trim(), true);
  });
  useEffect(() => {
    checkOnOpen();
  }, []);

  const locked = state.kind === 'success';
  const field = register('referralCode', {
    onChange: () => setState({ kind: 'idle' }),
  });
  return (
    <div className="space-y-2">
      <Field
        label="Código de referido (opcional)"
        hint="Si un afiliado te recomendó Directorio RD, escribe su código."
        error={state.kind === 'error' ? state.message : errors.referralCode?.message}
      >
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              readOnly={locked}
              className={`${controlClass(
                state.kind === 'error' ? state.message : errors.referralCode?.message,
              )} read-only:bg-slate-100`}
              {...field}
            />
            {locked ? (
              <Button
                variant="secondary"
                className="shrink-0"
                onClick={() => {
                  setValue('referralCode', '', { shouldDirty: true });
                  setState({ kind: 'idle' });
                }}
              >
                Limpiar
              </Button>
            ) : (
              <Button
                variant="secondary"
                className="shrink-0"
                pending={state.kind === 'checking'}
                pendingText="Verificando..."
                onClick={() => check()}
              >
                Verificar
              </Button>
            )}
          </div>
        )}
      </Field>
      {state.kind === 'success' && (
        <p role="status" className="text-sm font-medium text-emerald-800">
          Código verificado: te refirió {state.username}.
        </p>
      )}
    </div>
  );
}
