// `npm run seed:scale -- --businesses 100000 --visits 2000000 [--reset] [--seed 1]
//   [--database-url URL | --data-dir DIR]`: a generated directory for measuring scale.
// Targets the server's database (DATABASE_URL, else DATA_DIR) unless a flag names another.
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '../client';
import { seedReferenceData } from '../seed/reference';
import { databaseOptionsFromEnv } from '../setup';
import { parseEnv } from '../../env';
import { seedScale } from './seed-scale';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '100000' },
    visits: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const businesses = Number(values.businesses);
const visits = Number(values.visits);
const seed = Number(values.seed);
if (![businesses, visits, seed].every((n) => Number.isInteger(n) && n >= 0))
  throw new Error('--businesses, --visits y --seed deben ser enteros positivos');

const env = parseEnv();
const options = values['database-url']
  ? ({ kind: 'postgres', url: values['database-url'] } as const)
  : values['data-dir']
    ? ({ kind: 'pglite', dataDir: values['data-dir'] } as const)
    : databaseOptionsFromEnv(env);
const started = Date.now();
const log = (message: string) => {
  console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${message}`);
};

const database = await openDatabase(options);
try {
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await seedScale(database, { businesses, visits, seed, reset: values.reset }, log);
  log('listo');
} catch (error) {
  console.error(
    error instanceof Error
      ? `${error.message}\n${error.cause instanceof Error ? error.cause.message : ''}`
      : error,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
