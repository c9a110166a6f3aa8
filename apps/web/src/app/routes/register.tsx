import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { safeNextPath } from '../../lib/next-path';
import { RegisterForm } from '../../features/auth/components/register-form';

export function RegisterRoute() {
  const [params] = useSearchParams();
  useDocumentTitle('Crear cuenta');
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">Crear cuenta</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          Crear una cuenta es gratis. Con ella puedes publicar y administrar tu negocio o ganar
          comisiones como afiliado; para buscar negocios y contactarlos no la necesitas.
        </p>
        <RegisterForm next={safeNextPath(params.get('next'))} />
      </div>
    </section>
  );
}
