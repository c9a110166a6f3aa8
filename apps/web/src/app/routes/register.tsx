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
          Regístrate para publicar tu negocio o ganar comisiones como afiliado.
        </p>
        <RegisterForm next={safeNextPath(params.get('next'))} />
      </div>
    </section>
  );
}
