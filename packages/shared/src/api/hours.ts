// Hours beyond the week: 'Cerrado temporalmente' (applies at once) and special dates (a closed
// day applies at once, other hours go through the review queue). DESIGN.md §3.
import { z } from 'zod';
import { timeRangeSchema } from '../opening-hours-schema';
import { MAX_RANGES } from '../opening-hours';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date, YYYY-MM-DD, that exists (no 30 de febrero). */
export const isoDateSchema = z
  .string()
  .regex(ISO_DATE, { error: 'La fecha debe tener el formato AAAA-MM-DD' })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'La fecha no existe');

export const closureBodySchema = z.object({
  temporarilyClosed: z.boolean(),
  /** The day it opens again; left out or null, no date is announced. */
  reopensOn: isoDateSchema.nullish(),
});
export type ClosureBody = z.input<typeof closureBodySchema>;

export const closureSchema = z.object({
  temporarilyClosed: z.boolean(),
  reopensOn: z.string().nullable(),
});
export type Closure = z.infer<typeof closureSchema>;

export const CLOSURE_MESSAGES = {
  closed: 'Tu negocio aparece como cerrado temporalmente',
  reopened: 'Tu negocio vuelve a aparecer con su horario',
  reopensInPast: 'La fecha de reapertura debe ser posterior a hoy',
} as const;

export const specialHoursBodySchema = z
  .object({
    date: isoDateSchema,
    endDate: isoDateSchema.nullish(),
    closed: z.boolean(),
    ranges: z
      .array(timeRangeSchema)
      .min(1, { error: 'Indica al menos un horario' })
      .max(MAX_RANGES, { error: 'Un día tiene como mucho dos horarios' })
      .nullish(),
  })
  .refine((b) => !b.endDate || b.endDate >= b.date, {
    error: 'La fecha final debe ser igual o posterior a la inicial',
    path: ['endDate'],
  })
  .refine((b) => b.closed || (b.ranges?.length ?? 0) > 0, {
    error: 'Indica el horario de ese día, o márcalo cerrado',
    path: ['ranges'],
  });
export type SpecialHoursBody = z.input<typeof specialHoursBodySchema>;

export const specialHoursEntrySchema = z.object({
  id: z.number(),
  date: z.string(),
  endDate: z.string().nullable(),
  closed: z.boolean(),
  ranges: z.array(timeRangeSchema).nullable(),
  /** 'approved' is in force; 'pending' waits for the review queue (other hours only). */
  status: z.enum(['approved', 'pending', 'rejected']),
});
export type SpecialHoursEntry = z.infer<typeof specialHoursEntrySchema>;
export const specialHoursListSchema = z.object({ specialHours: z.array(specialHoursEntrySchema) });
export type SpecialHoursList = z.infer<typeof specialHoursListSchema>;

/** A coming Dominican holiday the panel suggests a week ahead (date-holidays, on the server). */
export const holidaySuggestionSchema = z.object({ date: z.string(), name: z.string() });
export type HolidaySuggestion = z.infer<typeof holidaySuggestionSchema>;

export const specialHoursPageSchema = specialHoursListSchema.extend({
  /** Holidays within the next 7 days that have no special hours yet. */
  suggestions: z.array(holidaySuggestionSchema),
});
export type SpecialHoursPage = z.infer<typeof specialHoursPageSchema>;

export const SPECIAL_HOURS_MESSAGES = {
  notFound: 'Fecha especial no encontrada',
  past: 'La fecha debe ser hoy o posterior',
  tooLong: 'Un horario especial dura como mucho un año',
  tooMany: 'Puedes tener como mucho 50 fechas especiales próximas',
  deleted: 'Fecha especial eliminada',
} as const;
export const MAX_SPECIAL_HOURS = 50;
export const MAX_SPECIAL_DAYS = 366;
