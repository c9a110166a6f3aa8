// GET /api/demo/showcase: public, read-only. Only the business the demo seed marked, never one a
// request names; a server without the demo data answers 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  demoShowcaseSchema,
  SHOWCASE_DAYS,
  SHOWCASE_UNAVAILABLE,
} from '@drd/shared/api/demo-showcase';
import { planIncludes } from '@drd/shared/plans';
import { notFound } from '../../lib/http-error';
import { readInsights } from '../analytics/insights-repository';
import { topSearchWords } from '../analytics/search-words';
import { findBusinessDetail } from '../businesses/detail-repository';
import { findShowcaseBusinessId, findShowcaseLead } from './repository';

export const demoShowcaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/showcase', { schema: { response: { 200: demoShowcaseSchema } } }, async () => {
    const businessId = await findShowcaseBusinessId(app.db);
    const business = businessId === null ? null : await findBusinessDetail(app.db, businessId);
    if (!business) throw notFound(SHOWCASE_UNAVAILABLE);
    // The owner's 'Estadísticas' answer for the period every plan has (analytics/routes.ts).
    const insights = await readInsights(app.db, business.id, SHOWCASE_DAYS, app.now());
    const searchWords = planIncludes(business.packageId, 'searchWords')
      ? await topSearchWords(app.db, business.id, insights.from, insights.to)
      : null;
    return {
      business,
      insights: { ...insights, packageId: business.packageId, searchWords },
      lead: await findShowcaseLead(app.db, business.id),
    };
  });
};
