// A request's id: the proxy's when it sends one we can safely put in a log line and a header,
// otherwise 16 random hex digits, unique across instances (Fastify's default counts from 1 in
// each process).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SANE_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function newRequestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomBytes(8).toString('hex');
}
