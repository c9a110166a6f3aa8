import { Layers, X } from 'lucide-react';
import { useCategoryModules } from '../api/get-categories';

/** The 8 category modules; one selected at a time, with its categories as chips. */
export function ModuleExplorer({
  module,
  categories,
  onModule,
  onToggleCategory,
  onClear,
}: {
  module: number | null;
  categories: string[];
  onModule: (id: number | null) => void;
  onToggleCategory: (slug: string) => void;
  onClear: () => void;
}) {
  const { data } = useCategoryModules();
  if (!data) return null;
  const selected = data.modules.find((m) => m.id === module);
  return (
    <section aria-labelledby="modulos">
      <h2 id="modulos" className="mb-3 text-xl font-bold">
        Explora por sector
      </h2>
      <ul className="grid grid-cols-fill gap-3 sm:grid-cols-4">
        {data.modules.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              aria-pressed={m.id === module}
              onClick={() => onModule(m.id === module ? null : m.id)}
              className={`flex h-full w-full flex-col items-start gap-1 rounded-xl border p-3 text-left ${
                m.id === module
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-200 bg-white hover:border-brand-600'
              }`}
            >
              <Layers className="size-5" aria-hidden />
              <span className="text-sm font-semibold">{m.name}</span>
              <span className={`text-xs ${m.id === module ? 'text-brand-100' : 'text-slate-500'}`}>
                {m.activeCategoryCount} {m.activeCategoryCount === 1 ? 'categoría' : 'categorías'}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {selected && (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {selected.categories
            .filter((c) => c.activeCount > 0)
            .map((c) => (
              <button
                key={c.slug}
                type="button"
                aria-pressed={categories.includes(c.slug)}
                onClick={() => onToggleCategory(c.slug)}
                className={`min-h-11 rounded-full border px-3 text-sm ${
                  categories.includes(c.slug)
                    ? 'border-brand-700 bg-brand-100 font-semibold text-brand-900'
                    : 'border-slate-300 bg-white hover:bg-slate-50'
                }`}
              >
                {c.name} ({c.activeCount})
              </button>
            ))}
          <button
            type="button"
            onClick={onClear}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            <X className="size-4" aria-hidden /> Quitar filtro
          </button>
        </div>
      )}
    </section>
  );
}
