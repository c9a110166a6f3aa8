import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@drd/shared/constants';
import { PrivacyConsent } from '../../../components/form/privacy-consent';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useFocusFirstError } from '../../../components/form/use-focus-first-error';
import { serverMessage } from '../../../lib/api-client';
import { withNext } from '../../../lib/next-path';
import { useRegister } from '../api/register';
import { fieldErrorsFrom } from './field-errors';

const EMPTY = { username: '', email: '', fullName: '', phone: '', password: '', confirm: '' };
type Field = keyof typeof EMPTY;

/** The form's checks, in order, each with its toast. */
function validate(
  values: typeof EMPTY,
): { toast: string; errors: Partial<Record<Field, string>> } | null {
  const required: [Field, string][] = [
    ['username', 'El nombre de usuario es obligatorio'],
    ['email', 'El correo electrónico es obligatorio'],
    ['fullName', 'El nombre completo es obligatorio'],
    ['password', 'La contraseña es obligatoria'],
  ];
  const missing = Object.fromEntries(required.filter(([f]) => !values[f].trim()));
  if (Object.keys(missing).length > 0) {
    return { toast: 'Por favor completa todos los campos requeridos', errors: missing };
  }
  if (values.password !== values.confirm) {
    return {
      toast: 'Las contraseñas no coinciden',
      errors: { confirm: 'Las contraseñas no coinciden' },
    };
  }
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    const message = `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`;
    return { toast: message, errors: { password: message } };
  }
  return null;
}

interface RegisterFormProps {
  /** Where to go once signed in (a path of this site, already checked); home when null. */
  next?: string | null;
  /** The address an invitation was sent to: the account must have it to accept. */
  initialEmail?: string;
}

export function RegisterForm({ next = null, initialEmail = '' }: RegisterFormProps) {
  const [values, setValues] = useState({ ...EMPTY, email: initialEmail });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const register = useRegister();
  const navigate = useNavigate();
  const formRef = useFocusFirstError(errors);
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value })),
    error: errors[field],
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(values);
    setErrors(problem?.errors ?? {});
    if (problem) {
      toast({ title: 'Error', description: problem.toast, variant: 'destructive' });
      return;
    }
    const phone = values.phone.trim();
    register.mutate(
      {
        username: values.username.trim(),
        email: values.email.trim(),
        fullName: values.fullName.trim(),
        password: values.password,
        // An empty phone is left out of the payload.
        ...(phone ? { phone } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: 'Registro exitoso', description: 'Tu cuenta ha sido creada' });
          void navigate(next ?? '/');
        },
        onError: (error) => {
          setErrors(fieldErrorsFrom(error));
          toast({
            title: 'Error al registrarse',
            description: serverMessage(error, 'No se pudo completar el registro'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="Nombre de usuario" autoComplete="username" required {...bind('username')} />
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        required
        {...bind('email')}
      />
      <TextField label="Nombre completo" autoComplete="name" required {...bind('fullName')} />
      <TextField label="Teléfono (opcional)" type="tel" autoComplete="tel" {...bind('phone')} />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        required
        hint={`Mínimo ${PASSWORD_MIN_LENGTH} caracteres`}
        {...bind('password')}
      />
      <TextField
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        required
        {...bind('confirm')}
      />
      <PrivacyConsent action="Al crear tu cuenta" />
      <button
        type="submit"
        disabled={register.isPending}
        className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {register.isPending ? 'Creando cuenta...' : 'Crear cuenta'}
      </button>
      <p className="text-center text-sm text-slate-600">
        ¿Ya tienes cuenta?{' '}
        <Link to={withNext('/login', next)} className="font-medium text-brand-700 underline">
          Inicia sesión
        </Link>
      </p>
    </form>
  );
}
