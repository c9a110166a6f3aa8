// The directory's own figures from /api/stats (decision 018: marketing never invents numbers).
import { formatCount } from '@drd/shared/format';
import { useDirectoryFigures } from '../api/get-stats';

export function PromoStats() {
  const { data } = useDirectoryFigures();
  const figures = [
    { value: data?.activeBusinesses, label: 'Negocios publicados' },
    { value: data?.totalVisits, label: 'Visitas a perfiles' },
    { value: data?.municipalitiesWithBusinesses, label: 'Municipios con negocios' },
    { value: data?.categoriesWithBusinesses, label: 'Categorías con negocios' },
  ];
  return (
    <section aria-labelledby="cifras-directorio" className="mx-auto max-w-7xl px-4">
      <h2 id="cifras-directorio" className="sr-only">
        El directorio hoy
      </h2>
      <dl className="-mt-8 grid grid-cols-fill gap-3 sm:grid-cols-4" data-testid="promo-stats">
        {figures.map((f) => (
          <div
            key={f.label}
            className="flex flex-col-reverse justify-end rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200"
          >
            <dt className="mt-1 text-sm text-slate-600">{f.label}</dt>
            <dd className="text-2xl font-bold text-brand-700">
              {f.value === undefined ? '…' : formatCount(f.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
