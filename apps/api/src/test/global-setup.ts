// Builds one migrated and seeded database before the API suite, so each worker copies it instead
// of migrating and seeding again: a PGlite data-directory dump, or on PostgreSQL a template
// database; the teardown drops the template and the workers' copies.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedDemoData } from '../db/demo/seed-demo';
import { queryRows } from '../db/raw';
import { seedReferenceData } from '../db/seed/reference';
import { usePasswordCost } from '../features/auth/password';
import { FIXED_NOW } from './clock';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // The demo accounts of the template, hashed at the cost the test files sign in with.
  usePasswordCost('test');
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `drd_template_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    const target = new URL(url);
    target.pathname = `/${name}`;
    const template = await openDatabase({ kind: 'postgres', url: target.toString() });
    await migrateDatabase(template);
    await seedReferenceData(template.db);
    await seedDemoData(template.db, { now: FIXED_NOW });
    await template.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      // The workers' copies (test/context.ts) are named after the template.
      const copies = await queryRows<{ name: string }>(
        admin.db,
        sql`select datname as name from pg_database where starts_with(datname, ${`${name}_`})`,
      );
      for (const copy of copies)
        await admin.db.execute(sql.raw(`drop database if exists ${copy.name} with (force)`));
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await seedDemoData(database.db, { now: FIXED_NOW });
  const dump = await database.dumpDataDir!();
  await database.close();
  const folder = await mkdtemp(join(tmpdir(), 'drd-api-tests-'));
  const file = join(folder, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rm(folder, { recursive: true, force: true });
}
