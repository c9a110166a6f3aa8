import type { FastifyRequest } from 'fastify';
import {
  importBodySchema,
  importResultSchema,
  type ImportBody,
} from '@drd/shared/api/business-import';
import { adminRoutes, signedInUser } from '../auth/route-groups';
import { runImport } from './service';

// A 10,000-row file is ~3 MB of CSV; JSON escaping adds a little.
const BODY_LIMIT = 8 * 1024 * 1024;

/** 'Importar negocios': preview a CSV row by row, then apply it (docs/decisions/026). */
export const adminImportRoutes = adminRoutes(async (app) => {
  const schema = { body: importBodySchema, response: { 200: importResultSchema } };
  const run = (request: FastifyRequest, body: ImportBody, apply: boolean) =>
    runImport(
      app,
      body.csv,
      {
        apply,
        adminId: signedInUser(request).id,
        fileName: body.fileName,
        geocode: app.config.GEOCODER_URL !== '',
      },
      app.now(),
    );
  app.post('/preview', { schema, bodyLimit: BODY_LIMIT }, (request) =>
    run(request, request.body, false),
  );
  app.post('/', { schema, bodyLimit: BODY_LIMIT }, (request) => run(request, request.body, true));
});
