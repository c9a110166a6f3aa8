import { DOMINICAN_UTC_OFFSET_MS, LOCALE, RATING_MAX, RATING_SCALE } from './constants';

/**
 * `abs` with `decimals` digits, rounded half up on its decimal writing (630.165 → '630.17', as
 * Intl rounds; toFixed alone rounds the binary value and gives '630.16').
 */
function fixedDecimal(abs: number, decimals: number): string {
  const text = String(abs);
  if (text.includes('e')) return abs.toFixed(decimals);
  return (Math.round(Number(`${text}e${decimals}`)) / 10 ** decimals).toFixed(decimals);
}

// Counters and amounts use comma thousands separators. Spanish locales group with '.'
// and skip four-digit numbers, and whether a browser applies the es-DO override depends on its
// ICU data: numbers are written here, as en-US Intl writes them (a test compares), the same on
// every engine and without loading a locale, which was slow on a phone's CPU.
function grouped(value: number, decimals: number): string {
  const [whole = '0', fraction] = fixedDecimal(Math.abs(value), decimals).split('.');
  const sign = value < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}
const integer = (n: number) => grouped(n, 0);
/** One decimal at most: '12.3', but '12' rather than '12.0'. */
const oneDecimal = (n: number) => grouped(n, 1).replace(/\.0$/, '');
const twoDecimals = (n: number) => grouped(n, 2);

const finite = (n: number) => (Number.isFinite(n) ? n : 0);

/** Visit and business counters: 12345 → '12,345'. */
export const formatCount = (n: number) => integer(finite(n));

/**
 * Home stats, 'total visits in thousands': 12,345 → '12.3K', 12,000 → '12K', 1,234,567 →
 * '1,234.5K'; below 1,000 the plain count. Rounded down so the claim never exceeds the count.
 */
export function formatThousands(n: number): string {
  const value = finite(n);
  if (Math.abs(value) < 1000) return integer(value);
  return `${oneDecimal(Math.trunc(value / 100) / 10)}K`;
}

/** Pesos with two decimals: 1250 → 'RD$ 1,250.00'. */
export const formatMoneyDOP = (amount: number) => `RD$ ${twoDecimals(finite(amount))}`;

/** Plan prices are whole dollars ('US$ 25'); cents appear only when there are some. */
export function formatUsd(amount: number): string {
  const value = finite(amount);
  return `US$ ${Number.isInteger(value) ? integer(value) : twoDecimals(value)}`;
}

// Dates are written here too, not with Intl: building one Intl.DateTimeFormat for es-DO was a
// long part of a profile's first render (docs/decisions/004-web-bundle-and-data-fetching.md), and its wording
// changes with the engine's ICU data ('22 de noviembre de 2026, 2:05' or '… a las 2:05').
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
// No-break spaces keep '2:05 p. m.' on one line, as Intl writes it.
const NBSP = '\u00a0';

/** The date's wall-clock parts, read through getUTC* after shifting it to Dominican time. */
function dominicanParts(date: Date | string): Date | null {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return null;
  // A bare 'YYYY-MM-DD' is a calendar date, which JavaScript reads as UTC midnight: shifted to
  // Santo Domingo time it would fall on the previous day, so it keeps its own day.
  const calendar = typeof date === 'string' && CALENDAR_DATE.test(date);
  return calendar ? value : new Date(value.getTime() + DOMINICAN_UTC_OFFSET_MS);
}

const dayMonthYear = (d: Date) =>
  `${d.getUTCDate()} de ${MONTHS[d.getUTCMonth()]!} de ${d.getUTCFullYear()}`;

/** '22 de noviembre de 2026' (es-DO, Dominican date); '' for an invalid date. */
export function formatDate(date: Date | string): string {
  // An unreadable date shows nothing rather than throwing inside a render.
  const d = dominicanParts(date);
  return d ? dayMonthYear(d) : '';
}

/** A month 'YYYY-MM' (a payout period) as 'diciembre de 2026'; the text itself when not one. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} de ${match[1]}` : month;
}

/** '22 de noviembre de 2026 a las 2:05 p. m.' (es-DO, Dominican time); '' when invalid. */
export function formatDateTime(date: Date | string): string {
  const d = dominicanParts(date);
  if (!d) return '';
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  const meridiem = hours < 12 ? `a.${NBSP}m.` : `p.${NBSP}m.`;
  return `${dayMonthYear(d)} a las ${hours % 12 || 12}:${minutes}${NBSP}${meridiem}`;
}

/** Stored rating 0–50 as stars 0–5 with one decimal (rating / 10, capped at 5). */
export function ratingStars(rating: number): number {
  const stars = Math.min(Math.max(finite(rating) / RATING_SCALE, 0), RATING_MAX);
  return Math.round(stars * 10) / 10;
}

/** The stars as text with one decimal: 45 → '4.5', 40 → '4.0'. */
export const formatRating = (rating: number) => ratingStars(rating).toFixed(1);

// Joining words would make most avatars 'RD' or 'CL'; the initials should be the name's own words.
const CONNECTORS = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'e', 'o', 'a', 'en']);

/** Up to two initials for a business avatar: 'Farmacia de la Esperanza' → 'FE'. */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word.length > 0);
  const meaningful = words.filter((word) => !CONNECTORS.has(word.toLowerCase()));
  // A name made only of connectors ('La Y') still deserves an avatar.
  const chosen = meaningful.length > 0 ? meaningful : words;
  return chosen
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase(LOCALE))
    .join('');
}

/** '1 visita', '2 visitas', '1,250 visitas': the count and its noun in the right number. */
export const formatCountOf = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${finite(n) === 1 ? one : many}`;

const clock = (d: Date) => `${d.getUTCHours()}:${String(d.getUTCMinutes()).padStart(2, '0')}`;

/**
 * When an event happens, in Dominican time: '5 de diciembre, 19:00–22:00' on one day,
 * '5 de diciembre, 19:00 – 7 de diciembre, 14:00' across days; the year only when it is not
 * `now`'s. '' for an invalid start.
 */
export function formatEventTime(
  start: Date | string,
  end: Date | string | null | undefined,
  now: Date = new Date(),
): string {
  const from = dominicanParts(start);
  if (!from) return '';
  const to = end ? dominicanParts(end) : null;
  const thisYear = dominicanParts(now)?.getUTCFullYear();
  const day = (d: Date) =>
    d.getUTCFullYear() === thisYear
      ? `${d.getUTCDate()} de ${MONTHS[d.getUTCMonth()]!}`
      : dayMonthYear(d);
  if (!to) return `${day(from)}, ${clock(from)}`;
  return day(from) === day(to)
    ? `${day(from)}, ${clock(from)}–${clock(to)}`
    : `${day(from)}, ${clock(from)} – ${day(to)}, ${clock(to)}`;
}
