// The server draws the list pages in Node from the data it hands over (decision 028). Each route
// must find its list under the key the server computes (@drd/shared/list-page-query): a key that
// parted from the app's own (lib/filters.ts) would draw the skeleton instead, as would a
// browser-only call added to the list's components.
import { describe, expect, it } from 'vitest';
import { businessCardSchema, type BusinessCard } from '@drd/shared/api/businesses';
import {
  HOME_FEATURED_QUERY,
  listPageQuery,
  type ListPageScope,
} from '@drd/shared/list-page-query';
import {
  businessFilterKey,
  categoryPlacesKey,
  nearestCategoryPlacesKey,
  placeKey,
  placeCategoriesKey,
} from '@drd/shared/query-keys';
import { renderListFirstScreen } from './list-first-screen';

const card = (id: number, name: string): BusinessCard =>
  businessCardSchema.parse({
    id,
    name,
    category: 'Farmacias',
    categorySlug: 'farmacias',
    imageUrl: null,
    logoUrl: null,
    cardImageUrl: null,
    isHighlighted: false,
    visitCount: 3,
    rating: 0,
    phone: '809-571-0000',
    whatsappNumber: null,
    description: 'Abierta toda la noche',
    tagline: null,
    address: null,
    provinceId: 18,
    province: 'Puerto Plata',
    provinceSlug: 'puerto-plata',
    municipalityId: 83,
    municipality: 'Sosúa',
    municipalitySlug: 'sosua',
    districtMunicipalityId: null,
    districtMunicipality: null,
    packageId: 1,
    openingHours: null,
    coords: null,
    verified: false,
    verifiedAt: null,
  });

const list = (scope: ListPageScope) => ({
  queryKey: businessFilterKey(listPageQuery(scope)),
  data: {
    businesses: [card(7, 'Farmacia Carol'), card(8, 'Farmacia <Los Pinos>')],
    filtered: 30,
    total: 61,
    page: scope.page,
    pageSize: 12,
  },
});
const place = {
  province: { id: 18, name: 'Puerto Plata', slug: 'puerto-plata' },
  municipality: { id: 83, name: 'Sosúa', slug: 'sosua' },
  district: null,
};
const places = {
  category: { name: 'Farmacias', slug: 'farmacias' },
  provinces: [
    {
      name: 'Puerto Plata',
      slug: 'puerto-plata',
      count: 3,
      municipalities: [
        { name: 'Puerto Plata', slug: 'puerto-plata', count: 1, districts: [] },
        { name: 'Sosúa', slug: 'sosua', count: 2, districts: [] },
      ],
    },
  ],
};
const sosua = { province: 'puerto-plata', municipality: 'sosua' };

function expectList(html: string, path: string, page = 1) {
  expect(html).toContain('href="/negocio/7-farmacia-carol"');
  expect(html).toContain('>Farmacia Carol</a>');
  expect(html).toContain('Farmacia &lt;Los Pinos&gt;');
  expect(html).toContain('30 negocios encontrados');
  expect(html).not.toContain('Cargando negocios');
  // Every page of the pagination is a link a crawler follows.
  expect(html).toContain(`href="${path}?pagina=3"`);
  expect(html).toContain(page === 1 ? 'aria-current="page"' : `href="${path}"`);
  expect(html).toContain('<div class="first-paint-page">');
}

describe('the list pages drawn on the server', () => {
  it('draws all businesses, on page 2 too', () => {
    expectList(
      renderListFirstScreen('/todos-los-negocios', [list({ page: 1 })]),
      '/todos-los-negocios',
    );
    const second = renderListFirstScreen('/todos-los-negocios?pagina=2', [list({ page: 2 })]);
    expectList(second, '/todos-los-negocios', 2);
  });

  it('draws a category with the places it is in', () => {
    const html = renderListFirstScreen('/categoria/farmacias', [
      list({ category: 'farmacias', page: 1 }),
      { queryKey: categoryPlacesKey('farmacias'), data: places },
    ]);
    expectList(html, '/categoria/farmacias');
    expect(html).toContain('href="/categoria/farmacias/puerto-plata/sosua"');
  });

  it('draws a place with its categories', () => {
    const html = renderListFirstScreen('/ubicacion/puerto-plata/sosua', [
      list({ province: 18, municipality: 83, page: 1 }),
      { queryKey: placeKey(sosua), data: place },
      {
        queryKey: placeCategoriesKey(sosua),
        data: [{ name: 'Farmacias', slug: 'farmacias', count: 2 }],
      },
    ]);
    expectList(html, '/ubicacion/puerto-plata/sosua');
    expect(html).toMatch(/Negocios en (<!-- -->)?Sosúa<\/h1>/);
    expect(html).toContain('href="/categoria/farmacias/puerto-plata/sosua"');
  });

  it("draws 'Farmacias en Sosúa' with its trail and the neighbouring municipalities", () => {
    const html = renderListFirstScreen('/categoria/farmacias/puerto-plata/sosua', [
      list({ category: 'farmacias', province: 18, municipality: 83, page: 1 }),
      { queryKey: placeKey(sosua), data: place },
      { queryKey: categoryPlacesKey('farmacias'), data: places },
    ]);
    expectList(html, '/categoria/farmacias/puerto-plata/sosua');
    expect(html).toContain('Farmacias en Sosúa</h1>');
    expect(html).toContain('href="/categoria/farmacias/puerto-plata"');
    expect(html).toContain('href="/categoria/farmacias/puerto-plata/puerto-plata"');
  });

  it('draws an empty category-in-place page as the 404 with its way on', () => {
    const luperon = { province: 'puerto-plata', municipality: 'luperon' };
    const html = renderListFirstScreen('/categoria/farmacias/puerto-plata/luperon', [
      {
        queryKey: placeKey(luperon),
        data: { ...place, municipality: { id: 85, name: 'Luperón', slug: 'luperon' } },
      },
      { queryKey: categoryPlacesKey('farmacias'), data: places },
      {
        queryKey: nearestCategoryPlacesKey('farmacias', luperon),
        data: {
          category: places.category,
          places: [
            {
              name: 'Puerto Plata',
              province: 'puerto-plata',
              municipality: 'puerto-plata',
              count: 1,
              km: 31.2,
            },
            { name: 'Sosúa', province: 'puerto-plata', municipality: 'sosua', count: 2, km: 49 },
          ],
        },
      },
      {
        queryKey: placeCategoriesKey(luperon),
        data: [{ name: 'Restaurantes', slug: 'restaurantes', count: 1 }],
      },
    ]);
    expect(html).toContain('Página no encontrada');
    expect(html).toContain('Farmacias en los lugares más cercanos');
    expect(html).toContain('href="/categoria/farmacias/puerto-plata/puerto-plata"');
    expect(html).toMatch(/Puerto Plata (<!-- -->)?\(a 31 km\)/);
    expect(html).toContain('href="/categoria/farmacias/puerto-plata/sosua"');
    expect(html).toMatch(/Categorías en (<!-- -->)?Luperón/);
    expect(html).toContain('href="/categoria/restaurantes/puerto-plata/luperon"');
  });

  it("draws the home page's sections with 'Negocios destacados' and links to the profiles", () => {
    const featured = {
      queryKey: businessFilterKey(HOME_FEATURED_QUERY),
      data: { ...list({ page: 1 }).data, pageSize: 8 },
    };
    const html = renderListFirstScreen('/', [featured]);
    // Only what lies under index.html's hero: its sections' block, the featured cards first.
    expect(html).toContain(
      '<div class="mx-auto max-w-7xl space-y-10 px-4 py-8"><section aria-labelledby="destacados"',
    );
    // Below the hero: its photos wait for the scroll, not fetched before the app's scripts.
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('Negocios destacados</h2>');
    expect(html).toContain('href="/negocio/7-farmacia-carol"');
    expect(html).toContain('Farmacia &lt;Los Pinos&gt;');
    expect(html).not.toContain('first-paint-page');
    expect(html).not.toContain('<h1');
  });
});
