import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasBrowser,
  launchBrowser,
  openPage,
  screenshot,
  type ViewportName,
} from './support/browser';

describe.skipIf(!hasBrowser())('the shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe.each<ViewportName>(['desktop', 'mobile'])('at %s width', (viewport) => {
    it('loads the home page with header, figures, footer and the emergency button', async () => {
      const { page, errors, close } = await openPage(browser, viewport);
      await page.goto('/');
      await expect.poll(() => page.getByTestId('visits-counter').textContent()).toMatch(/^[\d,]+$/);
      await expect.poll(() => page.getByText('Negocios registrados').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Directorio RD, inicio' }).isVisible()).toBe(
        true,
      );
      for (const group of ['Descubre', 'Para negocios', 'Contacto']) {
        expect(await page.getByRole('heading', { name: group }).isVisible()).toBe(true);
      }
      const emergency = page.getByRole('link', { name: 'Llamar a emergencias 911' });
      expect(await emergency.getAttribute('href')).toBe('tel:911');
      expect(await page.title()).toContain('Directorio RD');
      // The figures are the API's, not placeholders.
      const stats = (await (await page.request.get('/api/stats')).json()) as {
        activeBusinesses: number;
      };
      expect(await page.locator('dl').textContent()).toContain(String(stats.activeBusinesses));
      await screenshot(page, `home-${viewport}`);
      expect(errors).toEqual([]);
      await close();
    });

    it('shows the 404 page for an unknown path', async () => {
      const { page, errors, close } = await openPage(browser, viewport);
      await page.goto('/esto-no-existe');
      expect(await page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(
        true,
      );
      await page.getByRole('link', { name: 'Volver al inicio' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await screenshot(page, `not-found-${viewport}`);
      expect(errors).toEqual([]);
      await close();
    });
  });

  it('collapses the navigation behind a menu button at 375 px', async () => {
    const { page, close } = await openPage(browser, 'mobile');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menú' });
    expect(await nav.count()).toBe(0);
    const button = page.getByRole('button', { name: 'Abrir menú' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await nav.isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Iniciar Sesión' }).isVisible()).toBe(true);
    await screenshot(page, 'menu-open-mobile');
    await nav.getByRole('link', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByRole('navigation', { name: 'Menú' }).count()).toBe(0);
    await close();
  });

  it('shows the desktop navigation at 1280 px without a menu button', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: 'Principal' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Abrir menú' }).isVisible()).toBe(false);
    await close();
  });
});
