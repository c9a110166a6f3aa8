// The seeded template database plus an app per test file: PGlite in memory by default; with
// DATABASE_URL (CI's second pass) a database on that server.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { parseEnv } from '../env';
import { FIXED_NOW } from './clock';
import type { MediaStorage } from '../storage/media-storage';
import { openReusedTemplate } from './reused-template';

export { FIXED_NOW };

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** Moves the app's clock (for opening-hours and visit de-duplication tests). */
  setNow: (date: Date) => void;
  close: () => Promise<void>;
}

/**
 * A throwaway database: the template as it was seeded, or (empty: true) a blank one for tests of
 * migration and start-up. The worker's one copy is reset for each file (reused-template.ts).
 */
export async function openTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (options.empty)
      return { database: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
    const loadTemplate = async () =>
      openDatabase({
        kind: 'pglite',
        loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]),
      });
    return openReusedTemplate(
      async () => {
        const control = await loadTemplate();
        return { control, open: async () => ({ ...control, close: async () => {} }) };
      },
      async () => ({ database: await loadTemplate(), drop: async () => {} }),
    );
  }
  if (options.empty) return createPostgresDatabase(url, '');
  return openReusedTemplate(
    async () => {
      // Named after the run's template, so the suite's teardown drops it with the template.
      const { database: control, name } = await createPostgresDatabase(
        url,
        inject('postgresTemplate'),
        {
          keep: true,
          poolSize: 1,
        },
      );
      const target = databaseUrl(url, name);
      return { control, open: () => openDatabase({ kind: 'postgres', url: target }) };
    },
    () => createPostgresDatabase(url, inject('postgresTemplate')),
  );
}

const databaseUrl = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

/** A new database on the server, a copy of `template` (or blank), and how to drop it. */
async function createPostgresDatabase(
  url: string,
  template: string,
  options: { keep?: boolean; poolSize?: number } = {},
): Promise<{ database: Database; name: string; drop: () => Promise<void> }> {
  const name = `${template || 'drd_test'}_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    await admin.db.execute(
      sql.raw(`create database ${name}${template ? ` template ${template}` : ''}`),
    );
  } catch (error) {
    await admin.close();
    throw error;
  }
  // A kept database outlives the file: the suite's teardown drops it (global-setup.ts).
  if (options.keep) await admin.close();
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(url, name),
    ...(options.poolSize ? { poolSize: options.poolSize } : {}),
  });
  return {
    database,
    name,
    drop: async () => {
      if (options.keep) return;
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}

const TEST_INDEX = `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Directorio RD</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>`;

/** A stand-in for the web build: enough for buildApp to serve the SPA and the SEO pages. */
export async function createTestWebDist(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'drd-web-'));
  await writeFile(join(path, 'index.html'), TEST_INDEX);
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/**
 * A copy of the migrated database with the demo directory, and an app over it; with `web`, the
 * app also serves a stand-in web build, so the server-rendered pages are registered.
 */
export async function createTestContext(
  options: { web?: boolean; env?: Record<string, string>; storage?: MediaStorage } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const web = options.web ? await createTestWebDist() : undefined;
  let now = FIXED_NOW;
  // No geocoder: tests never reach a service on the internet (geocode.test.ts starts its own).
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent',
    GEOCODER_URL: '',
    ...options.env,
  });
  const app = await buildApp({
    db: database.db,
    env,
    now: () => now,
    ...(web ? { webDist: web.path } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    setNow: (date) => {
      now = date;
    },
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await web?.remove();
    },
  };
}

/** GET a JSON endpoint and return status and parsed body. */
export async function getJson<T = unknown>(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>(), response };
}

/** Headers a same-site browser request carries (the origin guard requires them on writes). */
export const SAME_ORIGIN = { origin: 'http://localhost', 'content-type': 'application/json' };

/** POST JSON as the site's own page would. */
export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown = {},
  options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...SAME_ORIGIN, ...options.headers },
    payload: JSON.stringify(payload),
    ...(options.cookies ? { cookies: options.cookies } : {}),
  });
}
