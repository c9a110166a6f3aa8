// Access rules as route groups: each wraps a routes plugin in its own encapsulated scope whose
// onRequest hook checks the whole group once, before the body is even read, so a handler added to
// the group later cannot forget the check. 401 without a session, 403 without the role or the
// ownership, 404 for a business that does not exist.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idSchema } from '@drd/shared/api/common';
import { forbidden, notFound, unauthorized } from '../../lib/http-error';
import { findBusinessAccess } from './ownership-repository';
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

/**
 * Who of a business's people a group lets in (decision 030). The owner always; managers (up to 5,
 * invited by the owner) edit content and facts and read statistics and leads; administrators
 * support every business but never read its leads.
 */
interface BusinessPolicy {
  managers: boolean;
  admins: boolean;
  refusal: string;
}

function businessGroup(name: string, policy: BusinessPolicy, routes: FastifyPluginAsyncZod) {
  return group(
    async (request, app) => {
      const user = signedInUser(request);
      const id = idSchema.safeParse((request.params as { businessId?: unknown }).businessId);
      const access = id.success ? await findBusinessAccess(app.db, id.data, user.id) : undefined;
      if (access === undefined) throw notFound('Negocio no encontrado');
      const allowed =
        access.ownerId === user.id ||
        (policy.managers && access.isManager) ||
        (policy.admins && user.role === 'admin');
      if (!allowed) throw forbidden(policy.refusal);
    },
    routes,
    (url) => {
      // Without the parameter the group could not tell whose business a request is about.
      if (!url.includes(':businessId')) {
        throw new Error(`${name}: ${url} has no :businessId parameter`);
      }
    },
  );
}

/** Routes about one business (`:businessId` in every path): its owner, managers and administrators. */
export const ownerRoutes = (routes: FastifyPluginAsyncZod) =>
  businessGroup(
    'ownerRoutes',
    { managers: true, admins: true, refusal: 'No tienes acceso a este negocio' },
    routes,
  );

/** What only the owner decides (paying, transferring, the managers), and administrators. */
export const ownerAndAdminRoutes = (routes: FastifyPluginAsyncZod) =>
  businessGroup(
    'ownerAndAdminRoutes',
    { managers: false, admins: true, refusal: 'Solo el dueño del negocio puede hacer esto' },
    routes,
  );

/** The business's own people and no one else, administrators included: the leads inbox (017). */
export const businessOwnerOnlyRoutes = (routes: FastifyPluginAsyncZod) =>
  businessGroup(
    'businessOwnerOnlyRoutes',
    {
      managers: true,
      admins: false,
      refusal: 'Solo el dueño del negocio puede leer sus mensajes',
    },
    routes,
  );
