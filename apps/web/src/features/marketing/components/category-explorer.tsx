import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { formatCount } from '@drd/shared/format';
import {
  CATEGORY_GROUPS,
  categoryButtonHref,
  POPULAR_CATEGORIES,
  popularCategoryHref,
} from '../category-links';

export function CategoryExplorer() {
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-xl font-bold">Categorías principales</h2>
        <p className="mt-1 text-slate-700">
          Tu negocio aparece donde la gente busca. Toca una categoría para ver sus negocios.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {CATEGORY_GROUPS.map((group) => (
          <li key={group.title} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <h3 className="font-semibold text-slate-900">{group.title}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {group.buttons.map((button) => (
                <li key={button.label}>
                  <Link
                    to={categoryButtonHref(button)}
                    className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-sm font-medium text-brand-900 ring-1 ring-brand-100 hover:bg-brand-100"
                  >
                    {button.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <section aria-labelledby="otras-categorias">
        <h3 id="otras-categorias" className="text-lg font-bold">
          Otras categorías populares
        </h3>
        <ul className="mt-3 grid grid-cols-fill gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {POPULAR_CATEGORIES.map((category) => (
            <li key={category.id} className="flex">
              <Link
                to={popularCategoryHref(category)}
                className="flex w-full flex-col rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-500"
              >
                <span className="font-semibold text-slate-900">{category.name}</span>
                <span className="text-sm text-brand-800">
                  {formatCount(category.count)}+ negocios*
                </span>
                <span className="mt-2 text-xs text-slate-600">{category.featured.join(' · ')}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-600">
          * Cifras ilustrativas de la campaña, no el número actual de negocios del directorio.
        </p>
      </section>
      <Link
        to="/todos-los-negocios"
        className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Ver todos los negocios <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
