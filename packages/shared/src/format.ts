import { LOCALE, RATING_MAX, RATING_SCALE, TIME_ZONE } from './constants';

/**
 * A formatter built on first use. Building an Intl formatter loads locale data: built at module
 * load, they cost ~150 ms on Lighthouse's 4× slowed CPU before the first paint of pages that
 * show no date.
 */
function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/**
 * `abs` with `decimals` digits, rounded half up on its decimal writing (630.165 → '630.17', as
 * Intl rounds; toFixed alone rounds the binary value and gives '630.16').
 */
function fixedDecimal(abs: number, decimals: number): string {
  const text = String(abs);
  if (text.includes('e')) return abs.toFixed(decimals);
  return (Math.round(Number(`${text}e${decimals}`)) / 10 ** decimals).toFixed(decimals);
}

// Counters and amounts use comma thousands separators (spec §9). Spanish locales group with '.'
// and skip four-digit numbers, and whether a browser applies the es-DO override depends on its
// ICU data: numbers are written here, as en-US Intl writes them (a test compares), the same on
// every engine and without loading a locale (that cost ~120 ms on a 4× slowed CPU).
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

/** Pesos with two decimals (spec §9, DOP): 1250 → 'RD$ 1,250.00'. */
export const formatMoneyDOP = (amount: number) => `RD$ ${twoDecimals(finite(amount))}`;

/** Plan prices are whole dollars ('US$ 25'); cents appear only when there are some. */
export function formatUsd(amount: number): string {
  const value = finite(amount);
  return `US$ ${Number.isInteger(value) ? integer(value) : twoDecimals(value)}`;
}

const DATE_PARTS = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { ...DATE_PARTS, timeZone: TIME_ZONE }),
);
// A bare 'YYYY-MM-DD' is a calendar date, which JavaScript reads as UTC midnight: shown in
// Santo Domingo time it would fall on the previous day, so it is formatted in UTC instead.
const calendarDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { ...DATE_PARTS, timeZone: 'UTC' }),
);
const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      ...DATE_PARTS,
      hour: 'numeric',
      minute: '2-digit',
      timeZone: TIME_ZONE,
    }),
);
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function format(formatter: () => Intl.DateTimeFormat, date: Date | string): string {
  const value = new Date(date);
  // An unreadable date shows nothing rather than throwing inside a render.
  return Number.isNaN(value.getTime()) ? '' : formatter().format(value);
}

/** '22 de noviembre de 2026' (es-DO, Dominican date); '' for an invalid date. */
export function formatDate(date: Date | string): string {
  const calendar = typeof date === 'string' && CALENDAR_DATE.test(date);
  return format(calendar ? calendarDateFormat : dateFormat, date);
}

/** '22 de noviembre de 2026 a las 2:05 p. m.' (es-DO, Dominican time); '' when invalid. */
export const formatDateTime = (date: Date | string) => format(dateTimeFormat, date);

/** Stored rating 0–50 as stars 0–5 with one decimal (rating / 10, capped at 5; spec §9). */
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
