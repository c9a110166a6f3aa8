// Three instances started at once on an empty PostgreSQL database: one migrates and seeds under the
// advisory lock, the other two wait for it, and all three are then ready to serve.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { getJson } from '../test/context';
import { migrationsFolder, openDatabase } from './client';
import { queryRows } from './raw';
import { prepareDatabase } from './setup';

const postgresUrl = process.env.DATABASE_URL;

describe.skipIf(!postgresUrl)('migrations with several instances (PostgreSQL)', () => {
  it('applies every migration once when three instances start together', async () => {
    const name = `drd_three_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ kind: 'postgres', url: postgresUrl!, poolSize: 1 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: url.toString() });
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 3 })),
    );
    try {
      await Promise.all(instances.map((database) => prepareDatabase(database, env)));
      const journal = JSON.parse(
        readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8'),
      ) as { entries: unknown[] };
      const [applied] = await queryRows<{ rows: number; hashes: number }>(
        instances[0]!.db,
        sql`select count(*)::int as rows, count(distinct hash)::int as hashes
            from drizzle.__drizzle_migrations`,
      );
      expect(applied).toEqual({ rows: journal.entries.length, hashes: journal.entries.length });
      for (const database of instances) {
        const app = await buildApp({ db: database.db, env });
        expect((await getJson(app, '/api/health/ready')).status).toBe(200);
        await app.close();
      }
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    }
  });
});
