import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@drd/shared/api/account';
import { PASSWORD_MIN_LENGTH } from '@drd/shared/constants';
import { Button } from '../../../components/form/button';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { fieldErrorsFrom } from './field-errors';
import { SectionCard } from './section-card';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

export function PasswordSection() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();
  const bind = (field: keyof typeof EMPTY) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value })),
    error: errors[field],
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (values.newPassword !== values.confirm) {
      setErrors({ confirm: 'Las contraseñas no coinciden' });
      return;
    }
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setErrors({});
          toast({
            title: ACCOUNT_MESSAGES.passwordChanged,
            description: 'Cerramos la sesión en tus otros dispositivos',
          });
        },
        onError: (error) => {
          setErrors(fieldErrorsFrom(error));
          toast({
            title: 'Error',
            description: serverMessage(error, 'No se pudo cambiar la contraseña'),
            variant: 'destructive',
          });
        },
      },
    );
  };
  return (
    <SectionCard
      title="Contraseña"
      description="Al cambiarla se cierra la sesión en tus otros dispositivos."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          required
          {...bind('currentPassword')}
        />
        <TextField
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          required
          hint={`Mínimo ${PASSWORD_MIN_LENGTH} caracteres`}
          {...bind('newPassword')}
        />
        <TextField
          label="Confirmar nueva contraseña"
          type="password"
          autoComplete="new-password"
          required
          {...bind('confirm')}
        />
        <Button
          type="submit"
          variant="secondary"
          pending={change.isPending}
          pendingText="Cambiando..."
        >
          Cambiar contraseña
        </Button>
      </form>
    </SectionCard>
  );
}
