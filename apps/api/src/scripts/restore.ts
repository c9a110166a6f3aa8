// `npm run restore -- FILE [--data-dir DIR | --database-url URL] [--force]`: a backup into an
// empty target (DATA_DIR or DATABASE_URL when neither is given), its files into that target's
// storage (MEDIA_DIR, DIR/media or the bucket), then compared with its manifest.
import { parseArgs } from 'node:util';
import { parseEnv } from '../env';
import { restoreBackup, RestoreRefused } from '../features/backups/restore-backup';
import { createMediaStorage } from '../storage/media-storage';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
const file = positionals[0];
if (!file || (values['data-dir'] && values['database-url'])) {
  console.error(
    'Uso: npm run restore -- ARCHIVO [--data-dir CARPETA | --database-url postgres://…] [--force]',
  );
  process.exit(2);
}
const env = parseEnv({
  ...process.env,
  ...(values['data-dir'] ? { DATA_DIR: values['data-dir'], DATABASE_URL: '' } : {}),
  ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
});
const target = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.dataDir };
try {
  const result = await restoreBackup(file, target, createMediaStorage(env.media), {
    force: values.force,
  });
  console.log(`Restauradas ${result.tables} tablas y ${result.files} archivos`);
  if (result.differences.length > 0) {
    for (const line of result.differences) console.error(`Diferencia: ${line}`);
    process.exit(1);
  }
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
