// Route schemas are zod; a request they refuse answers 400 'Datos inválidos' with the messages per
// field. The shared schemas spell out their own Spanish messages; zod's defaults (a number where
// text was expected, an array for an object) come in Spanish too instead of English.
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { es } from 'zod/locales';
import { badRequest } from '../lib/http-error';

/** zod's own messages in Spanish, for schemas that parse inside a schema (edit-or-move.ts). */
export const spanish = es().localeError;

export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { error: spanish });
    if (result.success) return { value: result.data };
    const details: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.') || httpPart || 'request';
      (details[field] ??= []).push(issue.message);
    }
    return { error: badRequest('Datos inválidos', details) };
  };
