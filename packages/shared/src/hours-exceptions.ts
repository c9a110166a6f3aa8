// What overrides a business's week: a temporary closure ('Cerrado temporalmente') and special
// hours for a date or range of dates (holidays). Pure and zod-free, like opening-hours.ts.
import { DOMINICAN_UTC_OFFSET_MS } from './constants';
import type { TimeRange } from './opening-hours';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date or dates with other hours than the week's (a holiday), or closed. */
export interface SpecialHours {
  /** YYYY-MM-DD, Dominican calendar. */
  date: string;
  /** Last day of a range of dates, inclusive; absent for one day. */
  endDate?: string | null | undefined;
  closed: boolean;
  ranges?: TimeRange[] | null | undefined;
}
/** What overrides the week: a temporary closure and special dates. */
export interface HoursExceptions {
  /** Present while the owner has closed temporarily; reopensOn is YYYY-MM-DD or null. */
  closure?: { reopensOn: string | null } | null | undefined;
  special?: readonly SpecialHours[] | null | undefined;
}

/** The Dominican calendar date (YYYY-MM-DD) of an instant, `offsetDays` later. */
export function dominicanDate(date: Date, offsetDays = 0): string {
  const local = new Date(date.getTime() + DOMINICAN_UTC_OFFSET_MS + offsetDays * DAY_MS);
  return local.toISOString().slice(0, 10);
}

/** Whether a temporary closure still holds on this date (it ends the morning it reopens). */
export function isClosureInForce(
  closure: HoursExceptions['closure'],
  date: Date,
): closure is { reopensOn: string | null } {
  if (!closure) return false;
  return closure.reopensOn === null || closure.reopensOn > dominicanDate(date);
}

/** The special hours that cover a date, the latest-starting one first when several do. */
export function specialFor(
  special: HoursExceptions['special'],
  isoDate: string,
): SpecialHours | null {
  let found: SpecialHours | null = null;
  for (const s of special ?? []) {
    const end = s.endDate ?? s.date;
    if (s.date <= isoDate && isoDate <= end && (!found || s.date > found.date)) found = s;
  }
  return found;
}

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
];

/** '5 de enero' from 2027-01-05, as the reopening is said. */
export function dayAndMonth(isoDate: string): string {
  const [, month, day] = isoDate.split('-');
  return `${Number(day)} de ${MONTHS[Number(month) - 1] ?? ''}`;
}

/** 'Cerrado temporalmente', with ' · reabre el 5 de enero' when the owner gave a date. */
export function closureLabel(reopensOn: string | null): string {
  return reopensOn
    ? `Cerrado temporalmente · reabre el ${dayAndMonth(reopensOn)}`
    : 'Cerrado temporalmente';
}
