import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  insightSummariesSchema,
  insightsQuerySchema,
  insightsSchema,
  recordActionBodySchema,
  recordActionResponseSchema,
} from '@drd/shared/api/analytics';
import { idSchema } from '@drd/shared/api/common';
import { planIncludes, planRequiredMessage, STATS_PERIODS } from '@drd/shared/plans';
import { forbidden, notFound } from '../../lib/http-error';
import { ownerRoutes, signedInUser, userRoutes } from '../auth/route-groups';
import { limitAddress } from '../visits/limits';
import { getBusinessVisitCount } from '../visits/repository';
import { visitorCookies } from '../visits/visitor-cookie';
import { recordActions, type Tap, type TapResult } from './actions-repository';
import { businessPlan, readInsights, summariesOf } from './insights-repository';
import { insightsSerializerCompiler } from './insights-serializer';
import { topSearchWords } from './search-words';
import { tapBatcher } from './tap-batcher';

const params = z.object({ businessId: idSchema });

/** POST /api/businesses/{id}/actions: a visitor's tap, counted like a visit (visits/routes.ts). */
export const actionRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitors = await visitorCookies(app.db, {
    sessionSecret: app.config.SESSION_SECRET,
    production: app.config.NODE_ENV === 'production',
  });
  // Up to 200 taps a statement, two statements at once: the pool keeps connections for the rest.
  const taps = tapBatcher<Tap, TapResult>((batch) => recordActions(app.db, batch), {
    maxBatch: 200,
    maxInFlight: 2,
  });
  app.addHook('onClose', () => taps.drain());
  app.post(
    '/:businessId/actions',
    {
      schema: {
        params,
        body: recordActionBodySchema,
        response: { 200: recordActionResponseSchema },
      },
    },
    async (request, reply) => {
      const { businessId } = request.params;
      const visitorId = visitors.read(request);
      // A browser with no visitor id yet gets one and counts nothing: ids cost a request each.
      if (!visitorId) {
        if ((await getBusinessVisitCount(app.db, businessId)) === null) {
          throw notFound('Negocio no encontrado');
        }
        visitors.issue(request, reply);
        return { counted: false };
      }
      const result = await taps.record({
        businessId,
        visitorId,
        kind: request.body.type,
        address: limitAddress(request.ip),
        now: app.now(),
      });
      if (!result) throw notFound('Negocio no encontrado');
      return result;
    },
  );
};

/** The owner's statistics: owners and administrators (ownerRoutes is the one access check). */
export const insightRoutes = ownerRoutes(async (app) => {
  app.get(
    '/:businessId/insights',
    {
      schema: { params, querystring: insightsQuerySchema, response: { 200: insightsSchema } },
      serializerCompiler: insightsSerializerCompiler,
    },
    async ({ params, query }) => {
      const plan = await businessPlan(app.db, params.businessId);
      const period = STATS_PERIODS.find((p) => p.days === query.days)!;
      if (!planIncludes(plan, period.feature)) {
        throw forbidden(planRequiredMessage(period.feature));
      }
      const insights = await readInsights(app.db, params.businessId, query.days, app.now());
      const searchWords = planIncludes(plan, 'searchWords')
        ? await topSearchWords(app.db, params.businessId, insights.from, insights.to)
        : null;
      return { ...insights, packageId: plan ?? 0, searchWords };
    },
  );
});

/** 'Mis negocios': each business's last 30 days in one line. */
export const insightSummaryRoutes = userRoutes(async (app) => {
  app.get(
    '/insights-summary',
    { schema: { response: { 200: insightSummariesSchema } } },
    async (request) => ({
      summaries: await summariesOf(app.db, signedInUser(request).id, app.now()),
    }),
  );
});
