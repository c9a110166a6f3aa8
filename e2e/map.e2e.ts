import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser, openPage, screenshot, type ViewportName } from './support/browser';

interface MapAnswer {
  points: { id: number; name: string }[];
  filtered: number;
}

const markers = (page: Page) => page.locator('.leaflet-marker-icon.drd-map-pin');
const clusters = (page: Page) => page.locator('.leaflet-marker-icon.drd-map-cluster');

/** Markers and clusters on the map: what the visitor sees of the points. */
async function visiblePoints(page: Page): Promise<number> {
  return (await markers(page).count()) + (await clusters(page).count());
}

/** Zooms into clusters until a single business marker is on the map. */
async function firstMarker(page: Page) {
  for (let i = 0; i < 8 && (await markers(page).count()) === 0; i++) {
    await clusters(page).first().click();
    await page.waitForTimeout(600);
  }
  return markers(page).first();
}

describe.skipIf(!hasBrowser())('the map', () => {
  const browser = useBrowser();

  describe.each<ViewportName>(['desktop', 'mobile'])('at %s width', (viewport) => {
    it('shows every demo business with coordinates as markers or clusters', async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      const answer = (await (await page.request.get('/api/businesses/map')).json()) as MapAnswer;
      expect(answer.filtered).toBeGreaterThan(1);

      await page.goto('/mapa-negocios');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Explorar Negocios' }).isVisible())
        .toBe(true);
      await expect
        .poll(() => page.getByText(/^\d+ negocios? en el mapa/).textContent())
        .toContain(`${answer.filtered} negocios en el mapa`);
      await expect.poll(() => visiblePoints(page)).toBeGreaterThan(0);
      expect(await page.getByText('El mapa no está disponible').count()).toBe(0);
      await expect.poll(() => page.title()).toBe('Mapa de negocios | Directorio RD');
      const region = page.getByRole('region', { name: 'Mapa de negocios' });
      expect((await region.boundingBox())?.height).toBe(600);

      // Each cluster counts its businesses: together they are all the points (once the
      // clustering animation has settled).
      const counted = async () =>
        (await clusters(page).evaluateAll((nodes) =>
          nodes.reduce((sum, n) => sum + Number(n.textContent), 0),
        )) + (await markers(page).count());
      await expect.poll(counted).toBe(answer.points.length);

      // The filters panel opens and closes; the list link keeps the query.
      await page.getByRole('button', { name: 'Mostrar filtros' }).click();
      const searchBox = page.getByPlaceholder(
        'Buscar por nombre, servicio o producto... (min. 3 letras)',
      );
      expect(await searchBox.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Abierto Ahora' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Abierto Hoy' }).isVisible()).toBe(true);
      await screenshot(page, `map-filters-${viewport}`);
      await page.getByRole('button', { name: 'Ocultar filtros' }).click();
      expect(await searchBox.count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Ver como lista' }).getAttribute('href')).toBe(
        '/',
      );
      await screenshot(page, `map-${viewport}`);
      expect(errors).toEqual([]);
      await close();
    });

    it('opens a popup with the business and a link to its profile', async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      const answer = (await (
        await page.request.get('/api/businesses/map?search=farmacia')
      ).json()) as MapAnswer;
      expect(answer.points.length).toBeGreaterThan(0);

      await page.goto('/mapa-negocios?q=farmacia');
      const count = answer.filtered === 1 ? '1 negocio en el mapa' : `${answer.filtered} negocios`;
      await expect
        .poll(() => page.getByText(/^\d+ negocios? en el mapa/).textContent())
        .toContain(count);
      expect(await page.getByRole('list', { name: 'Filtros activos' }).textContent()).toContain(
        'farmacia',
      );
      expect(await page.getByRole('link', { name: 'Ver como lista' }).getAttribute('href')).toBe(
        '/?q=farmacia',
      );
      await expect.poll(() => visiblePoints(page)).toBeGreaterThan(0);

      const marker = await firstMarker(page);
      const name = await marker.getAttribute('title');
      const point = answer.points.find((p) => p.name === name);
      expect(point, `${name} is a farmacia`).toBeDefined();
      await marker.click();
      const popup = page.locator('.leaflet-popup');
      await expect.poll(() => popup.isVisible()).toBe(true);
      // Let the popup fade in and the map pan it into view before the screenshot.
      await expect.poll(() => popup.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await page.waitForTimeout(400);
      expect(await popup.textContent()).toContain(name);
      const link = popup.getByRole('link', { name: 'Ver perfil' });
      expect(await link.getAttribute('href')).toBe(`/negocio/${point!.id}`);
      await screenshot(page, `map-popup-${viewport}`);
      await link.click();
      // The profile moves to its readable URL ('/negocio/7-nombre') once it has loaded.
      await page.waitForURL((url) => url.pathname.startsWith(`/negocio/${point!.id}-`));
      expect(errors).toEqual([]);
      await close();
    });

    it('shows the empty state when nothing matches', async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await page.goto('/mapa-negocios?q=xqzwvk');
      await expect
        .poll(() => page.getByText('No se encontraron negocios con estos filtros').isVisible())
        .toBe(true);
      expect(await page.getByText('0 negocios en el mapa').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Volver a la lista' }).getAttribute('href')).toBe(
        '/?q=xqzwvk',
      );
      expect(await page.locator('.leaflet-container').count()).toBe(0);
      await screenshot(page, `map-empty-${viewport}`);
      await page.getByRole('button', { name: 'Limpiar filtros' }).click();
      await page.waitForURL((url) => url.search === '');
      await expect.poll(() => visiblePoints(page)).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await close();
    });

    it('shows the map test page with one marker on Puerto Plata', async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await page.goto('/prueba-mapa');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Prueba de mapa' }).isVisible())
        .toBe(true);
      await expect.poll(() => markers(page).count()).toBe(1);
      expect(await markers(page).getAttribute('title')).toBe('Puerto Plata');
      await screenshot(page, `map-test-${viewport}`);
      await page.getByRole('link', { name: 'Volver al inicio' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(errors).toEqual([]);
      await close();
    });
  });

  it('asks for the points of the visible area after the map moves', async () => {
    const { page, errors, close } = await openPage(browser(), 'desktop');
    await page.goto('/mapa-negocios');
    await expect.poll(() => visiblePoints(page)).toBeGreaterThan(0);
    const request = page.waitForRequest((r) => /\/api\/businesses\/map\?.*south=/.test(r.url()));
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const url = new URL((await request).url());
    for (const side of ['south', 'west', 'north', 'east'])
      expect(Number.isFinite(Number(url.searchParams.get(side)))).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
