// A list page or the home page served from the cache is the finished page, compressed once per
// encoding (encoded-body.ts): the same bytes for the same encoding, each encoding decoding to the
// same HTML, and the cache entry holds those bytes, so a hit neither draws nor compresses.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
import { cacheKeys } from '../../lib/query-cache-keys';
import type { EncodedBody } from './encoded-body';
import type { InitialEntry } from './list-first-screen';
import { openListPagesApp } from './list-pages-test-app';

let app: FastifyInstance;
let close: () => Promise<void>;
let draws = 0;

function renderer(_location: string, data: InitialEntry[]) {
  draws++;
  const list = data.find((entry) => entry.queryKey[1] === 'filter')!.data as BusinessList;
  return `<div class="first-paint-page">${list.businesses.map((b) => `<p>${b.name}</p>`).join('')}</div>`;
}

beforeAll(async () => {
  ({ app, close } = await openListPagesApp(renderer));
});
afterAll(() => close());

const get = (url: string, encoding?: string) =>
  app.inject({ url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe.each([
  ['/todos-los-negocios', cacheKeys.listPage('/todos-los-negocios?1', {})],
  ['/', cacheKeys.listPage('/', {})],
])('%s from the cache', (url, key) => {
  it('is the same bytes for the same encoding and the same page in each encoding', async () => {
    const drawsBefore = draws;
    const br = [await get(url, 'gzip, deflate, br, zstd'), await get(url, 'br')];
    const gzip = [await get(url, 'gzip, deflate'), await get(url, 'br;q=0, gzip')];
    const plain = await get(url);
    // Drawn once, then served from the cache.
    expect(draws - drawsBefore).toBe(1);
    for (const r of [...br, ...gzip, plain]) {
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.headers.vary).toContain('Accept-Encoding');
    }
    expect(br.map((r) => r.headers['content-encoding'])).toEqual(['br', 'br']);
    expect(gzip.map((r) => r.headers['content-encoding'])).toEqual(['gzip', 'gzip']);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br[1]!.rawPayload.equals(br[0]!.rawPayload)).toBe(true);
    expect(gzip[1]!.rawPayload.equals(gzip[0]!.rawPayload)).toBe(true);
    expect(gzip[0]!.rawPayload.equals(br[0]!.rawPayload)).toBe(false);
    const html = plain.body;
    expect(html).toContain('first-paint-page');
    expect(brotliDecompressSync(br[0]!.rawPayload).toString()).toBe(html);
    expect(gunzipSync(gzip[0]!.rawPayload).toString()).toBe(html);

    // The cache entry is the finished page with its compressed bytes: a hit builds nothing.
    const entry = await app.cache.get<EncodedBody>(key, () => {
      throw new Error('not cached');
    });
    expect(entry.text).toBe(html);
    expect(entry.br.equals(br[0]!.rawPayload)).toBe(true);
    expect(entry.gzip.equals(gzip[0]!.rawPayload)).toBe(true);
  });
});
