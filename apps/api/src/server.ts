// Production and development entry point: open the database, prepare it, serve API and web app.
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { DataDirError } from './db/data-dir';
import { ensureDemoMedia } from './db/demo/demo-media';
import { embeddedVacuumJob } from './db/embedded-vacuum-job';
import { withDemoPaymentDetails } from './db/demo/payment-details';
import { DEMO_IMAGE_NAMES } from './db/demo/seed-demo';
import { openPreparedDatabase } from './db/setup';
import { parseEnv } from './env';
import { claimMoveJob } from './features/claims/move-job';
import { importGeocodeJob } from './features/business-import/geocode-job';
import { commissionApprovalJob } from './features/affiliates/approval-job';
import { payoutJob } from './features/affiliates/payout-job';
import { leadOwnerMailJob } from './features/leads/owner-mail-job';
import { mailJob } from './features/mail/job';
import { usePasswordCost } from './features/auth/password';
import { createMailer } from './features/mail/transport';
import { notificationDigestJob } from './features/notifications/digest-job';
import { reviewCleanupJob } from './features/reviews/unconfirmed-cleanup';
import { questionCleanupJob } from './features/questions/cleanup';
import { planExpiryJob } from './features/subscriptions/expiry';
import { uploadCleanupJob } from './features/uploads/cleanup';
import { visitMaintenanceJob } from './features/visits/order-sync';
import { actionRollupJob } from './features/analytics/rollup';
import { monthlyReportJob } from './features/analytics/monthly-report';
import { startIntervalJob } from './lib/interval-job';
import { timedJob } from './features/metrics/timed-job';
import { nightlyBackupJob } from './features/backups/nightly-job';
import { backupDeps } from './features/system/backup-deps';

// The demo directory's owners read made-up bank details when paying (SEED_DEMO=1 only).
const env = withDemoPaymentDetails(parseEnv());
for (const warning of env.warnings) console.warn(`Aviso: ${warning}`);
// Before the demo seed hashes its accounts' passwords.
usePasswordCost(env.NODE_ENV);
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

// The demo's pictures in this storage (a new data folder or bucket), before the first request.
if (env.SEED_DEMO) await ensureDemoMedia(database.db, app.storage, DEMO_IMAGE_NAMES);

const mailer = createMailer(env, (line) => app.log.info(line));
const jobs = [
  visitMaintenanceJob(database.db, app.now, app.cache),
  actionRollupJob(database.db, app.now),
  monthlyReportJob(database.db, app.now, env.PUBLIC_URL),
  planExpiryJob(app),
  mailJob(database.db, mailer, app.now),
  notificationDigestJob(app),
  commissionApprovalJob(database.db, app.now, env.PUBLIC_URL),
  payoutJob(database.db, app.now, env.PUBLIC_URL),
  uploadCleanupJob(database.db, app.storage, app.now),
  reviewCleanupJob(app),
  questionCleanupJob(database.db, app.now),
  claimMoveJob(database.db, app.now, env.PUBLIC_URL),
  leadOwnerMailJob(database.db, app.now, env.PUBLIC_URL),
  importGeocodeJob(app),
  embeddedVacuumJob(database.db, app.now),
  nightlyBackupJob(backupDeps(app)),
].filter((job) => job !== null);
const stopJobs = jobs.map((job) =>
  startIntervalJob({
    ...timedJob(job, app.metrics),
    onError: (error) => app.log.error(error, job.name),
  }),
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // Readiness says 503 from now on, so a proxy stops sending while the in-flight requests end.
  app.lifecycle.shuttingDown = true;
  app.log.info(`${signal}: cerrando`);
  // A job's run in progress (the upload cleanup runs at start) must end before the pool does.
  const jobsDone = Promise.all(stopJobs.map((stop) => stop()));
  await app.close();
  await app.inFlight.idle(10_000);
  await Promise.race([jobsDone, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
// HOST is 127.0.0.1 unless set: reachable from this machine only (README 'Configuration').
console.log(`Directorio RD escuchando en ${env.HOST}:${env.PORT}, en línea como ${env.PUBLIC_URL}`);
