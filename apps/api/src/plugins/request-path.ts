// Which part of the site a request is for, judged on the path as the router sees it: decoded, so
// '/%61pi/…' (which the router serves as '/api/…') is an API request too.
import type { FastifyRequest } from 'fastify';

/** The request's path, percent-decoded; the raw path when it does not decode. */
export function decodedPath(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function isApiPath(request: FastifyRequest): boolean {
  return decodedPath(request).startsWith('/api/');
}
