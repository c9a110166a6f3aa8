// What the log keeps of a request. A visitor's position reaches the API only in the query string
// of the directory's near-me search (lat, lng) and is used there to sort; it never goes to the
// log (docs/decisions/010-first-paint.md). A link's token (password reset, e-mail confirmation)
// would let a log reader act for the account, so it is masked too. Bodies and headers are not logged.
import type { FastifyRequest } from 'fastify';
import { maskTokens } from '../lib/mask-tokens';

const COORDINATE = /([?&](?:lat|lng|latitude|longitude)=)[^&#]*/gi;

/** The URL with the value of every coordinate parameter replaced. */
export function redactCoordinates(url: string): string {
  return url.replace(COORDINATE, '$1[oculto]');
}

/** The URL as the log keeps it: no coordinates, no tokens. */
export function redactUrl(url: string): string {
  return maskTokens(redactCoordinates(url));
}

/** Fastify's own request serializer, with the coordinates and tokens redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
