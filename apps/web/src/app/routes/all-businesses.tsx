import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { FilterBar } from '../../features/directory/components/filter-bar';
import { Results } from '../../features/directory/components/results';
import { hasActiveFilters } from '../../lib/filters';
import { useFilters } from '../../lib/use-filters';

export function AllBusinessesRoute() {
  useDocumentTitle('Todos los negocios');
  const f = useFilters();
  const filtering = hasActiveFilters(f.filters);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Todos los negocios</h1>
      <FilterBar />
      <Results
        heading="Negocios"
        countStyle="found"
        filters={f.filters}
        onPage={(page) => {
          f.setPage(page);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        onClear={f.clearAll}
        wayOut={f.openNowWayOut}
        onReading={f.applyReading}
        emptyTitle={filtering ? 'No se encontraron resultados' : 'No hay negocios disponibles'}
      />
      {!filtering && (
        <aside className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 p-5">
          <p className="text-brand-900">¿Tu negocio no aparece? Publícalo y que te encuentren.</p>
          <Link
            to="/registrar-negocio"
            className="inline-flex min-h-11 items-center rounded-md bg-amber-400 px-4 font-semibold text-slate-900 hover:bg-amber-300"
          >
            Registrar mi negocio
          </Link>
        </aside>
      )}
    </div>
  );
}
