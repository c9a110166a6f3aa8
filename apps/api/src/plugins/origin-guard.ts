// Cross-site request forgery: a state-changing API request must come from this site (its Origin,
// or failing that its Referer, names our own host) and carry JSON, which an HTML form cannot send.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sourceHost(request: FastifyRequest): string | null {
  const origin = request.headers.origin ?? request.headers.referer;
  if (!origin || origin === 'null') return null;
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** Our host as a browser writes it in Origin (default ports dropped). */
function ownHost(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return null;
  }
}

export function registerOriginGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const host = sourceHost(request);
    if (!host || host !== ownHost(request)) {
      throw forbidden('Solicitud rechazada: origen no permitido');
    }
    const type = request.headers['content-type'] ?? '';
    if (!type.toLowerCase().startsWith('application/json')) {
      throw forbidden('Solicitud rechazada: se esperaba JSON');
    }
  });
}
