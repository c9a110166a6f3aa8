import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
let app: FastifyInstance;
let webDist: string;

const INDEX = `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Directorio RD</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hola '.repeat(400))};\n`;

beforeAll(async () => {
  ctx = await createTestContext();
  webDist = await mkdtemp(join(tmpdir(), 'drd-web-'));
  await writeFile(join(webDist, 'index.html'), INDEX);
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'assets', 'app-a.js'), SCRIPT);
  await writeFile(join(webDist, 'assets', 'app-a.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(webDist, 'assets', 'app-a.js.gz'), gzipSync(SCRIPT));
  app = await buildApp({
    db: ctx.database.db,
    env: parseEnv({ NODE_ENV: 'test', ALLOWED_HOSTS: 'directorio.do' }),
    webDist,
  });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { host: 'directorio.do', ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('compressed answers', () => {
  it('sends a business page compressed with brotli to a browser that accepts it', async () => {
    // The bare id moves to the readable address (routes.ts), the page compressed here.
    const profile = String((await get('/negocio/1')).headers.location);
    const plain = await get(profile);
    const response = await get(profile, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toBe(plain.body);
    expect(html).toContain('application/ld+json');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('falls back to gzip, and to plain text for a client that accepts neither', async () => {
    const profile = String((await get('/negocio/1')).headers.location);
    const gzipped = await get(profile, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toContain('application/ld+json');
    const plain = await get(profile);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('application/ld+json');
  });

  it('compresses a large API answer', async () => {
    const response = await get('/api/categories', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8')) as unknown;
    expect(body).toEqual(JSON.parse((await get('/api/categories')).body));
  });

  it("serves the build's precompressed files once encoded, not twice", async () => {
    const response = await get('/assets/app-a.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
    const gzipped = await get('/assets/app-a.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('compresses an API answer in one go: a length, not a stream, and the same JSON', async () => {
    const plain = await get('/api/businesses/filter?pageSize=24');
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await get('/api/businesses/filter?pageSize=24', accepted);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['transfer-encoding']).toBeUndefined();
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('leaves small answers and clients asking for none as they are', async () => {
    const small = await get('/api/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await app.inject({
      method: 'GET',
      url: '/api/businesses/filter',
      headers: { host: 'directorio.do', 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toHaveProperty('businesses');
  });
});
