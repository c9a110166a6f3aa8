// Cross-site request forgery: a state-changing request must come from this site (its Origin, or
// failing that its Referer, names PUBLIC_URL's scheme, host and port; outside production also the
// address the request was sent to, for development servers) and carry JSON, which an HTML form
// cannot send (photo uploads, marked `config.upload`, may be multipart: the Origin still has to
// match). PUBLIC_URL, not the request's scheme, so a TLS proxy that does not say it forwards
// https is no reason to refuse. Every unsafe method is checked whatever its path: the router serves
// '/%61pi/…' as '/api/…', so a check on the path as written could be stepped around.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An address's origin as a browser writes it ('https://example.do', default port dropped). */
function originOf(address: string | undefined): string | null {
  if (!address || address === 'null') return null;
  try {
    const origin = new URL(address).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function registerOriginGuard(app: FastifyInstance): void {
  const publicOrigin = originOf(app.config.PUBLIC_URL);
  const production = app.config.NODE_ENV === 'production';
  const allowed = (source: string, request: FastifyRequest) =>
    source === publicOrigin ||
    (!production && source === originOf(`${request.protocol}://${request.host}`));
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const source = originOf(request.headers.origin ?? request.headers.referer);
    if (!source || !allowed(source, request)) {
      throw forbidden('Solicitud rechazada: origen no permitido');
    }
    const type = (request.headers['content-type'] ?? '').toLowerCase();
    // A photo upload is a form (multipart); the Origin check above is what guards it.
    const upload = request.routeOptions.config.upload === true;
    if (
      !type.startsWith('application/json') &&
      !(upload && type.startsWith('multipart/form-data'))
    ) {
      throw forbidden('Solicitud rechazada: se esperaba JSON');
    }
  });
}
