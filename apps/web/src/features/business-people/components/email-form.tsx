// One e-mail field and its button: the invitation and the transfer forms.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/form/button';
import { TextField } from '../../../components/form/text-field';

export function EmailForm({
  label,
  hint,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  hint: string;
  submitLabel: string;
  pending: boolean;
  error: string | undefined;
  /** Answers whether it was sent, to clear the field. */
  onSubmit: (email: string) => Promise<boolean>;
}) {
  const [email, setEmail] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit(email.trim())) setEmail('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate>
      <TextField
        label={label}
        hint={hint}
        type="email"
        autoComplete="off"
        value={email}
        error={error}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" pending={pending} pendingText="Enviando...">
        {submitLabel}
      </Button>
    </form>
  );
}
