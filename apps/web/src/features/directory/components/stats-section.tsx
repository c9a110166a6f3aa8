import { formatCount, formatThousands } from '@drd/shared/format';
import { useStats } from '../api/get-stats';

export function StatsSection() {
  const { data: stats } = useStats();
  const figures = [
    { label: 'Negocios registrados', value: stats ? formatCount(stats.activeBusinesses) : '—' },
    {
      label: 'Categorías con negocios',
      value: stats ? formatCount(stats.categoriesWithBusinesses) : '—',
    },
    { label: 'Municipios', value: stats ? formatCount(stats.municipalitiesWithBusinesses) : '—' },
    { label: 'Visitas', value: stats ? formatThousands(stats.totalVisits) : '—' },
  ];
  return (
    <section aria-labelledby="cifras">
      <h2 id="cifras" className="sr-only">
        El directorio en cifras
      </h2>
      <dl className="grid grid-cols-fill gap-4 sm:grid-cols-4" data-testid="stats">
        {figures.map((f) => (
          <div
            key={f.label}
            className="flex flex-col-reverse rounded-lg bg-white p-4 text-center shadow-sm ring-1 ring-slate-200"
          >
            <dt className="mt-1 text-sm text-slate-600">{f.label}</dt>
            <dd className="text-2xl font-bold text-brand-700">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
