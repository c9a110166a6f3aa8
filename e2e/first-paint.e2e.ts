// index.html's first screen (docs/decisions/010-first-paint.md): painted before any script runs,
// laid out as the app's first render, and replaced by the app without a trace.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, openPage, screenshot, useBrowser, type ViewportName } from './support/browser';

// What must not move when the app takes over: the header, the logo, the heading, the search box
// and the visible 911 button.
const HEADER = 'header[data-sticky-header]';
const LANDMARKS = [
  HEADER,
  'header a[href="/"]',
  'main h1',
  'main input[type="search"]',
  'button[aria-label="Emergencias 911"] >> visible=true',
];

async function boxes(page: Page) {
  return Promise.all(
    LANDMARKS.map(async (selector) => {
      const box = await page.locator(selector).first().boundingBox();
      return box && [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width)];
    }),
  );
}

/**
 * Holds back the app's scripts until `release` is called: the page shows its first screen.
 * (DOMContentLoaded waits for module scripts, so a test waits for the first screen itself.)
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const appMounted = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('fp-q') && !!document.querySelector('main'));

describe.skipIf(!hasBrowser())('the first paint', () => {
  const browser = useBrowser();

  describe.each<ViewportName>(['mobile', 'desktop'])('at %s width', (viewport) => {
    it('shows the home page before the scripts, where the app then draws it', async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      const release = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await page.locator(HEADER).waitFor();
      // The inline script ran under the real CSP (its hash is allowed) and chose the hero.
      expect(await page.locator('html').getAttribute('data-first-paint')).toBe('inicio');
      expect(await page.locator('main h1').isVisible()).toBe(true);
      expect(await page.getByRole('status', { name: 'Cargando...' }).isVisible()).toBe(false);
      const before = await boxes(page);
      expect(before.every((box) => box !== null)).toBe(true);
      await screenshot(page, `first-paint-home-${viewport}`);
      release();
      await appMounted(page);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await boxes(page)).toEqual(before);
      await screenshot(page, `first-paint-home-app-${viewport}`);
      // One of each once the app has mounted: nothing of the first screen is left.
      expect(await page.locator(HEADER).count()).toBe(1);
      expect(await page.locator('main').count()).toBe(1);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.locator('nav[aria-label="Principal"]').count()).toBe(1);
      expect(errors).toEqual([]);
      await close();
    });

    it('shows the header and a quiet spinner on other pages, then the page', async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      const release = await holdScripts(page);
      // The map page (the lists are drawn by the server: list-pages.e2e.ts).
      await page.goto('/mapa-negocios', { waitUntil: 'commit' });
      await page.locator(HEADER).waitFor();
      expect(await page.locator('html').getAttribute('data-first-paint')).toBe('pagina');
      expect(await page.locator(HEADER).isVisible()).toBe(true);
      expect(await page.locator('h1').isVisible()).toBe(false);
      expect(await page.getByRole('status', { name: 'Cargando...' }).isVisible()).toBe(true);
      const header = await page.locator(HEADER).boundingBox();
      release();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator(HEADER).boundingBox()).toEqual(header);
      expect(await page.locator(HEADER).count()).toBe(1);
      expect(errors).toEqual([]);
      await close();
    });

    // The server draws the profile's first screen with the app's own component
    // (docs/decisions/011-profile-first-screen.md): usable before the scripts, unmoved after.
    it("shows a profile's photo, name, status and actions before the scripts", async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      const release = await holdScripts(page);
      await page.goto('/negocio/1', { waitUntil: 'commit' });
      await page.locator(HEADER).waitFor();
      const photo = 'main header img[alt^="Foto de"]';
      const PROFILE = [
        HEADER,
        'main h1',
        photo,
        '[data-testid="opening-status"]',
        '[data-testid="profile-address"]',
        'main a[href^="tel:"]',
        'main a:has-text("Cómo llegar")',
      ];
      const profileBoxes = () =>
        Promise.all(
          PROFILE.map(async (selector) => {
            const box = await page.locator(selector).first().boundingBox();
            return box && [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width)];
          }),
        );
      await page.locator(photo).waitFor();
      await page.waitForFunction(
        (selector) => document.querySelector<HTMLImageElement>(selector)?.complete === true,
        photo,
      );
      expect(await page.locator('main h1').textContent()).toBe('Restaurante El Malecón Grill');
      expect(await page.getByRole('status', { name: 'Cargando...' }).count()).toBe(0);
      // Calling and WhatsApp are plain links: they work before any script has run.
      expect(await page.locator('main a[href^="tel:"]').first().isVisible()).toBe(true);
      expect(await page.locator('main a[href^="https://wa.me/"]').first().isVisible()).toBe(true);
      const status = await page.getByTestId('opening-status').textContent();
      expect(status).toMatch(/Abierto|Cerrado|Abre|Cierra/);
      const before = await profileBoxes();
      expect(before.every((box) => box !== null)).toBe(true);
      await screenshot(page, `first-paint-profile-${viewport}`);
      release();
      // The app's own sections below the first screen show that it has mounted.
      await page.getByRole('heading', { name: 'Horario' }).waitFor();
      expect(await profileBoxes()).toEqual(before);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.locator('main header img[alt^="Foto de"]').count()).toBe(1);
      await screenshot(page, `first-paint-profile-app-${viewport}`);
      expect(errors).toEqual([]);
      await close();
    });
  });

  it("hands what was typed before the app arrived to the app's search box", async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile');
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator(HEADER).waitFor();
    await page.locator('#fp-q').fill('farmacia');
    release();
    await appMounted(page);
    const search = page.getByRole('searchbox', { name: 'Buscar negocios' });
    expect(await search.inputValue()).toBe('farmacia');
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    // The app took it as typed: it reaches the URL as a search.
    await page.waitForURL((url) => url.searchParams.get('q') === 'farmacia');
    expect(errors).toEqual([]);
    await close();
  });
});
