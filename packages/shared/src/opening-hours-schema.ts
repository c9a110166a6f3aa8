// The validation of opening hours (owners' forms, the API), apart from the functions in
// opening-hours.ts so the browser's first download does not carry zod.
import { z } from 'zod';
import {
  MAX_RANGES,
  TIME_PATTERN,
  type DayHours,
  type LegacyDayHours,
  type OpeningHours,
  type TimeRange,
} from './opening-hours';

const time = z.string().regex(TIME_PATTERN, { error: 'La hora debe tener el formato HH:MM' });

export const timeRangeSchema = z.object({ open: time, close: time }) satisfies z.ZodType<TimeRange>;

export const dayHoursSchema = z.object({
  closed: z.boolean(),
  ranges: z
    .array(timeRangeSchema)
    .min(1, { error: 'Indica al menos un horario' })
    .max(MAX_RANGES, { error: 'Un día tiene como mucho dos horarios' }),
}) satisfies z.ZodType<DayHours>;

/** The single window of before split hours, still accepted from older clients. */
export const legacyDayHoursSchema = z.object({
  open: time,
  close: time,
  closed: z.boolean(),
}) satisfies z.ZodType<LegacyDayHours>;

const weekOf = <T extends z.ZodType>(day: T) =>
  z.object({
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: day,
  });

/** The week as the API answers it: always today's shape (responses cannot carry a transform). */
export const openingHoursSchema = weekOf(dayHoursSchema) satisfies z.ZodType<OpeningHours>;

/** A day as a request may send it: either shape, read as today's. */
export const dayHoursInputSchema = z.union([
  dayHoursSchema,
  legacyDayHoursSchema.transform(({ open, close, closed }): DayHours => ({
    closed,
    ranges: [{ open, close }],
  })),
]);

/** The week as requests send it (registration, the owner's profile). */
export const openingHoursInputSchema = weekOf(dayHoursInputSchema);
