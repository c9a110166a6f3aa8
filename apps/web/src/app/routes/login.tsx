import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { safeNextPath } from '../../lib/next-path';
import { LoginForm } from '../../features/auth/components/login-form';

export function LoginRoute() {
  const [params] = useSearchParams();
  useDocumentTitle('Iniciar sesión');
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">Iniciar Sesión</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          Entra para gestionar tu negocio y tus referidos.
        </p>
        <LoginForm next={safeNextPath(params.get('next'))} />
      </div>
    </section>
  );
}
