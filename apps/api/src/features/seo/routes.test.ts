import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessPath } from '@drd/shared/business-path';
import { buildApp } from '../../app';
import { businesses } from '../../db/schema';
import { parseEnv } from '../../env';
import { createTestContext, type TestContext } from '../../test/context';

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
    // The forged name is let in (ALLOWED_HOSTS) to show it never reaches a URL either.
    env: parseEnv({
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://directorio.do',
      ALLOWED_HOSTS: 'sitio-malo.example',
    }),
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
    const response = await page(businessPath(business!));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain(
      `<link rel="canonical" href="https://directorio.do${businessPath(business!)}" />`,
    );
    expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!,
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': expect.any(String), // which one: json-ld-type.test.ts
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
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .limit(1);
    const html = (await page(businessPath(business!))).body;
    const api = await app.inject({ method: 'GET', url: `/api/businesses/detail/${business!.id}` });
    const detail = api.json<{ imageUrl: string | null }>();
    const embedded = JSON.parse(
      /<script type="application\/json" id="drd-initial-data">(.*?)<\/script>/s.exec(html)![1]!,
    ) as { queryKey: unknown[]; data: unknown }[];
    expect(embedded).toEqual([{ queryKey: ['business', business!.id], data: detail }]);
    // The demo's covers are uploads (decision 013): preloaded with their widths.
    const hero = /<link rel="preload" as="image" href="([^"]+)"[^>]*fetchpriority="high" \/>/.exec(
      html,
    );
    expect(hero?.[1]).toBe(detail.imageUrl ?? '/images/negocios/placeholder.svg');
    const missing = (await page('/negocio/999999')).body;
    expect(missing).not.toContain('drd-initial-data');
  });

  it('moves the bare id and a stale slug permanently to the current slug, keeping the query', async () => {
    const [business] = await ctx.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .limit(1);
    const id = business!.id;
    await ctx.database.db
      .update(businesses)
      .set({ name: 'Restaurante El Malecón Grill' })
      .where(eq(businesses.id, id));
    app.cache.clear();
    const path = `/negocio/${id}-restaurante-el-malecon-grill`;
    const canonical = `https://directorio.do${path}`;
    for (const [old, target] of [
      [`/negocio/${id}`, path],
      [`/negocio/${id}-nombre-viejo`, path],
      [`/negocio/${id}-nombre-viejo?utm_source=whatsapp`, `${path}?utm_source=whatsapp`],
    ] as const) {
      const moved = await page(old);
      // Server-side, so search engines and link previews follow a renamed business too.
      expect(moved.statusCode, old).toBe(301);
      expect(moved.headers.location).toBe(target);
      expect(moved.headers['cache-control']).toBe('no-cache');
    }
    for (const current of [path, `${path}?utm_source=whatsapp`]) {
      const response = await page(current);
      expect(response.statusCode, current).toBe(200);
      expect(response.body).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(response.body).toContain(`<meta property="og:url" content="${canonical}" />`);
      const jsonLd = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(response.body)![1]!,
      ) as { url: string };
      expect(jsonLd.url).toBe(canonical);
    }
    for (const bad of ['/negocio/abc', '/negocio/0', '/negocio/999999-algo', '/negocio/1abc']) {
      expect((await page(bad)).statusCode, bad).toBe(404);
    }
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
    const name = 'Bar </script><script>alert(1)</script> "Tito"';
    await ctx.database.db.update(businesses).set({ name }).where(eq(businesses.id, business!.id));
    app.cache.clear();
    const response = await page(businessPath({ id: business!.id, name }));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)</script>');
  });

  it('gives the home page and the lists their own title, canonical URL and card', async () => {
    const cases = [
      ['/', 'Directorio RD — Negocios de República Dominicana', 'https://directorio.do/'],
      [
        '/todos-los-negocios?q=farmacia&pagina=2',
        'Todos los negocios | Directorio RD',
        'https://directorio.do/todos-los-negocios',
      ],
      ['/mapa-negocios', 'Mapa de negocios | Directorio RD', 'https://directorio.do/mapa-negocios'],
    ];
    for (const [path, title, url] of cases) {
      const response = await page(path!);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<meta property="og:title" content="${title}" />`);
      expect(html).toMatch(/<meta property="og:description" content="[^"]{40,}" \/>/);
      expect(html).toContain(`<link rel="canonical" href="${url}" />`);
      expect(html).toContain(`<meta property="og:url" content="${url}" />`);
      expect(html).toMatch(
        /<meta property="og:image" content="https:\/\/directorio\.do\/og\/sitio\/[0-9a-f]{16}\.jpg" \/>/,
      );
      expect(html).toContain('<meta property="og:image:width" content="1200" />');
      expect(html).toContain('<meta property="og:image:height" content="630" />');
      expect(html).toContain('<meta property="og:image:type" content="image/jpeg" />');
      expect(html).not.toContain('noindex');
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('serves the SPA for other client routes and JSON 404 for unknown API paths', async () => {
    const spa = await page('/favoritos');
    expect(spa.statusCode).toBe(200);
    expect(spa.body).toContain('<div id="root"></div>');
    const api = await page('/api/nada');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Ruta no encontrada' });
  });
});

describe('robots.txt', () => {
  it('points robots at the sitemap and keeps private areas out', async () => {
    const robots = (await page('/robots.txt')).body;
    expect(robots).toContain('Sitemap: https://directorio.do/sitemap.xml');
    expect(robots).toContain('Disallow: /admin/');
  });
});
