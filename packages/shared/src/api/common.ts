import { z } from 'zod';

/** Every API error: a Spanish message for people, and the offending fields for forms. */
export const apiErrorSchema = z.object({
  error: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
  /** On a 409 for a stale decision: the version now waiting. */
  version: z.number().int().optional(),
  /** On a 500: the id of the server's log line, for the person to quote (X-Request-Id). */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Path ids: positive integers only, with a Spanish message for anything else. */
export const idSchema = z.coerce
  .number({ error: 'Debe ser un número' })
  .int({ error: 'Debe ser un número entero' })
  .positive({ error: 'Debe ser un número positivo' })
  .max(2_147_483_647, { error: 'Número fuera de rango' });

export const idParamsSchema = z.object({ id: idSchema });

/**
 * The version of a waiting change that an admin saw: every decision sends it back, and a change
 * edited meanwhile answers 409 with the current one (docs/decisions/012-decisions-bind-a-version.md).
 */
export const versionSchema = z
  .number({ error: 'Falta la versión que revisaste' })
  .int({ error: 'Versión inválida' })
  .min(1, { error: 'Versión inválida' })
  .max(2_147_483_647, { error: 'Versión inválida' });

/** The text a stale decision answers with (409), on every queue. */
export const STALE_VERSION_MESSAGE = 'Este cambio se modificó mientras lo revisabas';

export const coordsSchema = z.object({ lat: z.number(), lng: z.number() });

/** An optional latitude or longitude in a query string: 'Latitud sur inválida' when out of range. */
const coordinateParam = (limit: number) => (label: string) =>
  z.coerce
    .number({ error: `${label} inválida` })
    .min(-limit, { error: `${label} inválida` })
    .max(limit, { error: `${label} inválida` })
    .optional();
export const latitudeParam = coordinateParam(90);
export const longitudeParam = coordinateParam(180);
export type Coords = z.infer<typeof coordsSchema>;

/** Query-string booleans: 'true'/'1' are true, 'false'/'0'/absent are false. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: "Debe ser 'true' o 'false'" })
  .optional()
  .transform((v) => v === 'true' || v === '1');
