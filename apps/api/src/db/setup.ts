// What every start does to a database: apply migrations, make sure the reference data is there,
// and fill an empty database with the demo directory when SEED_DEMO=1 asks for it.
import { sql } from 'drizzle-orm';
import type { Env } from '../env';
import { ensureAdmin } from '../features/auth/bootstrap-admin';
import { migrateDatabase, migrationsFolder, openDatabase, type Database } from './client';
import { seedDemoData } from './demo/seed-demo';
import { seedReferenceData } from './seed/reference';

export function databaseOptionsFromEnv(env: Env) {
  return env.DATABASE_URL
    ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: env.dataDir } as const);
}

export async function prepareDatabase(
  database: Database,
  env: Env,
  log: (message: string) => void = () => {},
  migrations = migrationsFolder,
): Promise<void> {
  // Several instances may start at once on one database: one migrates and seeds, the others wait
  // and then find it done (every step below is also safe to repeat).
  await database.migrationLock(async () => {
    const { before, applied } = await migrateDatabase(database, migrations);
    // A migration may rewrite a table (a stored column added), which leaves it without planner
    // statistics or visibility map: until autovacuum got round to it, counts read the whole table
    // instead of an index. A blank database has nothing to refresh.
    if (applied > 0 && before > 0) await database.db.execute(sql`vacuum analyze`);
    await seedReferenceData(database.db);
    // Demo accounts have published passwords: only when asked for (`npm start` sets SEED_DEMO=1).
    if (env.SEED_DEMO) {
      const { seeded } = await seedDemoData(database.db);
      if (seeded) log('Base de datos llenada con los datos de demostración');
    }
    if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
      const result = await ensureAdmin(database.db, {
        username: env.ADMIN_USERNAME,
        password: env.ADMIN_PASSWORD,
        email: env.ADMIN_EMAIL,
      });
      log(
        `Administrador ${env.ADMIN_USERNAME}: ${result === 'created' ? 'creado' : 'actualizado'}`,
      );
    }
  });
}

export async function openPreparedDatabase(env: Env, log?: (message: string) => void) {
  const database = await openDatabase(databaseOptionsFromEnv(env));
  await prepareDatabase(database, env, log);
  return database;
}
