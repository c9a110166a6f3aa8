import { Link } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { SHOWCASE_UNAVAILABLE } from '@drd/shared/api/demo-showcase';

/** A server without the demo data says so; a failed request offers to try again. */
export function ShowcaseError({
  missing,
  retrying,
  onRetry,
}: {
  missing: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (missing) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
        <p className="text-lg font-semibold text-slate-900">{SHOWCASE_UNAVAILABLE}</p>
        <p className="mt-1 text-slate-700">
          Este directorio no tiene el negocio de demostración. Mira lo que incluye cada plan.
        </p>
        <Link
          to="/planes"
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          Ver los planes
        </Link>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200"
    >
      <p>No se pudo cargar la demostración. Revisa tu conexión e inténtalo de nuevo.</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="inline-flex min-h-11 items-center gap-2 rounded-md bg-white px-4 text-sm font-semibold text-red-900 ring-1 ring-red-300 hover:bg-red-100 disabled:opacity-60"
      >
        <RefreshCw className={`size-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
        {retrying ? 'Reintentando...' : 'Reintentar'}
      </button>
    </div>
  );
}
