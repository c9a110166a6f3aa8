import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { useDocumentTitle } from '../../components/layout/use-document-title';

export function NotFoundRoute() {
  // The fallback page keeps the spec's title '404 Page Not Found'; its body speaks Spanish.
  useDocumentTitle('404 Page Not Found');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-brand-700">Error 404</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Página no encontrada</h1>
      <p className="mt-3 text-slate-600">
        Esta página no existe. Puede que el enlace esté incompleto o que la página ya no esté
        disponible. Busca el negocio que necesitas o vuelve al inicio.
      </p>
      {/* The developer's hint from the router template; visitors never see it. */}
      {import.meta.env.DEV && (
        <p className="mt-2 text-sm text-amber-700">¿Olvidaste agregar la página al enrutador?</p>
      )}
      <form
        role="search"
        className="mt-6 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const q = text.trim();
          void navigate(
            q ? `/todos-los-negocios?${new URLSearchParams({ q })}` : '/todos-los-negocios',
          );
        }}
      >
        <label htmlFor="not-found-search" className="sr-only">
          Buscar negocios
        </label>
        <input
          id="not-found-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Buscar por nombre, servicio o producto"
          enterKeyHint="search"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          <Search className="size-4" aria-hidden /> Buscar
        </button>
      </form>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 font-semibold hover:bg-slate-50"
        >
          Volver al inicio
        </Link>
        <Link
          to="/todos-los-negocios"
          className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 font-semibold hover:bg-slate-50"
        >
          Ver todos los negocios
        </Link>
      </div>
    </section>
  );
}
