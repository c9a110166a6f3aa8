import { z } from 'zod';

/** One backup and its restore drill, as '/admin/sistema' lists them. */
export const backupRunSchema = z.object({
  id: z.number(),
  kind: z.enum(['nightly', 'manual']),
  status: z.enum(['running', 'ok', 'failed']),
  file: z.string().nullable(),
  bytes: z.number().nullable(),
  /** Whether the drill restored it and found it whole; null while running or when none was made. */
  drillOk: z.boolean().nullable(),
  problems: z.array(z.string()),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BackupRunView = z.infer<typeof backupRunSchema>;

export const systemStatusSchema = z.object({
  version: z.string(),
  /** This instance's uptime in seconds. */
  uptimeSeconds: z.number(),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    bytes: z.number(),
    largestTables: z.array(z.object({ name: z.string(), bytes: z.number(), rows: z.number() })),
  }),
  outbox: z.object({ queued: z.number(), failed: z.number(), oldestAgeSeconds: z.number() }),
  /** This instance's background jobs: when each last succeeded. */
  jobs: z.array(
    z.object({
      name: z.string(),
      periodSeconds: z.number().nullable(),
      lastSuccessAt: z.string().nullable(),
      failures: z.number(),
    }),
  ),
  /** Photos and private documents kept, in bytes. */
  storageBytes: z.number(),
  backups: z.array(backupRunSchema),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const backupStartedSchema = z.object({ id: z.number() });
