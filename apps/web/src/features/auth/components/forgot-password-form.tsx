import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import {
  passwordResetRequestSchema,
  type PasswordResetRequest,
} from '@drd/shared/api/password-reset';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { serverMessage } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** Asks for the reset link by username or e-mail; the answer never tells whether one exists. */
export function ForgotPasswordForm() {
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { login: '' },
  });
  const request = useRequestPasswordReset();
  const onSubmit = form.handleSubmit((values) => request.mutate(values));

  if (request.isSuccess) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success" title="Revisa tu correo">
          {request.data.message}
        </FormAlert>
        <p className="text-sm text-slate-600">
          El enlace sirve una sola vez durante una hora. Si no llega en unos minutos, revisa la
          carpeta de correo no deseado.
        </p>
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          Volver a iniciar sesión
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {request.isError && (
        <FormAlert title="No se pudo enviar el enlace">
          {serverMessage(request.error, 'Revisa tu conexión e inténtalo de nuevo.')}
        </FormAlert>
      )}
      <TextField
        label="Usuario o correo electrónico"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={form.formState.errors.login?.message}
        {...form.register('login')}
      />
      <Button
        type="submit"
        className="w-full"
        pending={request.isPending}
        pendingText="Enviando..."
      >
        Enviar enlace
      </Button>
      <p className="text-center text-sm">
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          Volver a iniciar sesión
        </Link>
      </p>
    </form>
  );
}
