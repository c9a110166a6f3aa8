// PUT/GET /api/businesses/:businessId/closure, for the owner and administrators. Closing applies
// at once without review: it only takes the business out of 'Abierto ahora/hoy' (DESIGN.md §3).
import { z } from 'zod';
import { idSchema } from '@drd/shared/api/common';
import { CLOSURE_MESSAGES, closureBodySchema, closureSchema } from '@drd/shared/api/hours';
import { dominicanDate } from '@drd/shared/hours-exceptions';
import { badRequest, notFound } from '../../lib/http-error';
import { ownerRoutes, signedInUser } from '../auth/route-groups';
import { afterBusinessChange } from '../businesses/after-change';
import { readClosure, setClosure } from './closure-repository';

const params = z.object({ businessId: idSchema });

export const closureRoutes = ownerRoutes(async (app) => {
  app.get(
    '/:businessId/closure',
    { schema: { params, response: { 200: closureSchema } } },
    async ({ params }) => {
      const closure = await readClosure(app.db, params.businessId);
      if (!closure) throw notFound('Negocio no encontrado');
      return closure;
    },
  );

  app.put(
    '/:businessId/closure',
    { schema: { params, body: closureBodySchema, response: { 200: closureSchema } } },
    async (request) => {
      const { businessId } = request.params;
      const { temporarilyClosed } = request.body;
      const reopensOn = temporarilyClosed ? (request.body.reopensOn ?? null) : null;
      if (reopensOn !== null && reopensOn <= dominicanDate(app.now())) {
        throw badRequest(CLOSURE_MESSAGES.reopensInPast, {
          reopensOn: [CLOSURE_MESSAGES.reopensInPast],
        });
      }
      const user = signedInUser(request);
      const saved = await setClosure(
        app.db,
        businessId,
        { temporarilyClosed, reopensOn },
        user.id,
        app.now(),
      );
      await afterBusinessChange(app.db, app.cache, [businessId]);
      return saved;
    },
  );
});
