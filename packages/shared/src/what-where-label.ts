// The chip of a search read in a place: 'Dentistas en Puerto Plata'.
import { CATEGORIES, type CategoryInfo } from './categories';
import { normalizeText } from './slug';
import { numberForms } from './typos';

const byName = new Map(CATEGORIES.map((c) => [normalizeText(c.name), c]));

/** The category a search names, in either number ('dentista' → Dentistas). */
export function categoryNamedBy(search: string): CategoryInfo | null {
  const term = normalizeText(search);
  if (!term) return null;
  for (const form of numberForms(term)) {
    const category = byName.get(form);
    if (category) return category;
  }
  return null;
}

/** '<category or search> en <place>'; a place alone is 'Negocios en <place>'. */
export function whatWhereLabel(search: string, placeName: string): string {
  const what = search.trim();
  const head =
    categoryNamedBy(what)?.name ?? (what ? what[0]!.toUpperCase() + what.slice(1) : 'Negocios');
  return `${head} en ${placeName}`;
}
