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

// 'santo domingo' reads as the capital (place-words.ts SPOKEN_NAMES): its chip says the city
// people meant and offers the province of that name, which the words no longer reach.
const CAPITAL = 'Distrito Nacional';
const CAPITAL_LABEL = 'Santo Domingo (Distrito Nacional)';
const CAPITAL_NAMESAKE = 'Santo Domingo';

/** '<category or search> en <place>'; a place alone is 'Negocios en <place>'. */
export function whatWhereLabel(search: string, placeName: string): string {
  const what = search.trim();
  const head =
    categoryNamedBy(what)?.name ?? (what ? what[0]!.toUpperCase() + what.slice(1) : 'Negocios');
  return `${head} en ${placeName === CAPITAL ? CAPITAL_LABEL : placeName}`;
}

/** The other province a chip offers for its place: the province Santo Domingo for the capital. */
export function namesakeProvince(placeName: string): string | null {
  return placeName === CAPITAL ? CAPITAL_NAMESAKE : null;
}
