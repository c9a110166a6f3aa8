// The building blocks of owner content forms: every text has a bound, URLs are http(s) only,
// prices are decimals with two places, dates are ISO instants.
import { z } from 'zod';

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An optional field: '' and null mean absent, stored as null (forms send empty strings). */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (isBlank(v) ? null : v), schema.nullable()).optional();

export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Máximo ${max} caracteres` });

export const optionalText = (max: number) =>
  optional(
    z
      .string()
      .trim()
      .max(max, { error: `Máximo ${max} caracteres` }),
  );

export const httpUrl = (message = 'Debe ingresar una URL válida') =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(500, { error: message })
    .pipe(z.url({ protocol: /^https?$/, error: message }));

/** A price in pesos: a number or a numeric string, at most two decimals, stored as numeric(10,2). */
export const price = optional(
  z
    .union([z.number(), z.string().trim()], { error: 'Precio inválido' })
    .transform((v) => String(v))
    .pipe(
      z
        .string()
        .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: 'El precio debe tener máximo 2 decimales' }),
    )
    .transform(Number),
);

export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: message }))
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: message })
    .transform((v) => new Date(v).toISOString());

/** A sum in pesos: a number or a numeric string, at most two decimals (numeric(10,2)). */
export const pesos = (message: string) =>
  optional(
    z
      .union([z.number(), z.string().trim()], { error: message })
      .transform((v) => String(v))
      .pipe(
        z
          .string()
          .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: 'El monto debe tener máximo 2 decimales' }),
      )
      .transform(Number),
  );

/** A whole number in a range; forms send it as a string. */
export const wholeNumber = (message: string, min: number, max: number) =>
  optional(
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day 'YYYY-MM-DD' (a Dominican date, no time or zone). */
export const calendarDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(CALENDAR_DAY, { error: message })
    .refine(
      (v) => {
        const day = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
      },
      { error: message },
    );

/** A yes/no switch; forms send 'true' or 'false'. */
export const flag = (message: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: message })
    .transform((v) => v === true || v === 'true')
    .optional();
