// Sending the registration and everything that can follow: success ('Mis negocios' with the new
// business and its next step), duplicates to
// claim, field messages to show in place, missing fields, an expired session or a lost network.
// Whatever fails, the form and its saved draft stay as they were.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { UseFormReturn } from 'react-hook-form';
import {
  REGISTRATION_MESSAGES,
  missingRegistrationFields,
  type DuplicateCandidate,
  type Registration,
  type RegistrationAnswer,
} from '@drd/shared/api/registration';
import { REFERRAL_MESSAGES } from '@drd/shared/api/referrals';
import { toast } from '../../../components/ui/toast-store';
import { newBusinessPath } from '../../../lib/new-business-path';
import type { ClaimAnswer } from '../api/create-claim';
import { useRegisterBusiness } from '../api/register-business';
import { readSubmitError, submitErrorDescription, SUBMIT_FAILED } from '../submit-error';
import type { WizardValues } from '../wizard-values';

export type Problem =
  | { kind: 'missing'; fields: string[] }
  | { kind: 'session' }
  | { kind: 'network' }
  | { kind: 'other'; message: string };

interface Options {
  form: UseFormReturn<WizardValues, unknown, Registration>;
  userId: number;
  /** The owner placed or confirmed the pin; otherwise the listing is 'Ubicación aproximada'. */
  pinPlaced: boolean;
  onFieldErrors: (paths: string[]) => void;
  onDone: () => void;
}

export function successDescription(answer: RegistrationAnswer): string {
  const free = Number(answer.transaction.amount) === 0;
  const next = free
    ? 'Tu código de oferta cubre el primer año: no se te cobrará nada. Un administrador revisará tu negocio antes de publicarlo; síguelo en «Mis negocios».'
    : 'Encontrarás las instrucciones de pago en «Mis negocios». Un administrador revisará tu negocio antes de publicarlo.';
  // The business is registered either way; the owner learns why the code did not count.
  return answer.referral === 'self' ? `${REFERRAL_MESSAGES.self} ${next}` : next;
}

export function useWizardSubmit({ form, pinPlaced, onFieldErrors, onDone }: Options) {
  const navigate = useNavigate();
  const mutation = useRegisterBusiness();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [duplicates, setDuplicates] = useState<DuplicateCandidate[] | null>(null);

  const fail = (error: unknown) => {
    const failure = readSubmitError(error);
    if (failure.kind === 'duplicates') {
      setDuplicates(failure.candidates);
      return;
    }
    toast({
      title: SUBMIT_FAILED,
      description: submitErrorDescription(error),
      variant: 'destructive',
    });
    if (failure.kind === 'fields') {
      for (const [path, message] of Object.entries(failure.details)) {
        form.setError(path as keyof WizardValues, { type: 'server', message });
      }
      setProblem({ kind: 'other', message: failure.message });
      onFieldErrors(Object.keys(failure.details));
    } else if (failure.kind === 'missing') {
      setProblem({ kind: 'missing', fields: failure.fields });
      onFieldErrors(failure.fields);
    } else {
      setProblem(failure);
    }
  };

  const send = (data: Registration) => {
    setProblem(null);
    mutation.mutate(
      { ...data, pinConfirmed: pinPlaced },
      {
        onSuccess: (answer) => {
          onDone();
          toast({ title: REGISTRATION_MESSAGES.success, description: successDescription(answer) });
          // Where the next step is: the new business, open, with what happens now (issue #32).
          void navigate(newBusinessPath(answer.business.id));
        },
        onError: fail,
      },
    );
  };

  return {
    send,
    problem,
    duplicates,
    isPending: mutation.isPending,
    /** The required-fields check of the submit, listing every missing field at once. */
    reportMissing: () => {
      const missing = missingRegistrationFields(form.getValues());
      setProblem(missing.length > 0 ? { kind: 'missing', fields: missing } : null);
    },
    acceptNotDuplicate: () => {
      const ids = new Set([
        ...form.getValues('notDuplicateOf'),
        ...(duplicates ?? []).map((c) => c.id),
      ]);
      form.setValue('notDuplicateOf', [...ids]);
      setDuplicates(null);
    },
    dismissDuplicates: () => setDuplicates(null),
    claimed: (answer: ClaimAnswer) => {
      onDone();
      toast({
        title: answer.message,
        description: answer.businessHasOwner
          ? 'El negocio ya tiene dueño: un administrador revisará tu solicitud y te avisará.'
          : 'Cuando se apruebe, el negocio aparecerá en «Mis negocios».',
      });
      void navigate('/mis-negocios');
    },
  };
}
