// 'Cerca de mí', privately: the card names the nearest municipality, and neither the address bar
// nor any link the visitor could share carries the position. The map narrows to the radius as the
// list does, with the position saved in this browser.
import { describe, expect, it } from 'vitest';
import { hasBrowser, openPage, screenshot, useBrowser, type ViewportName } from './support/browser';

// On the beach of Sosúa.
const SOSUA = { latitude: 19.760712, longitude: -70.518133 };

interface MapAnswer {
  filtered: number;
}

describe.skipIf(!hasBrowser())('near me', () => {
  const browser = useBrowser();

  it.each<ViewportName>(['mobile', 'desktop'])(
    'names the place and keeps the position out of the URL at %s width',
    async (viewport) => {
      const { page, context, errors, close } = await openPage(browser(), viewport);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(SOSUA);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/businesses/filter')) sent.push(request.url());
      });
      await page.goto('/');
      await page.getByRole('button', { name: 'Activar ubicación' }).click();
      const card = page.getByRole('region', { name: 'Tu ubicación' });
      await expect.poll(() => card.getByTestId('near-place').textContent()).toBe('Cerca de Sosúa');
      expect(await card.textContent()).toContain('no se guarda allí ni aparece en los enlaces');
      await page.waitForURL((url) => url.searchParams.get('cerca') === '10');
      expect(page.url()).not.toContain('19.76');
      expect(page.url()).not.toContain('70.51');
      // The position goes to the API, to sort by distance.
      await expect.poll(() => sent.some((url) => url.includes('lat=19.76'))).toBe(true);
      await screenshot(page, `near-me-${viewport}`);
      // Removing it forgets it: the next searches carry no position.
      await page.getByRole('button', { name: 'Quitar ubicación' }).click();
      await page.getByRole('button', { name: 'Activar ubicación' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('ubicacion'))).toBe('null');
      expect(errors).toEqual([]);
      await close();
    },
  );

  it.each<ViewportName>(['mobile', 'desktop'])(
    'narrows the map to the radius around the saved position at %s width',
    async (viewport) => {
      const { page, context, errors, close } = await openPage(browser(), viewport);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(SOSUA);
      const count = async (query: string) =>
        ((await (await page.request.get(`/api/businesses/map${query}`)).json()) as MapAnswer)
          .filtered;
      const all = await count('');
      const near = await count(`?lat=${SOSUA.latitude}&lng=${SOSUA.longitude}&radiusKm=10`);
      // The demo directory has businesses both within 10 km of Sosúa and farther away.
      expect(near).toBeGreaterThan(0);
      expect(near).toBeLessThan(all);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/businesses/map')) asked.push(request.url());
      });

      await page.goto('/');
      await page.getByRole('button', { name: 'Activar ubicación' }).click();
      await page.waitForURL((url) => url.searchParams.get('cerca') === '10');
      await page.getByRole('link', { name: 'Ver en el mapa' }).click();
      await page.waitForURL((url) => url.pathname === '/mapa-negocios');
      expect(new URL(page.url()).searchParams.get('cerca')).toBe('10');
      await expect
        .poll(() => page.getByText(/^\d+ negocios? en el mapa/).textContent())
        .toContain(near === 1 ? '1 negocio en el mapa' : `${near} negocios en el mapa`);
      expect(await page.getByRole('list', { name: 'Filtros activos' }).textContent()).toContain(
        'A menos de 10 km',
      );
      // Every points request carries the position (as the list's does), never the address.
      expect(asked.length).toBeGreaterThan(0);
      for (const url of asked) {
        const query = new URL(url).searchParams;
        expect(query.get('radiusKm')).toBe('10');
        expect(Number(query.get('lat'))).toBeCloseTo(SOSUA.latitude, 4);
      }
      expect(page.url()).not.toMatch(/19\.76|70\.51/);
      expect(await page.getByRole('link', { name: 'Ver como lista' }).getAttribute('href')).toBe(
        '/?cerca=10',
      );
      await page.locator('.leaflet-marker-icon').first().waitFor();
      await screenshot(page, `near-me-map-${viewport}`);
      expect(errors).toEqual([]);
      await close();
    },
  );
});
