import { DOMINICAN_UTC_OFFSET_MS } from '@drd/shared/constants';

const DAY_MS = 86_400_000;

/** The directory's (Santo Domingo) date of a moment, YYYY-MM-DD. */
export const localDate = (at: Date): string =>
  new Date(at.getTime() + DOMINICAN_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** A YYYY-MM-DD date moved by whole days. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** When a local date starts, as a moment. */
export const localDayStart = (date: string): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) - DOMINICAN_UTC_OFFSET_MS);
