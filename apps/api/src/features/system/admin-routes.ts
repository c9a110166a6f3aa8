// The operator's page (GET /api/admin/system) and 'Hacer copia ahora' (POST /api/admin/system/backup).
import { backupStartedSchema, systemStatusSchema } from '@drd/shared/api/system';
import packageJson from '../../../package.json' with { type: 'json' };
import { driverOf } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { adminRoutes, signedInUser } from '../auth/route-groups';
import { runBackup } from '../backups/run-backup';
import { recentRuns, startRun } from '../backups/runs-repository';
import { outboxState } from '../metrics/scrape-values';
import { backupDeps, toRunView } from './backup-deps';
import { databaseSize, storedBytes } from './repository';

const MANUAL_GAP_MS = 5 * 60_000;

export const adminSystemRoutes = adminRoutes(async (app) => {
  app.get('/', { schema: { response: { 200: systemStatusSchema } } }, async () => ({
    version: packageJson.version,
    uptimeSeconds: Math.round(process.uptime()),
    database: { driver: driverOf(app.db), ...(await databaseSize(app.db)) },
    outbox: await outboxState(app.db, app.now),
    jobs: app.metrics.jobStates().map((job) => ({
      ...job,
      lastSuccessAt: job.lastSuccessAt?.toISOString() ?? null,
    })),
    storageBytes: await storedBytes(app.db),
    backups: (await recentRuns(app.db)).map(toRunView),
  }));

  app.post(
    '/backup',
    { schema: { response: { 202: backupStartedSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const deps = backupDeps(app);
      // A copy holds the embedded database's one thread while it dumps: not one after another.
      const [last] = await recentRuns(app.db, 1);
      if (last && app.now().getTime() - last.startedAt.getTime() < MANUAL_GAP_MS) {
        throw conflict(
          last.status === 'running'
            ? 'Ya se está haciendo una copia: espera a que termine'
            : 'Ya se hizo una copia hace menos de 5 minutos',
        );
      }
      const id = await startRun(
        app.db,
        { kind: 'manual', nightOf: null, requestedBy: user.id },
        app.now(),
      );
      if (id === null) throw conflict('Ya se está haciendo una copia: espera a que termine');
      // The copy and its drill take from seconds to minutes: the page follows the run's row.
      void runBackup(deps, { kind: 'manual', requestedBy: user.id }, id).catch((error: unknown) =>
        app.log.error(error, 'copia de seguridad'),
      );
      return reply.status(202).send({ id });
    },
  );
});
