// The content encoding a request accepts, as the server's own compression answers it.
import type { FastifyRequest } from 'fastify';

/** The encoding to send: brotli, then gzip, as the request accepts them (q=0 refuses one). */
export function chosenEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = (request.headers['accept-encoding'] ?? '').toLowerCase();
  const accepts = (name: string) =>
    accepted.split(',').some((part) => {
      const [coding, ...params] = part.trim().split(';');
      return coding === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (accepts('br')) return 'br';
  return accepts('gzip') ? 'gzip' : null;
}
