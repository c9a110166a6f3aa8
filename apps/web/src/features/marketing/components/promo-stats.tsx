// The campaign's promotional figures, as the marketing material states them: they are not the
// directory's live counts (the home page shows those), and the page says so.
const FIGURES = [
  { value: '50,000+', label: 'Negocios' },
  { value: '2M+', label: 'Visitas mensuales' },
  { value: '15,000+', label: 'Afiliados activos' },
  { value: '32', label: 'Provincias' },
];

export function PromoStats() {
  return (
    <section aria-labelledby="cifras-campana" className="mx-auto max-w-7xl px-4">
      <h2 id="cifras-campana" className="sr-only">
        Cifras de la campaña
      </h2>
      <dl className="-mt-8 grid grid-cols-fill gap-3 sm:grid-cols-4" data-testid="promo-stats">
        {FIGURES.map((f) => (
          <div
            key={f.label}
            className="flex flex-col-reverse justify-end rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200"
          >
            <dt className="mt-1 text-sm text-slate-600">{f.label}</dt>
            <dd className="text-2xl font-bold text-brand-700">{f.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-center text-xs text-slate-600">
        Cifras promocionales de la campaña, no estadísticas en vivo del directorio.
      </p>
    </section>
  );
}
