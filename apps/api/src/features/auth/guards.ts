// Access rules every feature uses (DESIGN.md 'Access'): 401 without a session, 403 without the
// role or ownership.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { businesses } from '../../db/schema';
import { forbidden, notFound, unauthorized } from '../../lib/http-error';
import type { UserRow } from './repository';

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden('Debes ser administrador para esta acción');
  return user;
}

/** The owner of the business, or an admin; 404 when the business does not exist. */
export async function requireBusinessOwner(
  request: FastifyRequest,
  businessId: number,
): Promise<UserRow> {
  const user = requireUser(request);
  const [business] = await request.server.db
    .select({ userId: businesses.userId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw notFound('Negocio no encontrado');
  if (user.role !== 'admin' && business.userId !== user.id) {
    throw forbidden('No tienes acceso a este negocio');
  }
  return user;
}
