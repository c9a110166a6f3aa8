// Access rules as route groups: each wraps a routes plugin in its own encapsulated scope whose
// onRequest hook checks the whole group once, before the body is even read, so a handler added to
// the group later cannot forget the check. 401 without a session, 403 without the role or the
// ownership, 404 for a business that does not exist.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idSchema } from '@drd/shared/api/common';
import { forbidden, notFound, unauthorized } from '../../lib/http-error';
import { findBusinessOwnerId } from './ownership-repository';
import type { UserRow } from './repository';

/** The signed-in user inside a group (the group's hook has already refused everyone else). */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

function group(
  check: (request: FastifyRequest, app: FastifyInstance) => Promise<void>,
  routes: FastifyPluginAsyncZod,
  onRoute?: (url: string) => void,
): FastifyPluginAsyncZod {
  return async (app, options) => {
    app.addHook('onRequest', (request) => check(request, app));
    if (onRoute) app.addHook('onRoute', (route) => onRoute(route.url));
    await routes(app, options);
  };
}

/** Routes for any signed-in user. */
export const userRoutes = (routes: FastifyPluginAsyncZod) =>
  group(async (request) => {
    signedInUser(request);
  }, routes);

/** Routes for administrators. */
export const adminRoutes = (routes: FastifyPluginAsyncZod) =>
  group(async (request) => {
    if (signedInUser(request).role !== 'admin') {
      throw forbidden('Debes ser administrador para esta acción');
    }
  }, routes);

/** Routes about one business (`:businessId` in every path): its owner's, and administrators'. */
export const ownerRoutes = (routes: FastifyPluginAsyncZod) =>
  group(
    async (request, app) => {
      const user = signedInUser(request);
      const id = idSchema.safeParse((request.params as { businessId?: unknown }).businessId);
      const ownerId = id.success ? await findBusinessOwnerId(app.db, id.data) : undefined;
      if (ownerId === undefined) throw notFound('Negocio no encontrado');
      if (user.role !== 'admin' && ownerId !== user.id) {
        throw forbidden('No tienes acceso a este negocio');
      }
    },
    routes,
    (url) => {
      // Without the parameter the group could not tell whose business a request is about.
      if (!url.includes(':businessId')) {
        throw new Error(`ownerRoutes: ${url} has no :businessId parameter`);
      }
    },
  );

/**
 * Routes about one business that only its owner may use, not administrators: the leads inbox
 * (decision 017). Managers of a business join here when they exist (issue #31).
 */
export const businessOwnerOnlyRoutes = (routes: FastifyPluginAsyncZod) =>
  group(
    async (request, app) => {
      const user = signedInUser(request);
      const id = idSchema.safeParse((request.params as { businessId?: unknown }).businessId);
      const ownerId = id.success ? await findBusinessOwnerId(app.db, id.data) : undefined;
      if (ownerId === undefined) throw notFound('Negocio no encontrado');
      if (ownerId !== user.id) throw forbidden('Solo el dueño del negocio puede leer sus mensajes');
    },
    routes,
    (url) => {
      if (!url.includes(':businessId')) {
        throw new Error(`businessOwnerOnlyRoutes: ${url} has no :businessId parameter`);
      }
    },
  );
