import { formatCount, formatThousands } from '@drd/shared/format';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { useStats } from '../../features/stats/api/get-stats';

export function HomeRoute() {
  useDocumentTitle(null);
  const { data: stats } = useStats();
  const figures = [
    { label: 'Negocios registrados', value: stats ? formatCount(stats.activeBusinesses) : '—' },
    { label: 'Categorías', value: stats ? formatCount(stats.categoriesWithBusinesses) : '—' },
    { label: 'Municipios', value: stats ? formatCount(stats.municipalitiesWithBusinesses) : '—' },
    { label: 'Visitas', value: stats ? formatThousands(stats.totalVisits) : '—' },
  ];
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 px-4 py-14 text-white">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-bold sm:text-4xl">
            Encuentra negocios en República Dominicana
          </h1>
          <p className="mt-3 text-brand-100">
            Restaurantes, farmacias, hoteles, colmados y más: llama o escribe por WhatsApp en dos
            toques.
          </p>
        </div>
      </section>
      <section aria-labelledby="cifras" className="mx-auto max-w-5xl px-4 py-10">
        <h2 id="cifras" className="sr-only">
          El directorio en cifras
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {figures.map((f) => (
            <div key={f.label} className="rounded-lg bg-white p-4 text-center shadow-sm">
              <dd className="text-2xl font-bold text-brand-700">{f.value}</dd>
              <dt className="mt-1 text-sm text-slate-600">{f.label}</dt>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
