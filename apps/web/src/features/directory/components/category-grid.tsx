import { useState } from 'react';
import { CATEGORY_GRID_INITIAL } from '@drd/shared/constants';
import { categoryByName } from '@drd/shared/categories';
import { slugify } from '@drd/shared/slug';
import { useActiveCategories } from '../api/get-categories';

/** Categories with active businesses: 8 first, then all on request. */
export function CategoryGrid({
  selected,
  onSelect,
}: {
  selected: string[];
  onSelect: (slug: string) => void;
}) {
  const { data, isPending, isError } = useActiveCategories();
  const [expanded, setExpanded] = useState(false);
  if (isPending) return <p className="text-sm text-slate-500">Cargando categorías...</p>;
  if (isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
        <p className="font-semibold">Error al cargar las categorías</p>
        <p>Por favor, intenta recargar la página</p>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <div className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">
        <p className="font-semibold">No hay categorías con negocios activos disponibles</p>
        <p>Las categorías aparecerán cuando se registren y activen negocios</p>
      </div>
    );
  }
  const shown = expanded ? data : data.slice(0, CATEGORY_GRID_INITIAL);
  return (
    <section aria-labelledby="categorias">
      <div className="mb-3 flex items-center gap-2">
        <h2 id="categorias" className="text-xl font-bold">
          Categorías
        </h2>
        <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
          {data.length}
        </span>
      </div>
      <ul className="grid grid-cols-fill gap-2 sm:grid-cols-4">
        {shown.map((name) => {
          const slug = categoryByName(name)?.slug ?? slugify(name);
          const active = selected.includes(slug);
          return (
            <li key={name}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(slug)}
                className={`min-h-11 w-full rounded-lg border px-3 py-2 text-left text-sm font-medium ${
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-200 bg-white hover:border-brand-600 hover:bg-brand-50'
                }`}
              >
                {name}
              </button>
            </li>
          );
        })}
      </ul>
      {data.length > CATEGORY_GRID_INITIAL && (
        <button
          type="button"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {expanded ? 'Mostrar menos' : `Ver todas las categorías activas (${data.length})`}
        </button>
      )}
    </section>
  );
}
