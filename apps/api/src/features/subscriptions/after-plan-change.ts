// What follows a change of a business's activation or plan: its search document, and the counts
// and lists cached per process (lib/query-cache) that include it.
import type { FastifyInstance } from 'fastify';
import { refreshSearchDocuments } from '../businesses/search-document';

export async function afterPlanChange(app: FastifyInstance, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await refreshSearchDocuments(app.db, ids);
  app.cache.clear();
}
