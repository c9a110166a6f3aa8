// The validation of opening hours (owners' forms, the API), apart from the functions in
// opening-hours.ts so the browser's first download does not carry zod.
import { z } from 'zod';
import { TIME_PATTERN, type DayHours, type OpeningHours } from './opening-hours';

const time = z.string().regex(TIME_PATTERN, { error: 'La hora debe tener el formato HH:MM' });

export const dayHoursSchema = z.object({
  open: time,
  close: time,
  closed: z.boolean(),
}) satisfies z.ZodType<DayHours>;

export const openingHoursSchema = z.object({
  monday: dayHoursSchema,
  tuesday: dayHoursSchema,
  wednesday: dayHoursSchema,
  thursday: dayHoursSchema,
  friday: dayHoursSchema,
  saturday: dayHoursSchema,
  sunday: dayHoursSchema,
}) satisfies z.ZodType<OpeningHours>;
