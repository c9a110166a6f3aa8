import { formatCount } from './format';

/** Near me counts stop here; past it the list says 'más de 1.000' (decision 034). */
export const NEAR_COUNT_BOUND = 1000;

/** A list's count as words: '17', or 'más de 1.000' when the count is a lower bound. */
export function countWords(filtered: number, atLeast = false): string {
  return atLeast ? `más de ${formatCount(filtered)}` : formatCount(filtered);
}

export type PageItem = number | 'ellipsis';

/** Pages needed for `count` items; 0 when there is nothing to show. */
export function totalPages(count: number, pageSize: number): number {
  if (!(count > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(count / pageSize);
}

/**
 * The first page, the last page and the current page ±1, with an ellipsis
 * wherever pages are left out ([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]).
 */
export function pageList(current: number, total: number): PageItem[] {
  if (!(total >= 1)) return [];
  const last = Math.floor(total);
  // A stale page number (the list shrank after a filter) still gets a sensible list.
  const page = Math.min(Math.max(Math.floor(current) || 1, 1), last);
  const shown = [...new Set([1, page - 1, page, page + 1, last])]
    .filter((p) => p >= 1 && p <= last)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const p of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && p - previous > 1) items.push('ellipsis');
    items.push(p);
  }
  return items;
}

/**
 * The list's count line: which of the filtered businesses this page shows
 * ('Mostrando 13–17 de 17 negocios'), singular for one; past a bound, 'de más de 1.000 negocios'.
 */
export function showingLine(
  page: number,
  pageSize: number,
  shown: number,
  filtered: number,
  atLeast = false,
): string {
  const noun = filtered === 1 && !atLeast ? 'negocio' : 'negocios';
  const total = countWords(filtered, atLeast);
  if (shown <= 0 || filtered <= 0) return `Mostrando 0 de ${total} ${noun}`;
  const first = (Math.max(Math.floor(page) || 1, 1) - 1) * pageSize + 1;
  const last = first + shown - 1;
  const range = first === last ? formatCount(first) : `${formatCount(first)}–${formatCount(last)}`;
  return `Mostrando ${range} de ${total} ${noun}`;
}

/** 'N negocios encontrados' (singular for one), or 'más de 1.000 negocios encontrados'. */
export function foundLine(filtered: number, atLeast = false): string {
  const one = filtered === 1 && !atLeast;
  return `${countWords(filtered, atLeast)} ${one ? 'negocio encontrado' : 'negocios encontrados'}`;
}
