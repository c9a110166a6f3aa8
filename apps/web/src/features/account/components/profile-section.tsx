import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@drd/shared/api/account';
import type { CurrentUser } from '@drd/shared/api/auth';
import { Button } from '../../../components/form/button';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { fieldErrorsFrom } from './field-errors';
import { SectionCard } from './section-card';

export function ProfileSection({ user }: { user: CurrentUser }) {
  const [fullName, setFullName] = useState(user.fullName);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateProfile();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { fullName, phone },
      {
        onSuccess: (saved) => {
          setErrors({});
          setPhone(saved.phone ?? '');
          toast({ title: ACCOUNT_MESSAGES.profileSaved });
        },
        onError: (error) => {
          setErrors(fieldErrorsFrom(error));
          toast({
            title: 'Error',
            description: serverMessage(error, 'No se pudieron guardar tus datos'),
            variant: 'destructive',
          });
        },
      },
    );
  };
  return (
    <SectionCard title="Tus datos" description={`Usuario: ${user.username}`}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Nombre completo"
          name="fullName"
          autoComplete="name"
          required
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          error={errors.fullName}
        />
        <TextField
          label="Teléfono (opcional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={errors.phone}
        />
        <Button type="submit" pending={update.isPending} pendingText="Guardando...">
          Guardar
        </Button>
      </form>
    </SectionCard>
  );
}
