import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';

export function NotFoundRoute() {
  // The fallback page is titled '404 Page Not Found'.
  useDocumentTitle('404 Page Not Found');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">
        La página que buscas no existe. ¿Olvidaste agregar la página al enrutador?
      </p>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        Volver al inicio
      </Link>
    </section>
  );
}
