import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { businesses } from '../../db/schema';
import { parseEnv } from '../../env';
import { createTestContext, type TestContext } from '../../test/context';
import { buildSitemaps } from './sitemap';

let ctx: TestContext;
let app: FastifyInstance;
let webDist: string;

const INDEX = `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Directorio RD</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  ctx = await createTestContext();
  webDist = await mkdtemp(join(tmpdir(), 'drd-web-'));
  await writeFile(join(webDist, 'index.html'), INDEX);
  await mkdir(join(webDist, '.vite'));
  await writeFile(
    join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a.js', isEntry: true },
      'src/app/routes/business.tsx': { file: 'assets/business-b.js', imports: ['index.html'] },
    }),
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

// A forged Host header: absolute URLs must come from PUBLIC_URL, never from the request.
const page = (url: string) =>
  app.inject({ method: 'GET', url, headers: { host: 'sitio-malo.example' } });

describe('shareable pages', () => {
  it('gives a business page its title, Open Graph tags and LocalBusiness JSON-LD', async () => {
    const [business] = await ctx.database.db
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .limit(1);
    const response = await page(`/negocio/${business!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain(
      `<link rel="canonical" href="https://directorio.do/negocio/${business!.id}" />`,
    );
    expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!,
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'LocalBusiness',
      telephone: expect.any(String),
      address: { addressCountry: 'DO' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(html).toContain('<div id="root"></div>');
    // The profile's lazily loaded code is fetched beside the entry, not after it.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/business-b.js" />');
  });

  it('hands the profile and its hero photo to the page, as the API would send them', async () => {
    const [business] = await ctx.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .limit(1);
    const html = (await page(`/negocio/${business!.id}`)).body;
    const api = await app.inject({ method: 'GET', url: `/api/businesses/detail/${business!.id}` });
    const detail = api.json<{ imageUrl: string | null }>();
    const embedded = JSON.parse(
      /<script type="application\/json" id="drd-initial-data">(.*?)<\/script>/s.exec(html)![1]!,
    ) as { queryKey: unknown[]; data: unknown }[];
    expect(embedded).toEqual([{ queryKey: ['business', business!.id], data: detail }]);
    expect(html).toContain(
      `<link rel="preload" as="image" href="${detail.imageUrl ?? '/images/negocios/placeholder.svg'}" fetchpriority="high" />`,
    );
    const missing = (await page('/negocio/999999')).body;
    expect(missing).not.toContain('drd-initial-data');
  });

  it('answers 404 with noindex for an unknown business', async () => {
    const response = await page('/negocio/999999');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('noindex');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('titles category and location pages', async () => {
    const category = await page('/categoria/farmacias');
    expect(category.body).toContain(
      '<title>Farmacias en República Dominicana | Directorio RD</title>',
    );
    const place = await page('/ubicacion/puerto-plata/sosua');
    expect(place.body).toContain('<title>Negocios en Sosúa | Directorio RD</title>');
    expect(place.body).toContain('href="https://directorio.do/ubicacion/puerto-plata/sosua"');
    expect((await page('/ubicacion/atlantida')).statusCode).toBe(404);
  });

  it('escapes text so a business name cannot inject HTML', async () => {
    const [business] = await ctx.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .limit(1);
    await ctx.database.db
      .update(businesses)
      .set({ name: 'Bar </script><script>alert(1)</script> "Tito"' })
      .where(eq(businesses.id, business!.id));
    const html = (await page(`/negocio/${business!.id}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('serves the SPA for other client routes and JSON 404 for unknown API paths', async () => {
    const spa = await page('/todos-los-negocios');
    expect(spa.statusCode).toBe(200);
    expect(spa.body).toContain('<div id="root"></div>');
    const api = await page('/api/nada');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Ruta no encontrada' });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('points robots at the sitemap and keeps private areas out', async () => {
    const robots = (await page('/robots.txt')).body;
    expect(robots).toContain('Sitemap: https://directorio.do/sitemap.xml');
    expect(robots).toContain('Disallow: /admin/');
  });

  it('lists every active business, category and place page', async () => {
    const xml = (await page('/sitemap.xml')).body;
    const active = await ctx.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.isActive, true));
    for (const b of active) expect(xml).toContain(`/negocio/${b.id}</loc>`);
    expect(xml).toContain('/categoria/farmacias</loc>');
    expect(xml).toContain('/ubicacion/puerto-plata</loc>');
    expect(xml).toContain('/planes</loc>');
    expect(xml).not.toContain('sitio-malo');
  });

  it('lists only pages the web app has a route for', async () => {
    const router = readFileSync(
      new URL('../../../../web/src/app/router.tsx', import.meta.url),
      'utf8',
    );
    const patterns = [...router.matchAll(/'(\/[^'*]*)'/g)].map(
      (m) => new RegExp(`^${m[1]!.replace(/:[a-z]+/gi, '[^/]+')}$`),
    );
    const xml = (await page('/sitemap.xml')).body;
    const paths = [...xml.matchAll(/<loc>https:\/\/directorio\.do([^<]*)<\/loc>/g)].map(
      (m) => m[1] || '/',
    );
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !patterns.some((p) => p.test(path)))).toEqual([]);
  });

  it('becomes an index past the per-file limit', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ path: `/negocio/${i}` }));
    const { root, parts } = buildSitemaps(entries, 'https://x.do', 2);
    expect(root).toContain('<sitemapindex');
    expect([...parts.keys()]).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml']);
    expect(root).toContain('<loc>https://x.do/sitemaps/sitemap-3.xml</loc>');
  });
});
