// A backup restored into a new database and folder serves what the original served: the same
// counts, a profile byte for byte, a photo; the drill passes it and fails a damaged copy.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { ensureDemoMedia } from '../../db/demo/demo-media';
import { DEMO_IMAGE_NAMES } from '../../db/demo/seed-demo';
import { queryRows } from '../../db/raw';
import { prepareDatabase } from '../../db/setup';
import { parseEnv } from '../../env';
import { localStorage } from '../../storage/local-storage';
import { createTestContext, type TestContext } from '../../test/context';
import { createBackup, type BackupFile } from './create-backup';
import { drillBackup } from './drill';
import { restoreBackup, RestoreRefused } from './restore-backup';

const postgresUrl = process.env.DATABASE_URL || null;
let ctx: TestContext;
let backup: BackupFile;
let workDir: string;
let currentUrl: string | null = null;
const storage = () => localStorage(join(workDir, 'media-origen'));

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'drd-copias-test-'));
  ctx = await createTestContext({ storage: storage() });
  await ensureDemoMedia(ctx.database.db, storage(), DEMO_IMAGE_NAMES.slice(0, 1));
  if (postgresUrl) {
    const [row] = await queryRows<{ name: string }>(
      ctx.database.db,
      sql`select current_database() as name`,
    );
    const url = new URL(postgresUrl);
    url.pathname = `/${row!.name}`;
    currentUrl = url.toString();
  }
  backup = await createBackup(
    {
      database: ctx.database,
      databaseUrl: currentUrl,
      storage: storage(),
      now: () => ctx.app.now(),
    },
    join(workDir, 'copias'),
  );
}, 120_000);
afterAll(() => ctx.close());

/** A new empty target: a data folder, or a new database on the test's PostgreSQL server. */
async function emptyTarget() {
  if (!postgresUrl)
    return {
      target: { dataDir: join(workDir, `datos-${randomBytes(3).toString('hex')}`) },
      drop: async () => {},
    };
  const name = `drd_restaurada_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url: postgresUrl, poolSize: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    target: { databaseUrl: url.toString() },
    drop: async () => {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}

async function openTarget(
  target: { dataDir: string } | { databaseUrl: string },
): Promise<Database> {
  return 'dataDir' in target
    ? openDatabase({ kind: 'pglite', dataDir: target.dataDir })
    : openDatabase({ kind: 'postgres', url: target.databaseUrl });
}

describe('backup and restore', () => {
  it('writes one file with a manifest of every table and the stored files', () => {
    expect(backup.path).toMatch(/drd-copia-\d{8}-\d{6}\.tar\.gz$/);
    expect(backup.manifest.driver).toBe(ctx.database.driver);
    expect(backup.manifest.tables['public.businesses']!.rows).toBeGreaterThan(5);
    expect(backup.manifest.migrations.count).toBeGreaterThan(40);
    expect(backup.manifest.media.length).toBeGreaterThan(0);
    expect(backup.manifest.media[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it(
    'restores into a new database and folder that a server then serves the same',
    { timeout: 180_000 },
    async () => {
      const { target, drop } = await emptyTarget();
      const restoredStorage = localStorage(
        join(workDir, `media-${randomBytes(3).toString('hex')}`),
      );
      try {
        const result = await restoreBackup(backup.path, target, restoredStorage);
        expect(result.differences).toEqual([]);
        const database = await openTarget(target);
        await prepareDatabase(database, parseEnv({ NODE_ENV: 'test' }));
        const app = await buildApp({
          db: database.db,
          env: parseEnv({ NODE_ENV: 'test' }),
          now: () => ctx.app.now(),
          storage: restoredStorage,
        });
        try {
          for (const url of ['/api/stats', '/api/businesses/detail/1', '/api/categories']) {
            const before = await ctx.app.inject({ method: 'GET', url });
            const after = await app.inject({ method: 'GET', url });
            expect(after.statusCode).toBe(before.statusCode);
            expect(after.body).toBe(before.body);
          }
          const photo = backup.manifest.media.find((m) => m.key.endsWith('.webp'))!;
          const served = await app.inject({ method: 'GET', url: `/media/${photo.key.slice(2)}` });
          expect(served.statusCode).toBe(200);
          expect(served.rawPayload.equals((await storage().get(photo.key))!.body)).toBe(true);
        } finally {
          await app.close();
          await database.close();
        }
      } finally {
        await drop();
      }
    },
  );

  it(
    'refuses a target that is not empty unless forced, and a backup of the other engine',
    { timeout: 180_000 },
    async () => {
      const { target, drop } = await emptyTarget();
      const restoredStorage = localStorage(
        join(workDir, `media-${randomBytes(3).toString('hex')}`),
      );
      try {
        await restoreBackup(backup.path, target, restoredStorage);
        await expect(restoreBackup(backup.path, target, restoredStorage)).rejects.toThrow(
          RestoreRefused,
        );
        const forced = await restoreBackup(backup.path, target, restoredStorage, { force: true });
        expect(forced.differences).toEqual([]);
        const other =
          'dataDir' in target
            ? { databaseUrl: 'postgres://nadie@127.0.0.1:1/x' }
            : { dataDir: join(workDir, 'otra') };
        await expect(restoreBackup(backup.path, other, restoredStorage)).rejects.toThrow(
          /restáurala con/,
        );
      } finally {
        await drop();
      }
    },
  );

  it('passes the drill, and reports a damaged copy as failed', { timeout: 120_000 }, async () => {
    const drill = await drillBackup(backup.path, postgresUrl);
    expect(drill).toMatchObject({ ok: true, differences: [] });
    expect(drill.tables).toBeGreaterThan(40);

    const bytes = await readFile(backup.path);
    const damaged = Buffer.from(bytes);
    for (let i = Math.floor(damaged.length / 2); i < damaged.length / 2 + 64; i++)
      damaged[i]! ^= 0xff;
    const damagedPath = join(workDir, 'dañada.tar.gz');
    await writeFile(damagedPath, damaged);
    const failed = await drillBackup(damagedPath, postgresUrl);
    expect(failed.ok).toBe(false);
    expect(failed.differences.join(' ')).toMatch(/dañada|no coincide|No se pudo restaurar/);
  });
});
