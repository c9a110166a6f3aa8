import { useId } from 'react';
import { Tags } from 'lucide-react';
import type { CategoryModule } from '@drd/shared/api/categories';

const ALL = '';
const SEVERAL = '__varias';

/** The map's category filter: one category at a time, those with businesses, by module. */
export function CategorySelect({
  modules,
  selected,
  onChange,
}: {
  modules: CategoryModule[] | undefined;
  /** The category slugs of the filters (the list may have chosen several). */
  selected: string[];
  onChange: (slug: string | null) => void;
}) {
  const id = useId();
  const value = selected.length === 0 ? ALL : selected.length === 1 ? selected[0]! : SEVERAL;
  return (
    <div className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white pl-3 focus-within:ring-2 focus-within:ring-brand-500/40 max-sm:w-full max-w-full min-w-0">
      <Tags className="size-4 shrink-0 text-slate-500" aria-hidden />
      <label htmlFor={id} className="sr-only">
        Categoría
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) =>
          onChange(event.target.value === ALL ? null : event.target.value || null)
        }
        className="min-h-11 min-w-0 flex-1 rounded-md bg-transparent pr-2 text-sm font-medium text-slate-700 focus:outline-none sm:max-w-64"
      >
        <option value={ALL}>Todas las categorías</option>
        {value === SEVERAL && (
          <option value={SEVERAL} disabled>
            {selected.length} categorías
          </option>
        )}
        {modules?.map((module) => {
          const active = module.categories.filter(
            (c) => c.activeCount > 0 || selected.includes(c.slug),
          );
          if (active.length === 0) return null;
          return (
            <optgroup key={module.id} label={module.name}>
              {active.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </optgroup>
          );
        })}
        {/* Until the list arrives, a category from the address is still shown as chosen. */}
        {!modules && value !== ALL && value !== SEVERAL && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}
