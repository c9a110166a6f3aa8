// What the log keeps of a request. A visitor's position reaches the API only in the query string
// of the directory's near-me search (lat, lng) and is used there to sort; it never goes to the
// log (docs/decisions/010-first-paint.md).
import type { FastifyRequest } from 'fastify';

const COORDINATE = /([?&](?:lat|lng|latitude|longitude)=)[^&#]*/gi;

/** The URL with the value of every coordinate parameter replaced. */
export function redactCoordinates(url: string): string {
  return url.replace(COORDINATE, '$1[oculto]');
}

/** Fastify's own request serializer, with the coordinates redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactCoordinates(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
