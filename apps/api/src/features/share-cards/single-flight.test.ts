// Thirty visitors opening a link preview at once used to draw its card thirty times (9.4 s
// against 0.6 s for one): each card is drawn once, in this process and across instances (CI runs
// this on PostgreSQL too), and everyone gets the same bytes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { createMediaStorage, type MediaStorage } from '../../storage/media-storage';
import { createTestContext, createTestWebDist, type TestContext } from '../../test/context';

// A card is stored right after it is drawn (store.ts), so cards stored count cards drawn. Each
// instance gets its own storage object over one folder, as two servers would.
let cardsStored = 0;
function countingStorage(dir: string): MediaStorage {
  const storage = createMediaStorage({ driver: 'local', dir });
  return {
    ...storage,
    put: (key, body, contentType) => {
      if (key.startsWith('og/')) cardsStored++;
      return storage.put(key, body, contentType);
    },
  };
}

let ctx: TestContext;
let second: FastifyInstance;
let mediaDir: string;
let removeWeb: () => Promise<void>;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'drd-cards-once-'));
  ctx = await createTestContext({ web: true, storage: countingStorage(mediaDir) });
  // A second instance on the same database and storage, as behind a load balancer.
  const web = await createTestWebDist();
  removeWeb = web.remove;
  second = await buildApp({
    db: ctx.database.db,
    env: parseEnv({ NODE_ENV: 'test', MEDIA_DIR: mediaDir, GEOCODER_URL: '' }),
    storage: countingStorage(mediaDir),
    webDist: web.path,
    now: () => ctx.app.now(),
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await ctx.close();
  await removeWeb();
  await rm(mediaDir, { recursive: true, force: true });
});

async function cardUrl(path: string) {
  const page = await ctx.app.inject({ url: path, headers: { 'user-agent': 'WhatsApp/2.23' } });
  const url = /<meta property="og:image" content="([^"]+)"/.exec(page.body)![1]!;
  return new URL(url).pathname;
}

describe('share cards drawn once', () => {
  it('30 parallel first requests for one card draw it once', async () => {
    const url = await cardUrl('/');
    cardsStored = 0;
    const answers = await Promise.all(Array.from({ length: 30 }, () => ctx.app.inject({ url })));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(cardsStored).toBe(1);
    const first = answers[0]!.rawPayload;
    expect(answers.every((r) => r.rawPayload.equals(first))).toBe(true);
  });

  // An embedded database belongs to one process, so instances only ever share PostgreSQL.
  it.skipIf(!process.env.DATABASE_URL)('two instances asked together draw it once', async () => {
    const url = await cardUrl('/categoria/restaurantes');
    cardsStored = 0;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? second : ctx.app).inject({ url })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array<number>(12).fill(200));
    expect(cardsStored).toBe(1);
  });
});
