import { useState, type FormEvent } from 'react';
import type { CurrentUser } from '@drd/shared/api/auth';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { serverMessage } from '../../../lib/api-client';
import { useChangeEmail } from '../api/change-email';
import { fieldErrorsFrom } from './field-errors';
import { SectionCard } from './section-card';

/** The new address gets a link; the account keeps the old one until it is opened. */
export function EmailSection({ user }: { user: CurrentUser }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangeEmail();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          setErrors({});
          setPassword('');
        },
        onError: (error) => {
          const fields = fieldErrorsFrom(error);
          setErrors(Object.keys(fields).length ? fields : { email: serverMessage(error, '') });
        },
      },
    );
  };
  return (
    <SectionCard
      title="Correo electrónico"
      description={
        <>
          Tu correo es <strong className="break-all">{user.email}</strong>
          {user.emailVerified ? ' (confirmado).' : ' (sin confirmar).'}
        </>
      }
    >
      {change.isSuccess ? (
        <FormAlert tone="success" title="Revisa tu nuevo correo">
          {change.data.message}
        </FormAlert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label="Nuevo correo electrónico"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <TextField
            label="Tu contraseña actual"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <Button
            type="submit"
            variant="secondary"
            pending={change.isPending}
            pendingText="Enviando..."
          >
            Cambiar correo
          </Button>
        </form>
      )}
    </SectionCard>
  );
}
