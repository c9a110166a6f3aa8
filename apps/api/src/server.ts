// Production and development entry point: open the database, prepare it, serve API and web app.
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { DataDirError } from './db/data-dir';
import { openPreparedDatabase } from './db/setup';
import { parseEnv } from './env';
import { startVisitOrderSync } from './features/visits/order-sync';
import { startPlanExpiryJob } from './features/subscriptions/expiry';
import { startMailJob } from './features/mail/job';
import { startNotificationDigestJob } from './features/notifications/digest-job';
import { startCommissionApprovalJob } from './features/affiliates/approval-job';
import { startPayoutJob } from './features/affiliates/payout-job';
import { createMailer } from './features/mail/transport';
import { startUploadCleanupJob } from './features/uploads/cleanup';

const env = parseEnv();
for (const warning of env.warnings) console.warn(`Aviso: ${warning}`);
const database = await openPreparedDatabase(env, (message) => console.log(message)).catch(
  (error: unknown) => {
    // A folder the operator has to fix: one line saying so, not a stack trace.
    if (!(error instanceof DataDirError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
const fixedNow = env.FIXED_NOW ? new Date(env.FIXED_NOW) : undefined;
const app = await buildApp({
  db: database.db,
  env,
  logger: true,
  webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  ...(fixedNow ? { now: () => fixedNow } : {}),
});

const stopVisitOrderSync = startVisitOrderSync(database.db, app.now, (error) =>
  app.log.error(error, 'sincronización del orden por visitas'),
);

const stopPlanExpiryJob = startPlanExpiryJob(app, (error) =>
  app.log.error(error, 'vencimiento de planes'),
);

const mailer = createMailer(env, (line) => app.log.info(line));
const stopMailJob = startMailJob(database.db, mailer, app.now, (error) =>
  app.log.error(error, 'envío de correos'),
);

const stopDigestJob = startNotificationDigestJob(app, (error) =>
  app.log.error(error, 'avisos agrupados'),
);

const stopCommissionApprovalJob = startCommissionApprovalJob(
  database.db,
  app.now,
  env.PUBLIC_URL,
  (error) => app.log.error(error, 'aprobación de comisiones'),
);

const stopPayoutJob = startPayoutJob(database.db, app.now, env.PUBLIC_URL, (error) =>
  app.log.error(error, 'pagos mensuales a afiliados'),
);

const stopUploadCleanup = startUploadCleanupJob(database.db, app.storage, app.now, (error) =>
  app.log.error(error, 'limpieza de fotos sin uso'),
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: cerrando`);
  stopVisitOrderSync();
  stopPlanExpiryJob();
  stopMailJob();
  stopDigestJob();
  stopCommissionApprovalJob();
  stopPayoutJob();
  stopUploadCleanup();
  await app.close();
  await app.inFlight.idle(10_000);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
// HOST is 127.0.0.1 unless set: reachable from this machine only (README 'Configuration').
console.log(`Directorio RD escuchando en ${env.HOST}:${env.PORT}, en línea como ${env.PUBLIC_URL}`);
