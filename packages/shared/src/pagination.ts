import { formatCount } from './format';

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
 * ('Mostrando 13–17 de 17 negocios'), singular for one.
 */
export function showingLine(
  page: number,
  pageSize: number,
  shown: number,
  filtered: number,
): string {
  const noun = filtered === 1 ? 'negocio' : 'negocios';
  if (shown <= 0 || filtered <= 0) return `Mostrando 0 de ${formatCount(filtered)} ${noun}`;
  const first = (Math.max(Math.floor(page) || 1, 1) - 1) * pageSize + 1;
  const last = first + shown - 1;
  const range = first === last ? formatCount(first) : `${formatCount(first)}–${formatCount(last)}`;
  return `Mostrando ${range} de ${formatCount(filtered)} ${noun}`;
}
