import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessPath } from '@drd/shared/business-path';
import { buildApp } from '../../app';
import { businesses } from '../../db/schema';
import { parseEnv } from '../../env';
import { createTestContext, type TestContext } from '../../test/context';
import { businessSitemapFile, businessSitemapName } from './sitemap';

let ctx: TestContext;
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  ctx = await createTestContext();
  webDist = await mkdtemp(join(tmpdir(), 'drd-web-'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Directorio RD</title></head><body><div id="root"></div></body></html>',
  );
  app = await buildApp({
    db: ctx.database.db,
    env: parseEnv({ NODE_ENV: 'test', PUBLIC_URL: 'https://directorio.do' }),
    webDist,
  });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** The index, and every file it names, fetched as a crawler would. */
async function crawl() {
  const index = (await get('/sitemap.xml')).body;
  const files = await Promise.all(
    locs(index).map(async (loc) => {
      const response = await get(loc.replace('https://directorio.do', ''));
      expect(response.statusCode, loc).toBe(200);
      return response.body;
    }),
  );
  return { index, files };
}

describe('sitemap.xml', () => {
  it('is an index of the list pages file and the business files, each with its lastmod', async () => {
    const { index } = await crawl();
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual([
      'https://directorio.do/sitemaps/paginas.xml',
      'https://directorio.do/sitemaps/negocios-1.xml',
    ]);
    expect(index.match(/<sitemap>/g)).toHaveLength(2);
    expect(index.match(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/g)).toHaveLength(2);
  });

  it('lists every active business, category and place page, every entry with its lastmod', async () => {
    const xml = (await crawl()).files.join('\n');
    const active = await ctx.database.db
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.isActive, true));
    // Each under its readable URL, the one the page names as canonical.
    for (const b of active) expect(xml).toContain(`https://directorio.do${businessPath(b)}</loc>`);
    for (const path of ['/categoria/farmacias', '/ubicacion/puerto-plata', '/planes']) {
      expect(xml).toContain(`https://directorio.do${path}</loc>`);
    }
    const entries = xml.match(/<url>.*?<\/url>/g)!;
    expect(entries.length).toBeGreaterThan(active.length);
    expect(entries.filter((e) => !/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/.test(e))).toEqual([]);
  });

  it('dates a business by its last change and leaves inactive ones out', async () => {
    const [inactive] = await ctx.database.db
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.isActive, false))
      .limit(1);
    const [first] = await ctx.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .limit(1);
    const [active] = await ctx.database.db
      .update(businesses)
      .set({ updatedAt: new Date('2026-03-04T12:00:00Z') })
      .where(eq(businesses.id, first!.id))
      .returning({ id: businesses.id, name: businesses.name });
    app.slowCache.clear();
    const xml = (await crawl()).files.join('\n');
    expect(xml).toContain(
      `<loc>https://directorio.do${businessPath(active!)}</loc><lastmod>2026-03-04</lastmod>`,
    );
    if (inactive) expect(xml).not.toContain(`${businessPath(inactive)}</loc>`);
  });

  it('lists only pages the web app has a route for', async () => {
    // The router, and the list pages' paths it reads from their own table.
    const router = ['router.tsx', 'list-route-paths.ts']
      .map((file) =>
        readFileSync(new URL(`../../../../web/src/app/${file}`, import.meta.url), 'utf8'),
      )
      .join('\n');
    const patterns = [...router.matchAll(/'(\/[^'*]*)'/g)].map(
      (m) => new RegExp(`^${m[1]!.replace(/:[a-z]+/gi, '[^/]+')}$`),
    );
    const paths = locs((await crawl()).files.join('\n')).map(
      (loc) => loc.replace('https://directorio.do', '') || '/',
    );
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !patterns.some((p) => p.test(path)))).toEqual([]);
  });

  it('answers 404 for a file that is not there', async () => {
    for (const name of ['negocios-999.xml', 'negocios-0.xml', 'otro.xml', 'negocios-1.xml.gz']) {
      expect((await get(`/sitemaps/${name}`)).statusCode, name).toBe(404);
    }
  });

  it('sends each file compressed once, as the crawler asks', async () => {
    const plain = (await get('/sitemaps/negocios-1.xml')).body;
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/sitemaps/negocios-1.xml',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(decode(response.rawPayload).toString()).toBe(plain);
    }
    expect(plain).toContain('<urlset');
  });

  it('names business files by id range, one based', () => {
    expect(businessSitemapName(0)).toBe('negocios-1.xml');
    expect(businessSitemapFile('negocios-1.xml')).toBe(0);
    expect(businessSitemapFile('negocios-20.xml')).toBe(19);
    expect(businessSitemapFile('negocios-01.xml')).toBeNull();
  });
});
