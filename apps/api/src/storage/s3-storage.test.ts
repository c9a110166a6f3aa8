// The S3 driver against an S3-compatible server started here (s3rver, in process, signatures
// checked), then the whole upload path with the app storing in that bucket.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rverModule from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { createActors } from '../test/actors';
import { createTestContext, type TestContext } from '../test/context';
import { multipart, twoColourPhoto } from '../test/images';
import { createMediaStorage, type MediaStorage } from './media-storage';

interface S3rverServer {
  run: () => Promise<AddressInfo>;
  close: () => Promise<void>;
}
const S3rver = S3rverModule as unknown as new (options: Record<string, unknown>) => S3rverServer;

let server: S3rverServer;
let directory: string;
let s3Env: Record<string, string>;
let storage: MediaStorage;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'drd-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'fotos' }],
  });
  const { port } = await server.run();
  s3Env = {
    S3_BUCKET: 'fotos',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  storage = createMediaStorage(parseEnv(s3Env).media);
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe('the S3 driver', () => {
  it('puts, gets and removes a file', async () => {
    expect(storage.driver).toBe('s3');
    const body = Buffer.from([1, 2, 3, 4, 5]);
    await storage.put('u/prueba.webp', body, 'image/webp');
    const file = await storage.get('u/prueba.webp');
    expect(file?.body.equals(body)).toBe(true);
    expect(file?.contentType).toBe('image/webp');
    await storage.remove('u/prueba.webp');
    expect(await storage.get('u/prueba.webp')).toBeNull();
    await storage.remove('u/prueba.webp');
  });

  it('fails loudly with an unknown access key', async () => {
    const wrong = createMediaStorage(parseEnv({ ...s3Env, S3_ACCESS_KEY_ID: 'DESCONOCIDA' }).media);
    await expect(wrong.put('u/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
  });

  it('refuses an S3 bucket without its endpoint or keys at start', () => {
    expect(() => parseEnv({ S3_BUCKET: 'fotos' })).toThrow(/S3_ENDPOINT/);
  });

  describe('behind the app', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({ env: s3Env });
    });
    afterAll(() => ctx.close());

    it('stores an uploaded photo in the bucket and serves it', async () => {
      const actors = await createActors(ctx.database.db, 's3');
      const cookies = await actors.cookies('owner', ctx.app.now());
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads/photos?purpose=cover',
        cookies,
        ...multipart(await twoColourPhoto(900, 600)),
      });
      expect(response.statusCode, response.body).toBe(201);
      const key = /\/media\/([0-9a-f]{32})\.webp$/.exec(response.json<{ url: string }>().url)![1]!;
      expect((await storage.get(`u/${key}-400.webp`))?.body.length).toBeGreaterThan(0);
      const served = await ctx.app.inject({ method: 'GET', url: `/media/${key}.jpg` });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        width: 900,
        format: 'jpeg',
      });
    });
  });
});
