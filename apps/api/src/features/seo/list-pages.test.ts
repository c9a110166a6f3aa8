// The list pages the server draws with their first page of results (decision 028): each page
// number its own page, the data handed to the web app's renderer as the API would send it, cached
// until a write to businesses, and category-in-place pages only where the category has businesses.
import { and, eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
import type { NearestCategoryPlaces, PlaceCategories } from '@drd/shared/api/category-places';
import { businessPath } from '@drd/shared/business-path';
import { HOME_FEATURED_QUERY } from '@drd/shared/list-page-query';
import { businesses, categories, municipalities, provinces } from '../../db/schema';
import { afterBusinessChange } from '../businesses/after-change';
import { getJson, type TestContext } from '../../test/context';
import { PAGES_SITEMAP } from './sitemap';
import { sitemapFileEntries } from './sitemap-files';
import type { InitialEntry } from './list-first-screen';
import { openListPagesApp } from './list-pages-test-app';

let ctx: TestContext;
const drawn: { location: string; data: InitialEntry[] }[] = [];

// Stands in for the web build's renderer (apps/web/src/app/server/list-first-screen.tsx, tested
// beside it): draws each business of the list it is handed as a link, as the cards do.
function renderer(location: string, data: InitialEntry[]) {
  drawn.push({ location, data });
  // An empty category-in-place page's 404 draws its way on: the nearest places' links.
  const nearest = data.find((entry) => entry.queryKey[1] === 'nearest')?.data as
    NearestCategoryPlaces | undefined;
  if (nearest) {
    return `<div class="first-paint-page">${nearest.places
      .map(
        (p) =>
          `<a href="/categoria/${nearest.category.slug}/${p.province}/${p.municipality}">${p.name}</a>`,
      )
      .join('')}</div>`;
  }
  const list = data.find((entry) => entry.queryKey[1] === 'filter')!.data as BusinessList;
  return `<div class="first-paint-page">${list.businesses
    .map((b) => `<a href="${businessPath(b)}">${b.name}</a>`)
    .join('')}</div>`;
}

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ ctx, app, close } = await openListPagesApp(renderer));
});
afterAll(() => close());

const page = (url: string) => app.inject({ method: 'GET', url });
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as {
    '@graph': { '@type': string; itemListElement: { url?: string; name: string }[] }[];
  };

/** What GET /api/businesses/filter answers for the query the app's list asks for. */
async function apiList(query: string) {
  return (await getJson<BusinessList>(app, `/api/businesses/filter?${query}`)).body;
}

/** A category and a municipality where it has active businesses. */
async function usedCategoryPlace() {
  const [row] = await ctx.database.db
    .select({
      category: categories.slug,
      province: provinces.slug,
      provinceId: provinces.id,
      municipality: municipalities.slug,
      municipalityId: municipalities.id,
    })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .innerJoin(provinces, eq(provinces.id, businesses.provinceId))
    .innerJoin(municipalities, eq(municipalities.id, businesses.municipalityId))
    .where(eq(businesses.isActive, true))
    .limit(1);
  return row!;
}

function expectDrawn(html: string, list: BusinessList) {
  expect(list.businesses.length).toBeGreaterThan(0);
  const ld = jsonLd(html)['@graph'].find((node) => node['@type'] === 'ItemList')!;
  for (const b of list.businesses) {
    // In the drawn markup, and in the ItemList with the profile's absolute URL.
    expect(html).toContain(`<a href="${businessPath(b)}">${b.name}</a>`);
    expect(ld.itemListElement).toContainEqual(
      expect.objectContaining({ name: b.name, url: `https://directorio.do${businessPath(b)}` }),
    );
  }
  expect(html).not.toContain('role="status"');
}

describe('list pages drawn by the server', () => {
  it('lists every category-in-place page in the sitemap, each one a page', async () => {
    const xml = (await page('/sitemaps/paginas.xml')).body;
    const paths = [
      ...xml.matchAll(/<loc>https:\/\/directorio\.do(\/categoria\/[^/<]+\/[^<]+)<\/loc>/g),
    ].map((m) => m[1]!);
    const { category, province, municipality } = await usedCategoryPlace();
    expect(paths).toContain(`/categoria/${category}/${province}`);
    expect(paths).toContain(`/categoria/${category}/${province}/${municipality}`);
    for (const path of paths.slice(0, 5)) expect((await page(path)).statusCode, path).toBe(200);
  });

  it('draws all businesses, page by page, each with its own canonical and title', async () => {
    const first = await page('/todos-los-negocios');
    expect(first.statusCode).toBe(200);
    const list1 = await apiList('page=1&pageSize=12');
    expectDrawn(first.body, list1);
    expect(canonical(first.body)).toBe('https://directorio.do/todos-los-negocios');
    expect(first.body).toContain('<title>Todos los negocios | Directorio RD</title>');
    // The renderer is handed the list under the app's own key, exactly as the API answers it.
    const handed = drawn.at(-1)!;
    expect(handed.location).toBe('/todos-los-negocios');
    expect(handed.data[0]).toEqual({
      queryKey: ['businesses', 'filter', 'page=1&pageSize=12'],
      data: list1,
    });

    expect(list1.filtered).toBeGreaterThan(12);
    const second = await page('/todos-los-negocios?pagina=2');
    expect(second.statusCode).toBe(200);
    const list2 = await apiList('page=2&pageSize=12');
    expectDrawn(second.body, list2);
    expect(canonical(second.body)).toBe('https://directorio.do/todos-los-negocios?pagina=2');
    expect(second.body).toContain('<title>Todos los negocios (página 2) | Directorio RD</title>');
    expect(list2.businesses.map((b) => b.id)).not.toContain(list1.businesses[0]!.id);

    // Past the last page there is no page; a filtered list keeps the spinner and the list's canonical.
    expect((await page('/todos-los-negocios?pagina=999')).statusCode).toBe(404);
    const filtered = await page('/todos-los-negocios?abiertoAhora=1');
    expect(filtered.body).not.toContain('first-paint-page');
    expect(canonical(filtered.body)).toBe('https://directorio.do/todos-los-negocios');
  });

  it('draws a category page with its places and a BreadcrumbList', async () => {
    const { category } = await usedCategoryPlace();
    const response = await page(`/categoria/${category}`);
    expect(response.statusCode).toBe(200);
    expectDrawn(response.body, await apiList(`categories=${category}&page=1&pageSize=12`));
    const crumbs = jsonLd(response.body)['@graph'].find((n) => n['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((c) => c.name)[0]).toBe('Inicio');
    const places = drawn.at(-1)!.data.find((e) => e.queryKey[0] === 'category-places')!;
    expect(places.data).toEqual(
      (await getJson(app, `/api/category-places/by-category/${category}`)).body,
    );
  });

  it('draws a place page with its place and its categories', async () => {
    const { province, provinceId, municipality, municipalityId } = await usedCategoryPlace();
    const response = await page(`/ubicacion/${province}/${municipality}`);
    expect(response.statusCode).toBe(200);
    expectDrawn(
      response.body,
      await apiList(`province=${provinceId}&municipality=${municipalityId}&page=1&pageSize=12`),
    );
    const keys = drawn.at(-1)!.data.map((e) => e.queryKey);
    expect(keys).toContainEqual(['locations', 'place', { province, municipality }]);
    expect(keys).toContainEqual(['category-places', 'place', { province, municipality }]);
  });

  it('has a category-in-place page where the category has businesses, and 404 elsewhere', async () => {
    const { category, province, provinceId, municipality, municipalityId } =
      await usedCategoryPlace();
    for (const path of [
      `/categoria/${category}/${province}`,
      `/categoria/${category}/${province}/${municipality}`,
    ]) {
      const response = await page(path);
      expect(response.statusCode).toBe(200);
      expect(canonical(response.body)).toBe(`https://directorio.do${path}`);
    }
    const response = await page(`/categoria/${category}/${province}/${municipality}`);
    expectDrawn(
      response.body,
      await apiList(
        `categories=${category}&province=${provinceId}&municipality=${municipalityId}&page=1&pageSize=12`,
      ),
    );
    expect(response.body).toMatch(/<title>[^<]+ en [^<]+ \| Directorio RD<\/title>/);
    const crumbs = jsonLd(response.body)['@graph'].find((n) => n['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement).toHaveLength(4);

    // A province where the category has no business: no page (a doorway page otherwise).
    const inUse = (
      await getJson<{ provinces: { slug: string }[] }>(
        app,
        `/api/category-places/by-category/${category}`,
      )
    ).body.provinces.map((p) => p.slug);
    const [empty] = await ctx.database.db
      .select({ slug: provinces.slug })
      .from(provinces)
      .where(notInArray(provinces.slug, inUse))
      .limit(1);
    for (const path of [
      `/categoria/${category}/${empty!.slug}`,
      // Again (its null page now comes from the cache), and with a query (never cached).
      `/categoria/${category}/${empty!.slug}`,
      `/categoria/${category}/${empty!.slug}?q=farmacia`,
      `/categoria/${category}/no-existe`,
      `/categoria/no-existe/${province}`,
      `/categoria/${category}/${province}/no-existe`,
    ]) {
      const missing = await page(path);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.body).toContain('noindex');
    }
  });

  it('answers an empty category-in-place page 404 with a way on: the nearest places, this place’s categories', async () => {
    const { category, province, municipality } = await usedCategoryPlace();
    // A municipality of the same province without that category.
    const here = (
      await getJson<{ provinces: { slug: string; municipalities: { slug: string }[] }[] }>(
        app,
        `/api/category-places/by-category/${category}`,
      )
    ).body.provinces
      .find((p) => p.slug === province)!
      .municipalities.map((m) => m.slug);
    const [empty] = await ctx.database.db
      .select({ slug: municipalities.slug })
      .from(municipalities)
      .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
      .where(and(eq(provinces.slug, province), notInArray(municipalities.slug, here)))
      .limit(1);
    const path = `/categoria/${category}/${province}/${empty!.slug}`;
    const response = await page(path);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    // The links are in the page itself (drawn, and handed to the app), the nearest first.
    expect(response.body).toContain(`href="/categoria/${category}/${province}/${municipality}"`);
    const handed = drawn.at(-1)!;
    expect(handed.location).toBe(path);
    const nearest = handed.data.find((e) => e.queryKey[1] === 'nearest')!
      .data as NearestCategoryPlaces;
    expect(nearest.places.length).toBeGreaterThan(0);
    expect(nearest.places.map((p) => p.km)).toEqual(
      [...nearest.places.map((p) => p.km)].sort((a, b) => a - b),
    );
    expect(nearest.places.every((p) => p.count > 0)).toBe(true);
    const categoriesHere = handed.data.find(
      (e) => e.queryKey[0] === 'category-places' && e.queryKey[1] === 'place',
    )!.data as PlaceCategories;
    const api = await getJson<PlaceCategories>(
      app,
      `/api/category-places/by-place?province=${province}&municipality=${empty!.slug}`,
    );
    expect(categoriesHere).toEqual(api.body);
    // The app asks the same of the API once it takes over.
    const asked = await getJson<NearestCategoryPlaces>(
      app,
      `/api/category-places/nearest?category=${category}&province=${province}&municipality=${empty!.slug}`,
    );
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual(nearest);
    expect(
      (await getJson(app, `/api/category-places/nearest?category=${category}&province=no-existe`))
        .status,
    ).toBe(404);
    expect(
      (await getJson(app, `/api/category-places/nearest?category=no-existe&province=${province}`))
        .status,
    ).toBe(404);
  });

  it('serves a page from the cache until a write to businesses drops it', async () => {
    const { category, province, municipality } = await usedCategoryPlace();
    const path = `/categoria/${category}/${province}/${municipality}`;
    await page(path);
    const calls = drawn.length;
    await page(path);
    expect(drawn.length).toBe(calls);

    // Every business of that category there leaves the directory: the page goes with them.
    const [cat] = await ctx.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, category));
    const [muni] = await ctx.database.db
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(eq(municipalities.slug, municipality));
    const gone = await ctx.database.db
      .update(businesses)
      .set({ isActive: false })
      .where(and(eq(businesses.categoryId, cat!.id), eq(businesses.municipalityId, muni!.id)))
      .returning({ id: businesses.id });
    await afterBusinessChange(
      ctx.database.db,
      app.cache,
      gone.map((b) => b.id),
    );
    expect((await page(path)).statusCode).toBe(404);
    // The sitemap file is cached for 15 minutes (decision 026): what it is built from has changed.
    const listed = (await sitemapFileEntries(ctx.database.db, PAGES_SITEMAP))!.map((e) => e.path);
    expect(listed).not.toContain(path);
  });

  it("draws the home page's featured businesses under its hero, cached until a write", async () => {
    const featured = await apiList(HOME_FEATURED_QUERY);
    const before = drawn.length;
    const home = (await page('/')).body;
    expect(drawn.length).toBe(before + 1);
    expect(drawn.at(-1)!.location).toBe('/');
    // Inside index.html's home block, the hero kept; the other pages' spinner stays for them.
    const block = /<div class="first-paint-home">([\s\S]*?)<!-- \/first-paint:home -->/.exec(
      home,
    )![1]!;
    expect(featured.businesses.length).toBeGreaterThan(0);
    for (const b of featured.businesses)
      expect(block).toContain(`<a href="${businessPath(b)}">${b.name}</a>`);
    expect(home).toContain('role="status"');
    expect(home).toContain('drd-initial-data');
    expect(drawn.at(-1)!.data[0]!.data).toEqual(featured);
    expect(canonical(home)).toBe('https://directorio.do/');

    await page('/');
    expect(drawn.length).toBe(before + 1);
    // A search on the home page is not a page of its own: nothing drawn.
    expect((await page('/?q=farmacia')).body).not.toContain('drd-initial-data');
    expect(drawn.length).toBe(before + 1);
    await afterBusinessChange(ctx.database.db, app.cache, [featured.businesses[0]!.id]);
    await page('/');
    expect(drawn.length).toBe(before + 2);
  });
});
