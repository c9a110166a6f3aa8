import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../../../components/form/text-field';
import { useFocusFirstError } from '../../../components/form/use-focus-first-error';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { withNext } from '../../../lib/next-path';
import { useLogin } from '../api/login';
import { fieldErrorsFrom } from './field-errors';

interface LoginFormProps {
  /** Where to go once signed in (a path of this site, already checked); home when null. */
  next?: string | null;
}

export function LoginForm({ next = null }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const login = useLogin();
  const navigate = useNavigate();
  const formRef = useFocusFirstError(errors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!username.trim()) missing.username = 'Escribe tu usuario o tu correo';
    if (!password) missing.password = 'La contraseña es obligatoria';
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      toast({
        title: 'Error',
        description: 'Por favor completa todos los campos',
        variant: 'destructive',
      });
      return;
    }
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (user) => {
          toast({ title: '¡Bienvenido!', description: `Hola, ${user.fullName || user.username}` });
          void navigate(next ?? '/');
        },
        onError: (error) => {
          setErrors(fieldErrorsFrom(error));
          toast({
            title: 'Error al iniciar sesión',
            description: serverMessage(error, 'Credenciales inválidas'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="Usuario o correo"
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
      />
      <TextField
        label="Contraseña"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <p className="-mt-2 text-right text-sm">
        <Link
          to="/olvide-contrasena"
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          Olvidé mi contraseña
        </Link>
      </p>
      <button
        type="submit"
        disabled={login.isPending}
        className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {login.isPending ? 'Iniciando sesión...' : 'Iniciar Sesión'}
      </button>
      <p className="text-center text-sm text-slate-600">
        ¿No tienes cuenta?{' '}
        <Link to={withNext('/register', next)} className="font-medium text-brand-700 underline">
          Regístrate
        </Link>
      </p>
    </form>
  );
}
