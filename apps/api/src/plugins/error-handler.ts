// The one place errors become HTTP answers: JSON `{error, details?}` in Spanish, and never the
// internals of a 5xx (those go to the log only). Fastify's router errors (a malformed escape, a
// path segment past maxParamLength) and the HTTP parser's (an oversized request head) come here
// too, instead of Fastify's English defaults that echo the URL.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { databaseErrorCode } from './database-error';
import { setSecurityHeaders } from './security-headers';

/** Fastify's own client errors, by code, then by status; any other 4xx: 'Solicitud inválida'. */
const CODE_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'La dirección de la solicitud no es válida',
};
const STATUS_MESSAGES: Record<number, string> = {
  404: 'No encontrado',
  408: 'La solicitud tardó demasiado',
  413: 'La solicitud es demasiado grande',
  414: 'La dirección de la solicitud es demasiado larga',
  415: 'Tipo de contenido no soportado',
};

/** PostgreSQL refusing a value the validation let through: the client's input, not our fault. */
function databaseInputMessage(code: string | undefined): string | null {
  if (code?.startsWith('22')) return 'Un valor de la solicitud no es válido';
  if (code?.startsWith('54')) return 'La solicitud es demasiado larga o compleja';
  return null;
}

function replyWithError(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({
      ...error.extra,
      error: error.message,
      ...(error.details ? { details: error.details } : {}),
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({
      error: CODE_MESSAGES[error.code] ?? STATUS_MESSAGES[status] ?? 'Solicitud inválida',
    });
  }
  const inputMessage = databaseInputMessage(databaseErrorCode(error));
  if (inputMessage) {
    // Still logged: a value the route's schema should have refused before the query.
    request.log.warn({ err: error }, 'database refused a request value');
    return reply.status(400).send({ error: inputMessage });
  }
  request.log.error({ err: error }, 'unhandled error');
  // The id of the log line that holds the internals: what the person quotes to support.
  return reply.status(500).send({ error: 'Error interno del servidor', requestId: request.id });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(replyWithError);
}

/** Fastify's `frameworkErrors` option: its answers skip the hooks, so the headers are set here. */
export function frameworkErrorHandler(csp: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(request, reply, csp);
    void replyWithError(error, request, reply);
  };
}

/** The HTTP parser's refusals (e.g. a request head over Node's size limit), in Spanish. */
export function clientErrorHandler(csp: string) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'Request Header Fields Too Large',
            'La dirección o las cabeceras son demasiado largas',
          ]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', 'La solicitud tardó demasiado']
          : [400, 'Bad Request', 'Solicitud inválida'];
    const body = JSON.stringify({ error: message });
    if (socket.writable) {
      socket.write(
        [
          `HTTP/1.1 ${status} ${reason}`,
          'Content-Type: application/json; charset=utf-8',
          `Content-Length: ${Buffer.byteLength(body)}`,
          `Content-Security-Policy: ${csp}`,
          'X-Content-Type-Options: nosniff',
          'X-Frame-Options: DENY',
          'Cache-Control: no-store',
          'Connection: close',
          '',
          body,
        ].join('\r\n'),
      );
    }
    socket.destroy(error);
  };
}
