// Cross-site request forgery: a state-changing request must come from this site (its Origin, or
// failing that its Referer, names PUBLIC_URL's scheme, host and port; outside production also the
// address the request was sent to, for development servers) and carry JSON, which an HTML form
// cannot send (photo uploads, marked `config.upload`, may be multipart: the Origin still has to
// match). PUBLIC_URL, not the request's scheme, so a TLS proxy that does not say it forwards
// https is no reason to refuse. Every unsafe method is checked whatever its path: the router serves
// '/%61pi/…' as '/api/…', so a check on the path as written could be stepped around.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError } from '../lib/http-error';

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

export const MISDIRECTED_MESSAGE = 'Este servidor no atiende ese nombre de dominio';

/** A Host header's name without its port: 'ejemplo.do:3000' → 'ejemplo.do', '[::1]:80' → '[::1]'. */
function hostName(host: string | undefined): string | null {
  if (!host) return null;
  const match = /^(\[[^\]]*\]|[^:]*)(?::\d*)?$/.exec(host.trim().toLowerCase());
  return match?.[1] || null;
}

/**
 * DNS rebinding: a page on an attacker's name that resolves to this server (a developer's
 * localhost) is same-origin with it for the browser, so the origin check above passes. The name a
 * request was sent to must be one this server is configured for (ALLOWED_HOSTS); any other gets
 * 421 Misdirected Request before anything runs, reads included.
 */
export function registerHostGuard(app: FastifyInstance): void {
  const allowed = app.config.ALLOWED_HOSTS;
  if (allowed === null) return;
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const name = hostName(request.host);
    if (!name || !allowed.includes(name)) throw new HttpError(421, MISDIRECTED_MESSAGE);
  });
}
