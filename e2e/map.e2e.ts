import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { businessPath } from '@drd/shared/business-path';
import { seriousViolations } from './support/axe';
import {
  hasBrowser,
  useBrowser,
  openPage,
  screenshot,
  VIEWPORTS,
  type ViewportName,
  provesFlowAt,
} from './support/browser';

interface MapAnswer {
  points: { id: number; name: string; categorySlug: string }[];
  filtered: number;
}

const markers = (page: Page) => page.locator('.leaflet-marker-icon.drd-map-pin');
const clusters = (page: Page) => page.locator('.leaflet-marker-icon.drd-map-cluster');

/** Markers and clusters on the map: what the visitor sees of the points. */
async function visiblePoints(page: Page): Promise<number> {
  return (await markers(page).count()) + (await clusters(page).count());
}

/** Businesses on the map: each cluster's count plus the single markers. */
async function countedPoints(page: Page): Promise<number> {
  const inClusters = await clusters(page).evaluateAll((nodes) =>
    nodes.reduce(
      (sum, n) => sum + Number(n.querySelector<HTMLElement>('[data-count]')?.dataset.count),
      0,
    ),
  );
  return inClusters + (await markers(page).count());
}

/** Where the map's panes, markers and popup are drawn, one frame from now. */
const drawnPositions = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        requestAnimationFrame(() =>
          resolve(
            [
              ...document.querySelectorAll(
                '.leaflet-map-pane, .leaflet-marker-icon, .leaflet-popup',
              ),
            ]
              .map((el) => {
                const box = el.getBoundingClientRect();
                return `${Math.round(box.x)},${Math.round(box.y)},${getComputedStyle(el).opacity}`;
              })
              .join(' '),
          ),
        ),
      ),
  );

/**
 * Waits until the map has stopped moving: no Leaflet animation class left on it, and nothing
 * drawn elsewhere from one look to the next (a wait for a state, not a fixed 400 ms).
 */
async function settled(page: Page) {
  await expect.poll(() => page.locator('.leaflet-zoom-anim, .leaflet-pan-anim').count()).toBe(0);
  let last = '';
  await expect
    .poll(async () => {
      const now = await drawnPositions(page);
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
}

/** A box at least 44 px each way: a finger's tap target. */
async function expectTapTarget(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.width, `${what} width`).toBeGreaterThanOrEqual(44);
  expect(box!.height, `${what} height`).toBeGreaterThanOrEqual(44);
}

/** Zooms into clusters until a single business marker is on the map. */
async function firstMarker(page: Page) {
  for (let i = 0; i < 8 && (await markers(page).count()) === 0; i++) {
    await clusters(page).first().click();
    await settled(page);
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
      await expect.poll(() => countedPoints(page)).toBe(answer.points.length);

      // The filters panel opens and closes; the list link keeps the query.
      await page.getByRole('button', { name: 'Mostrar filtros' }).click();
      const searchBox = page.getByPlaceholder(
        'Buscar por nombre, servicio o producto... (min. 3 letras)',
      );
      expect(await searchBox.isVisible()).toBe(true);
      // With the filters open the map stays in view: at least 300 px of it on the first screen,
      // under the search box.
      const screenHeight = VIEWPORTS[viewport].height;
      await expect
        .poll(async () => (await region.boundingBox())!.y, { timeout: 5000 })
        .toBeLessThanOrEqual(screenHeight - 300);
      expect((await searchBox.boundingBox())!.y).toBeGreaterThanOrEqual(0);
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
      const popup = page.locator('.leaflet-popup');
      // A click while the map still moves is taken as a drag (seen on a loaded CI machine):
      // click again only while no popup has opened, since a second click would close it.
      await settled(page);
      await expect
        .poll(async () => {
          if (!(await popup.isVisible())) await marker.click();
          return popup.isVisible();
        })
        .toBe(true);
      // Let the popup fade in and the map pan it into view before the screenshot.
      await expect.poll(() => popup.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await settled(page);
      expect(await popup.textContent()).toContain(name);
      // The status line, call and WhatsApp, as on the cards.
      await expect
        .poll(() => popup.getByTestId('opening-status').textContent())
        .toMatch(/^(Abierto|Cerrado|Abre|Cierra|Horario no disponible)/);
      const call = popup.getByRole('link', { name: new RegExp(`^Llamar a ${name}`) });
      expect(await call.getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
      const whatsapp = popup.getByRole('link', { name: `Escribir a ${name} por WhatsApp` });
      expect(await whatsapp.getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/1\d{10}\?text=Hola%20/,
      );
      const link = popup.getByRole('link', { name: 'Ver perfil' });
      expect(await link.getAttribute('href')).toBe(businessPath(point!));
      const closeButton = popup.getByRole('button', { name: 'Cerrar' });
      for (const [target, what] of [
        [call, 'Llamar'],
        [whatsapp, 'WhatsApp'],
        [link, 'Ver perfil'],
        [closeButton, 'Cerrar'],
      ] as const)
        await expectTapTarget(target, what);
      await screenshot(page, `map-popup-${viewport}`);
      // A full-page screenshot (E2E_SCREENSHOTS=1) resizes the page, and the map pans the popup
      // back into view: a click while it moves lands on the map (seen on a loaded CI machine).
      await settled(page);
      await link.click();
      // The popup links the readable URL itself.
      await page.waitForURL((url) => url.pathname.startsWith(`/negocio/${point!.id}-`), {
        waitUntil: 'commit',
      });
      expect(errors).toEqual([]);
      await close();
    });

    it.runIf(provesFlowAt('visitor', viewport))(
      'shows the empty state when nothing matches',
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        await page.goto('/mapa-negocios?q=xqzwvk');
        await expect
          .poll(() => page.getByText('No se encontraron negocios con estos filtros').isVisible())
          .toBe(true);
        expect(await page.getByText('0 negocios en el mapa').isVisible()).toBe(true);
        expect(
          await page.getByRole('link', { name: 'Volver a la lista' }).getAttribute('href'),
        ).toBe('/?q=xqzwvk');
        expect(await page.locator('.leaflet-container').count()).toBe(0);
        await screenshot(page, `map-empty-${viewport}`);
        await page.getByRole('button', { name: 'Limpiar filtros' }).click();
        await page.waitForURL((url) => url.search === '');
        await expect.poll(() => visiblePoints(page)).toBeGreaterThan(0);
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('visitor', viewport))(
      'comes back from a profile to the same centre and zoom',
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        await page.goto('/mapa-negocios');
        await expect.poll(() => visiblePoints(page)).toBeGreaterThan(0);
        // Zooming into clusters moves the map: each move replaces the address's view.
        const marker = await firstMarker(page);
        await settled(page);
        const name = (await marker.getAttribute('title'))!;
        await marker.click();
        const popup = page.locator('.leaflet-popup');
        await expect.poll(() => popup.isVisible()).toBe(true);
        await settled(page);
        const url = new URL(page.url());
        expect(url.searchParams.get('centro')).toMatch(/^-?\d+(\.\d{1,5})?,-?\d+(\.\d{1,5})?$/);
        expect(url.searchParams.get('zoom')).toMatch(/^\d+$/);
        const region = page.getByRole('region', { name: 'Mapa de negocios' });
        const where = async () => {
          const [pin, map] = [
            await page.locator(`.drd-map-pin[title="${name}"]`).boundingBox(),
            await region.boundingBox(),
          ];
          return pin && map ? { x: Math.round(pin.x - map.x), y: Math.round(pin.y - map.y) } : null;
        };
        const before = await where();
        expect(before).not.toBeNull();

        await popup.getByRole('link', { name: 'Ver perfil' }).click();
        await page.waitForURL((u) => u.pathname.startsWith('/negocio/'));
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
        await page.goBack();
        await page.waitForURL((u) => u.pathname === '/mapa-negocios');
        expect(new URL(page.url()).search).toBe(url.search);
        await expect.poll(() => page.locator(`.drd-map-pin[title="${name}"]`).count()).toBe(1);
        await settled(page);
        // The same business at the same place on the map: the same centre and zoom.
        const after = await where();
        expect(Math.abs(after!.x - before!.x)).toBeLessThanOrEqual(2);
        expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(2);
        await screenshot(page, `map-back-${viewport}`);
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('visitor', viewport))(
      'narrows the markers to the chosen category',
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        const all = (await (await page.request.get('/api/businesses/map')).json()) as MapAnswer;
        const slug = all.points[0]!.categorySlug;
        const some = (await (
          await page.request.get(`/api/businesses/map?categories=${slug}`)
        ).json()) as MapAnswer;
        expect(some.filtered).toBeLessThan(all.filtered);

        await page.goto('/mapa-negocios');
        await expect.poll(() => countedPoints(page), { timeout: 10_000 }).toBe(all.points.length);
        await page.getByLabel('Categoría').selectOption(slug);
        await page.waitForURL((url) => url.searchParams.get('categorias') === slug);
        await expect.poll(() => countedPoints(page), { timeout: 10_000 }).toBe(some.points.length);
        const count = some.filtered === 1 ? '1 negocio' : `${some.filtered} negocios`;
        expect(await page.getByText(/^\d+ negocios? en el mapa/).textContent()).toContain(count);
        await screenshot(page, `map-category-${viewport}`);
        await page.getByLabel('Categoría').selectOption('');
        await page.waitForURL((url) => !url.searchParams.has('categorias'));
        await expect.poll(() => countedPoints(page)).toBe(all.points.length);
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('visitor', viewport))(
      "centres on the visitor with 'Mi ubicación', keeping the position out of the address",
      async () => {
        const { page, context, errors, close } = await openPage(browser(), viewport);
        // Sosúa: somewhere the visitor stands, never to be seen in an address.
        const here = { latitude: 19.75872, longitude: -70.51681 };
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation(here);
        const asked: string[] = [];
        page.on('request', (request) => asked.push(request.url()));

        await page.goto('/mapa-negocios');
        await expect.poll(() => visiblePoints(page)).toBeGreaterThan(0);
        await page.getByRole('button', { name: 'Mi ubicación' }).click();
        const me = page.locator('path.drd-map-me');
        await expect.poll(() => me.count()).toBe(1);
        await settled(page);
        const [dot, map] = [
          await me.boundingBox(),
          await page.getByRole('region', { name: 'Mapa de negocios' }).boundingBox(),
        ];
        expect(Math.abs(dot!.x + dot!.width / 2 - (map!.x + map!.width / 2))).toBeLessThanOrEqual(
          2,
        );
        expect(Math.abs(dot!.y + dot!.height / 2 - (map!.y + map!.height / 2))).toBeLessThanOrEqual(
          2,
        );
        // The map asks for the points of the new area, in a box too wide to point at the visitor.
        await expect
          .poll(() => asked.some((u) => /\/api\/businesses\/map\?.*south=/.test(u)))
          .toBe(true);
        await screenshot(page, `map-located-${viewport}`);
        const position = /19\.758|-70\.516/;
        expect(page.url()).not.toMatch(position);
        expect(new URL(page.url()).searchParams.has('centro')).toBe(false);
        expect(asked.filter((u) => position.test(u))).toEqual([]);
        expect(errors).toEqual([]);
        await close();
      },
    );

    it("speaks Spanish in the map's own controls, with no serious axe violation", async () => {
      const { page, errors, close } = await openPage(browser(), viewport, { bypassCSP: true });
      await page.goto('/mapa-negocios');
      await expect.poll(() => visiblePoints(page)).toBeGreaterThan(0);
      const zoomIn = page.getByRole('button', { name: 'Acercar', exact: true });
      const zoomOut = page.getByRole('button', { name: 'Alejar', exact: true });
      expect(await zoomIn.getAttribute('title')).toBe('Acercar');
      expect(await zoomOut.getAttribute('title')).toBe('Alejar');
      await expectTapTarget(zoomIn, 'Acercar');
      await expectTapTarget(zoomOut, 'Alejar');
      expect(await page.getByRole('button', { name: /zoom/i }).count()).toBe(0);
      expect(
        await page
          .locator('.leaflet-control-attribution a[href="https://leafletjs.com"]')
          .getAttribute('title'),
      ).toBe('Biblioteca de JavaScript para mapas interactivos');
      await expect
        .poll(() => page.getByRole('button', { name: /^Grupo de \d+ negocios: acercar$/ }).count())
        .toBeGreaterThan(0);
      const marker = await firstMarker(page);
      await marker.click();
      await expect
        .poll(() =>
          page.locator('.leaflet-popup').getByRole('button', { name: 'Cerrar' }).isVisible(),
        )
        .toBe(true);
      expect(await page.getByText('Close popup').count()).toBe(0);
      expect(await page.locator('[aria-label="Close popup"]').count()).toBe(0);
      await expect
        .poll(() => page.locator('.leaflet-popup').getByTestId('opening-status').count())
        .toBe(1);
      // Axe reads colours as drawn: a popup still fading in has too little contrast.
      await expect
        .poll(() => page.locator('.leaflet-popup').evaluate((el) => getComputedStyle(el).opacity))
        .toBe('1');
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    });

    it.runIf(provesFlowAt('visitor', viewport))(
      'shows the map test page with one marker on Puerto Plata',
      async () => {
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
      },
    );
  });

  it('asks for the points of the visible area after the map moves', async () => {
    const { page, errors, close } = await openPage(browser(), 'desktop');
    await page.goto('/mapa-negocios');
    await expect.poll(() => visiblePoints(page)).toBeGreaterThan(0);
    const request = page.waitForRequest((r) => /\/api\/businesses\/map\?.*south=/.test(r.url()));
    await page.getByRole('button', { name: 'Acercar', exact: true }).click();
    const url = new URL((await request).url());
    for (const side of ['south', 'west', 'north', 'east'])
      expect(Number.isFinite(Number(url.searchParams.get(side)))).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("says in Spanish when 'Mi ubicación' is not allowed", async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile');
    await page.goto('/mapa-negocios');
    await expect.poll(() => visiblePoints(page)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Mi ubicación' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'permiso' }).textContent())
      .toBe(
        'No diste permiso para usar tu ubicación. Puedes activarlo en la configuración del navegador.',
      );
    await screenshot(page, 'map-location-denied-mobile');
    expect(errors).toEqual([]);
    await close();
  });
});
