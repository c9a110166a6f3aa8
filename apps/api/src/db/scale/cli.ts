// `npm run seed:scale -- --businesses 100000 --visits 2000000 [--seed 1] [--reset] [--with-demo]
//   [--now 2026-01-01T00:00:00Z] [--database-url URL | --data-dir DIR]`
// Fills the database the server would use (DATABASE_URL, else DATA_DIR) with a generated
// directory, for measuring the application at scale. Stop the server first on PGlite: an
// embedded data directory has one user at a time.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '../../env';
import { openDatabase, type DatabaseOptions } from '../client';
import { databaseOptionsFromEnv } from '../setup';
import { seedScale } from './seed-scale';

const USAGE = `Uso: npm run seed:scale -- --businesses N --visits M [opciones]
  --businesses N       negocios generados (1000)
  --visits M           visitas repartidas entre ellos (20 por negocio)
  --seed S             semilla: la misma semilla da los mismos datos (1)
  --now ISO            instante de referencia (el inicio del día de hoy, UTC)
  --reset              vacía antes negocios, su contenido y sus visitas
  --with-demo          conserva la demostración en la preparación (base vacía)
  --database-url URL   PostgreSQL (por defecto DATABASE_URL)
  --data-dir DIR       PGlite (por defecto DATA_DIR, o data/)`;

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '1000' },
    visits: { type: 'string' },
    seed: { type: 'string', default: '1' },
    now: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'with-demo': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

function count(name: string, text: string): number {
  const n = Number(text.replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} debe ser un entero ≥ 0`);
  return n;
}

function options() {
  const businesses = count('businesses', values.businesses);
  // Midnight UTC today by default: two runs on the same day give identical rows.
  const now = values.now ? new Date(values.now) : new Date(new Date().setUTCHours(0, 0, 0, 0));
  if (Number.isNaN(now.getTime())) throw new Error('--now debe ser una fecha ISO');
  if (values.reset && values['with-demo'])
    // The demo seed only fills a database without businesses and would collide with its own
    // accounts, which --reset keeps.
    throw new Error('--with-demo no se combina con --reset: use una base de datos nueva');
  return {
    businesses,
    visits: values.visits === undefined ? businesses * 20 : count('visits', values.visits),
    seed: count('seed', values.seed),
    now,
    reset: values.reset,
    withDemo: values['with-demo'],
  };
}

async function main() {
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const env = parseEnv();
  const scale = options();
  const target: DatabaseOptions = values['database-url']
    ? { kind: 'postgres', url: values['database-url'], poolSize: 2 }
    : values['data-dir']
      ? { kind: 'pglite', dataDir: resolve(values['data-dir']) }
      : databaseOptionsFromEnv(env);
  const where = target.kind === 'postgres' ? new URL(target.url).pathname.slice(1) : target.dataDir;
  const started = Date.now();
  const log = (message: string) =>
    console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  ${message}`);
  log(
    `${target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${where ?? ''}: ` +
      `${scale.businesses} negocios, ${scale.visits} visitas, semilla ${scale.seed}`,
  );
  const database = await openDatabase(target);
  try {
    await seedScale(database, env, scale, log);
    log('listo');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
