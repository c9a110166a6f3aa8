// Builds the Fastify application around an open database. Used by the server and by the tests
// (through app.inject()), so everything here is free of process-wide side effects.
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { registerOneShotCompression } from './plugins/one-shot-compression';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/client';
import type { Env } from './env';
import { createQueryCache, type QueryCache } from './lib/query-cache';
import { isPageKey } from './lib/query-cache-stale';
import { serializeError } from './plugins/database-error';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandler,
} from './plugins/error-handler';
import { registerInFlight, type InFlight } from './plugins/in-flight';
import { registerInputGuard } from './plugins/input-guard';
import { registerHostGuard, registerOriginGuard } from './plugins/origin-guard';
import { isApiPath } from './plugins/request-path';
import { validatorCompiler } from './plugins/validation';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  registerSecurityHeaders,
} from './plugins/security-headers';
import { serializeRequest } from './plugins/request-log';
import { registerSession } from './plugins/session';
import { authRoutes } from './features/auth/routes';
import { healthRoutes } from './features/health/routes';
import { createAppMetrics, type AppMetrics } from './features/metrics/app-metrics';
import { metricsRoutes } from './features/metrics/routes';
import { registerScrapeValues } from './features/metrics/scrape-values';
import { registerRequestMetrics } from './plugins/request-metrics';
import { newRequestId, REQUEST_ID_HEADER } from './plugins/request-id';
import { locationRoutes } from './features/locations/routes';
import { categoryRoutes } from './features/categories/routes';
import { businessRoutes } from './features/businesses/routes';
import { visitRoutes } from './features/visits/routes';
import { actionRoutes, insightRoutes, insightSummaryRoutes } from './features/analytics/routes';
import { ownerChecklistRoutes } from './features/owner-checklist/routes';
import { statsRoutes } from './features/stats/routes';
import { configRoutes } from './features/config/routes';
import { loadProfileFirstScreen } from './features/seo/first-screen';
import { loadListFirstScreen, type RenderListFirstScreen } from './features/seo/list-first-screen';
import { readRouteModules } from './features/seo/route-modules';
import { seoRoutes } from './features/seo/routes';
import { categoryPlaceRoutes } from './features/category-places/routes';
import { packageRoutes } from './features/packages/routes';
import { offerCodeRoutes } from './features/offer-codes/routes';
import { adminOfferCodeRoutes } from './features/offer-codes/admin-routes';
import { affiliateRoutes } from './features/affiliates/routes';
import { referralPageRoutes } from './features/affiliates/referral-page-routes';
import { adminAffiliateRoutes } from './features/affiliates/admin-routes';
import { registrationRoutes } from './features/registration/routes';
import { claimRoutes } from './features/claims/routes';
import { adminClaimRoutes } from './features/claims/admin-routes';
import { claimOwnerRoutes } from './features/claims/owner-routes';
import { verificationRoutes } from './features/verification/routes';
import { adminVerificationRoutes } from './features/verification/admin-routes';
import { exchangeRateRoutes, paymentRoutes } from './features/payments/routes';
import { adminPaymentRoutes } from './features/payments/admin-routes';
import { subscriptionRoutes } from './features/subscriptions/routes';
import { closureRoutes } from './features/hours/closure-routes';
import { specialHoursRoutes } from './features/hours/special-routes';
import { adminBusinessRoutes } from './features/admin-businesses/routes';
import { adminImportRoutes } from './features/business-import/routes';
import { adminConsoleRoutes } from './features/admin-console/routes';
import { adminDirectoryRoutes } from './features/admin-directory/routes';
import { adminUserRoutes } from './features/admin-users/routes';
import { auditLogRoutes } from './features/audit-log/routes';
import { adminSystemRoutes } from './features/system/admin-routes';
import { geocodeRoutes } from './features/geocode/routes';
import { adminMailRoutes } from './features/mail/admin-routes';
import { passwordResetRoutes } from './features/password-reset/routes';
import { emailVerificationRoutes } from './features/email-verification/routes';
import { myBusinessRoutes } from './features/my-businesses/routes';
import { mailPreferenceRoutes } from './features/mail-preferences/routes';
import { accountRoutes } from './features/account/routes';
import { favoriteRoutes } from './features/favorites/routes';
import { ownerContentRoutes } from './features/owner-content/routes';
import { ownerProfileRoutes } from './features/owner-content/profile-routes';
import { adminModerationRoutes } from './features/moderation/admin-routes';
import { ownerModerationRoutes } from './features/moderation/owner-routes';
import { reviewConfirmRoutes, reviewRoutes } from './features/reviews/routes';
import { adminReviewRoutes } from './features/reviews/admin-routes';
import { ownerReviewRoutes } from './features/reviews/owner-routes';
import { questionConfirmRoutes, questionRoutes } from './features/questions/routes';
import { ownerQuestionRoutes } from './features/questions/owner-routes';
import { adminQuestionRoutes } from './features/questions/admin-routes';
import { adminLeadRoutes } from './features/leads/admin-routes';
import { leadInboxRoutes, leadSettingsRoutes } from './features/leads/owner-routes';
import { leadConfirmRoutes, leadRoutes } from './features/leads/routes';
import { galleryUploadRoutes, userUploadRoutes } from './features/uploads/routes';
import { mediaRoutes } from './features/uploads/media-routes';
import { shareCardRoutes } from './features/share-cards/routes';
import { createMediaStorage, type MediaStorage } from './storage/media-storage';
import { demoShowcaseRoutes } from './features/demo-showcase/routes';
import {
  businessRoleRoutes,
  invitationAcceptRoutes,
  peopleRoutes,
} from './features/managers/routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers from a third-party service and says 502/503 when that one fails. */
    upstream?: boolean;
    /** The route takes a photo as multipart/form-data (plugins/origin-guard.ts). */
    upload?: boolean;
  }
  interface FastifyInstance {
    db: Db;
    config: Env;
    /** The clock every rule uses ('Abierto Ahora', visit de-duplication), fixed in tests. */
    now: () => Date;
    /** Every route as registered with its schema: the access and fuzz tests cover each one. */
    routeList: {
      method: string;
      url: string;
      schema?: FastifySchema;
      upstream: boolean;
      upload: boolean;
    }[];
    /** Counts and lookups served for a few seconds without the database (lib/query-cache). */
    cache: QueryCache;
    /**
     * Answers fine to serve up to 15 minutes old and too costly to rebuild after every write (the
     * sitemaps at a million businesses): writes do not drop it (lib/query-cache-keys.ts).
     */
    slowCache: QueryCache;
    /** Handlers still running, which a shutdown waits for before closing the database. */
    inFlight: InFlight;
    /** Where uploaded photos and share cards are kept (storage/media-storage.ts). */
    storage: MediaStorage;
    /** The Prometheus families of GET /metrics (features/metrics/app-metrics.ts). */
    metrics: AppMetrics;
    /** Set when the server starts shutting down: readiness answers 503 from then on. */
    lifecycle: { shuttingDown: boolean };
  }
}

export interface AppOptions {
  db: Db;
  env: Env;
  now?: () => Date;
  /** Folder of the built web app to serve with the SPA fallback; omitted in API tests. */
  webDist?: string;
  logger?: boolean;
  /** The media storage; made from the environment when omitted. */
  storage?: MediaStorage;
  /** Where the log goes when `logger` is on (tests read it); standard output otherwise. */
  logStream?: { write: (line: string) => void };
  /** The list pages' renderer instead of the web build's (tests draw without a build). */
  listFirstScreen?: RenderListFirstScreen;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const webDist = options.webDist;
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  const indexHtml = hasWeb ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
  const csp = contentSecurityPolicy(options.env, inlineScriptHashes(indexHtml));
  const app = Fastify({
    logger: options.logger
      ? {
          level: options.env.LOG_LEVEL,
          serializers: { err: serializeError, req: serializeRequest },
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    bodyLimit: 1024 * 1024,
    // The id of a request's log lines, echoed in X-Request-Id and in a 500's answer so an owner can
    // quote it; a proxy's own id (nginx's $request_id) is kept when it sends a sane one.
    genReqId: newRequestId,
    trustProxy: options.env.TRUST_PROXY,
    frameworkErrors: frameworkErrorHandler(csp),
    clientErrorHandler: clientErrorHandler(csp),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('config', options.env);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('routeList', []);
  app.decorate('storage', options.storage ?? createMediaStorage(options.env.media));
  app.decorate('lifecycle', { shuttingDown: false });
  const metrics = createAppMetrics(() => app.inFlight.count());
  app.decorate('metrics', metrics);
  const countLookups = (cache: string) => (hit: boolean) =>
    metrics.cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
  // Counts and lookups, and at most 500 cached first pages of cards (≤ 24 cards each, features/
  // businesses/repository.ts): some 40 MB at worst, however many filters visitors invent.
  app.decorate(
    'cache',
    createQueryCache({
      ttlMs: 30_000,
      maxEntries: 5_000,
      bulky: { test: isPageKey, maxEntries: 500 },
      onLookup: countLookups('consultas'),
    }),
  );
  app.decorate(
    'slowCache',
    createQueryCache({
      ttlMs: 15 * 60_000,
      maxEntries: 100,
      onLookup: countLookups('consultas-lentas'),
    }),
  );
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      app.routeList.push({
        method,
        url: route.url,
        schema: route.schema,
        upstream: route.config?.upstream === true,
        upload: route.config?.upload === true,
      });
    }
  });
  registerErrorHandler(app);
  app.decorate('inFlight', registerInFlight(app));
  registerRequestMetrics(app, metrics);
  registerScrapeValues(metrics, options.db, app.now);
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });

  registerSecurityHeaders(app, csp);
  registerHostGuard(app);
  registerInputGuard(app);
  // Pages and API answers go out compressed to phones on slow networks. Brotli at quality 4
  // costs about what gzip does; the web build's files are
  // compressed once at build time instead (`preCompressed` below), and already encoded replies
  // are left as they are.
  registerOneShotCompression(app);
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  registerOriginGuard(app);
  registerSession(app);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(passwordResetRoutes, { prefix: '/auth/password-reset' });
      await api.register(emailVerificationRoutes, { prefix: '/auth/verify-email' });
      await api.register(locationRoutes, { prefix: '/locations' });
      await api.register(categoryRoutes, { prefix: '/categories' });
      await api.register(categoryPlaceRoutes, { prefix: '/category-places' });
      await api.register(businessRoutes, { prefix: '/businesses' });
      await api.register(visitRoutes, { prefix: '/visits' });
      await api.register(statsRoutes);
      await api.register(configRoutes);
      await api.register(packageRoutes);
      await api.register(exchangeRateRoutes);
      await api.register(offerCodeRoutes, { prefix: '/offer-codes' });
      await api.register(adminOfferCodeRoutes, { prefix: '/admin/offer-codes' });
      await api.register(affiliateRoutes, { prefix: '/affiliate' });
      await api.register(referralPageRoutes, { prefix: '/affiliate' });
      await api.register(adminAffiliateRoutes, { prefix: '/admin/affiliates' });
      await api.register(registrationRoutes, { prefix: '/businesses' });
      await api.register(claimRoutes, { prefix: '/businesses' });
      await api.register(adminClaimRoutes, { prefix: '/admin/claims' });
      await api.register(claimOwnerRoutes);
      await api.register(verificationRoutes, { prefix: '/businesses' });
      await api.register(adminVerificationRoutes, { prefix: '/admin/verifications' });
      await api.register(paymentRoutes, { prefix: '/businesses' });
      await api.register(adminPaymentRoutes, { prefix: '/admin/payments' });
      await api.register(subscriptionRoutes, { prefix: '/businesses' });
      await api.register(adminBusinessRoutes, { prefix: '/admin/businesses' });
      await api.register(adminImportRoutes, { prefix: '/admin/imports' });
      await api.register(adminConsoleRoutes, { prefix: '/admin/console' });
      await api.register(adminDirectoryRoutes, { prefix: '/admin/directory' });
      await api.register(adminUserRoutes, { prefix: '/admin/users' });
      await api.register(auditLogRoutes, { prefix: '/admin/audit-log' });
      await api.register(adminSystemRoutes, { prefix: '/admin/system' });
      await api.register(geocodeRoutes);
      await api.register(adminMailRoutes, { prefix: '/admin/mail' });
      await api.register(myBusinessRoutes, { prefix: '/my' });
      await api.register(mailPreferenceRoutes, { prefix: '/my' });
      await api.register(accountRoutes, { prefix: '/account' });
      await api.register(favoriteRoutes, { prefix: '/my' });
      await api.register(ownerContentRoutes, { prefix: '/businesses' });
      await api.register(ownerProfileRoutes, { prefix: '/businesses' });
      await api.register(ownerModerationRoutes, { prefix: '/businesses' });
      await api.register(adminModerationRoutes, { prefix: '/admin' });
      await api.register(reviewRoutes, { prefix: '/businesses' });
      await api.register(ownerReviewRoutes, { prefix: '/businesses' });
      await api.register(reviewConfirmRoutes, { prefix: '/reviews' });
      await api.register(adminReviewRoutes, { prefix: '/admin/reviews' });
      await api.register(questionRoutes, { prefix: '/businesses' });
      await api.register(ownerQuestionRoutes, { prefix: '/businesses' });
      await api.register(questionConfirmRoutes, { prefix: '/questions' });
      await api.register(adminQuestionRoutes, { prefix: '/admin/questions' });
      await api.register(leadRoutes, { prefix: '/businesses' });
      await api.register(leadInboxRoutes, { prefix: '/businesses' });
      await api.register(leadSettingsRoutes, { prefix: '/businesses' });
      await api.register(leadConfirmRoutes, { prefix: '/leads' });
      await api.register(adminLeadRoutes, { prefix: '/admin/leads' });
      await api.register(userUploadRoutes, { prefix: '/uploads' });
      await api.register(galleryUploadRoutes, { prefix: '/businesses' });
      await api.register(actionRoutes, { prefix: '/businesses' });
      await api.register(insightRoutes, { prefix: '/businesses' });
      await api.register(insightSummaryRoutes, { prefix: '/my' });
      await api.register(ownerChecklistRoutes, { prefix: '/my' });
      await api.register(demoShowcaseRoutes, { prefix: '/demo' });
      await api.register(closureRoutes, { prefix: '/businesses' });
      await api.register(specialHoursRoutes, { prefix: '/businesses' });
      await api.register(businessRoleRoutes, { prefix: '/businesses' });
      await api.register(peopleRoutes, { prefix: '/businesses' });
      await api.register(invitationAcceptRoutes, { prefix: '/invitations' });
    },
    { prefix: '/api' },
  );

  await app.register(metricsRoutes(metrics));
  await app.register(mediaRoutes);
  await app.register(shareCardRoutes);

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // '/' is the home page's, written with its Open Graph tags by features/seo/routes.ts.
      index: false,
      preCompressed: true,
      // Vite's hashed assets never change under the same name; everything else is revalidated.
      setHeaders: (res, path) => {
        void res.header(
          'Cache-Control',
          path.includes(`${sep}assets${sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
    await app.register(
      seoRoutes(
        indexHtml,
        readRouteModules(webDist),
        await loadProfileFirstScreen(webDist),
        options.listFirstScreen ?? (await loadListFirstScreen(webDist)),
      ),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && request.method === 'GET' && !isApiPath(request)) {
      // Client-side routes: the SPA decides what to show, including its own 404 page.
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'Ruta no encontrada' });
  });

  return app;
}
