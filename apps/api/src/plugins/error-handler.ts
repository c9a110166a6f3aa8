// The one place errors become HTTP answers: JSON `{error, details?}` in Spanish, and never the
// internals of a 5xx (those go to the log only).
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

function validationDetails(
  context: string | undefined,
  issues: { instancePath: string; message?: string }[],
): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const issue of issues) {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';
    (details[field] ??= []).push(issue.message ?? 'Valor inválido');
  }
  return details;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(
          error.details
            ? { error: error.message, details: error.details }
            : { error: error.message },
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        error: 'Datos inválidos',
        details: validationDetails(error.validationContext, error.validation),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.status(413).send({ error: 'La solicitud es demasiado grande' });
    if (status === 415) return reply.status(415).send({ error: 'Tipo de contenido no soportado' });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, bad content-type…): a generic Spanish text.
      return reply.status(status).send({ error: 'Solicitud inválida' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Error interno del servidor' });
  });
}
