// 'Cerca de mí', privately: the card names the nearest municipality, and neither the address bar
// nor any link the visitor could share carries the position.
import { describe, expect, it } from 'vitest';
import { hasBrowser, openPage, screenshot, useBrowser, type ViewportName } from './support/browser';

// On the beach of Sosúa.
const SOSUA = { latitude: 19.760712, longitude: -70.518133 };

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
});
