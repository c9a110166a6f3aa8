// The visitor's question form, loaded when asked for (questions-section.tsx): the question, an
// optional name (its first word is shown), the e-mail the confirmation link goes to (not needed
// when signed in with a confirmed one), and a field people never see that robots fill.
import { useState, type FormEvent } from 'react';
import { QUESTION_MESSAGES } from '@drd/shared/api/questions';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { PrivacyConsent } from '../../../components/form/privacy-consent';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { sendFailure } from '../../../lib/send-failure';
import { usePostQuestion } from '../api/post-question';

type Errors = Partial<Record<'question' | 'askerName' | 'askerEmail', string>>;

export function AskForm({ businessId }: { businessId: number }) {
  const send = usePostQuestion(businessId);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        {send.data.message || QUESTION_MESSAGES.created}
      </p>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const found: Errors = {};
    if (text('question').length < 5) found.question = 'La pregunta es muy corta';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    send.mutate(
      {
        question: text('question'),
        askerName: text('askerName') || null,
        askerEmail: text('askerEmail') || null,
        website: text('website'),
      },
      {
        onError: (error) => {
          const { fields, message } = sendFailure(
            error,
            'No se pudo enviar tu pregunta. Inténtalo de nuevo.',
          );
          if (fields) setErrors(fields);
          setFailure(message);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Hacer una pregunta">
      <TextareaField
        label="Tu pregunta"
        name="question"
        required
        maxLength={500}
        error={errors.question}
      />
      <TextField
        label="Tu nombre (opcional)"
        name="askerName"
        autoComplete="given-name"
        maxLength={80}
        hint="Solo mostramos tu primer nombre."
        error={errors.askerName}
      />
      <TextField
        label="Tu correo (no se publica)"
        name="askerEmail"
        type="email"
        autoComplete="email"
        maxLength={254}
        hint="Te enviamos un enlace para confirmar tu pregunta. Con tu sesión iniciada y tu correo confirmado no hace falta."
        error={errors.askerEmail}
      />
      <HoneypotField />
      {failure && <FormAlert title={failure} />}
      <p className="text-xs text-slate-600">
        Las preguntas y sus respuestas se publican después de que un administrador las revise.
      </p>
      <PrivacyConsent />
      <Button type="submit" pending={send.isPending} pendingText="Enviando...">
        Enviar pregunta
      </Button>
    </form>
  );
}
