import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { businessPath } from '@drd/shared/business-path';
import { CATEGORIES } from '@drd/shared/categories';
import { SCHEMA_ORG_TYPE_BY_CATEGORY } from '@drd/shared/schema-org-types';
import { buildApp } from '../../app';
import { businesses, categories } from '../../db/schema';
import { parseEnv } from '../../env';
import { createTestContext, type TestContext } from '../../test/context';
import { businessJsonLd } from './json-ld';

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

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<
    string,
    unknown
  >;

async function activeOf(slug: string) {
  const [row] = await ctx.database.db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .where(and(eq(businesses.isActive, true), eq(categories.slug, slug)))
    .limit(1);
  return row;
}

describe('the profile JSON-LD type', () => {
  it("says Pharmacy for a pharmacy's page and Restaurant for a restaurant's", async () => {
    for (const [slug, type] of [
      ['farmacias', 'Pharmacy'],
      ['restaurantes', 'Restaurant'],
    ] as const) {
      const business = await activeOf(slug);
      expect(business, `an active business in ${slug}`).toBeDefined();
      const response = await app.inject({ method: 'GET', url: businessPath(business!) });
      expect(response.statusCode).toBe(200);
      expect(jsonLdOf(response.body)['@type']).toBe(type);
    }
  });

  it('gives a profile of each category its type with the fields Google requires', async () => {
    const business = await activeOf('farmacias');
    const detail = (
      await app.inject({ method: 'GET', url: `/api/businesses/detail/${business!.id}` })
    ).json<BusinessDetail>();
    for (const category of CATEGORIES) {
      const ld = businessJsonLd(
        { ...detail, category: category.name, categorySlug: category.slug },
        'https://directorio.do/negocio/x',
      );
      const key = category.key as keyof typeof SCHEMA_ORG_TYPE_BY_CATEGORY;
      expect(ld['@type'], category.slug).toBe(SCHEMA_ORG_TYPE_BY_CATEGORY[key]);
      // Google's LocalBusiness rich result: name and a PostalAddress are required.
      expect(ld.name).toBeTruthy();
      expect(ld.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'DO' });
      expect(ld['@context']).toBe('https://schema.org');
    }
  });
});
