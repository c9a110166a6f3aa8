import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { z } from 'zod';
import { passwordSchema } from '@drd/shared/api/auth';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { ApiRequestError, serverMessage } from '../../../lib/api-client';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

const schema = z
  .object({ password: passwordSchema, repeat: z.string() })
  .refine((v) => v.password === v.repeat, {
    path: ['repeat'],
    error: 'Las contraseñas no coinciden',
  });
type Values = z.infer<typeof schema>;

/** The new password, set with the token of the mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', repeat: '' },
  });
  const confirm = useConfirmPasswordReset();
  const onSubmit = form.handleSubmit(({ password }) =>
    confirm.mutate(
      { token, password },
      {
        onError: (error) => {
          const message =
            error instanceof ApiRequestError ? error.body?.details?.password?.[0] : undefined;
          if (message) form.setError('password', { message });
        },
      },
    ),
  );

  if (confirm.isSuccess) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success" title="Contraseña cambiada">
          {confirm.data.message}
        </FormAlert>
        <Link
          to="/login"
          className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          Iniciar Sesión
        </Link>
      </div>
    );
  }
  const linkDead =
    confirm.isError && !(confirm.error instanceof ApiRequestError && confirm.error.body?.details);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {linkDead && (
        <FormAlert title="No se pudo cambiar la contraseña">
          {serverMessage(confirm.error, 'Revisa tu conexión e inténtalo de nuevo.')}{' '}
          <Link to="/olvide-contrasena" className="font-medium underline">
            Pedir un enlace nuevo
          </Link>
        </FormAlert>
      )}
      <TextField
        label="Contraseña nueva"
        type="password"
        autoComplete="new-password"
        required
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Repite la contraseña"
        type="password"
        autoComplete="new-password"
        required
        error={form.formState.errors.repeat?.message}
        {...form.register('repeat')}
      />
      <Button
        type="submit"
        className="w-full"
        pending={confirm.isPending}
        pendingText="Guardando..."
      >
        Cambiar contraseña
      </Button>
      <p className="text-xs text-slate-600">
        Al cambiarla se cerrarán todas tus sesiones abiertas, también en otros dispositivos.
      </p>
    </form>
  );
}
