// `npm run backup -- [--out DIR]`: one file with the database, the stored photos and documents and
// a manifest (features/backups/create-backup.ts), in DIR or BACKUP_DIR. With the embedded database
// the server must be stopped (its folder belongs to one process): a running server backs itself up
// from '/admin/sistema' ('Hacer copia ahora') or its nightly job.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { DataDirError } from '../db/data-dir';
import { databaseOptionsFromEnv } from '../db/setup';
import { parseEnv } from '../env';
import { createBackup } from '../features/backups/create-backup';
import { createMediaStorage } from '../storage/media-storage';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const env = parseEnv();
const database = await openDatabase(databaseOptionsFromEnv(env)).catch((error: unknown) => {
  if (!(error instanceof DataDirError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  const backup = await createBackup(
    {
      database,
      databaseUrl: env.DATABASE_URL ?? null,
      storage: createMediaStorage(env.media),
      now: () => new Date(),
    },
    values.out ?? env.backupDir,
  );
  const rows = Object.values(backup.manifest.tables).reduce((n, t) => n + t.rows, 0);
  console.log(
    `Copia escrita: ${backup.path} (${(backup.bytes / 1e6).toFixed(1)} MB, ${rows} filas, ` +
      `${backup.manifest.media.length} archivos)`,
  );
  for (const key of backup.missing) console.warn(`Aviso: falta el archivo ${key} en el almacén`);
} finally {
  await database.close();
}
