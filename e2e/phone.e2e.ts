// A visitor's first minutes on a phone (375 px): where a page opens and returns, what the 911
// button leaves free, where a search shows its results, large text, and the size of every target.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, openPage, useBrowser, VIEWPORTS } from './support/browser';
import {
  underEmergencyButton,
  coveredControls,
  drawWholePage,
  nestedControls,
  setLargeText,
  sidewaysOverflow,
  smallTargets,
} from './support/layout';

const WIDTH = VIEWPORTS.mobile.width;

// The screens a visitor meets first, and a heading that says each has drawn its data.
// On each, nothing may lie under the 911 button (in the header) at any scroll.
const MAIN_SCREENS = [
  { path: '/', ready: 'Negocios destacados' },
  { path: '/?q=farmacia', ready: 'Resultados' },
  { path: '/categoria/restaurantes', ready: 'Negocios de Restaurantes' },
  { path: '/negocio/1', ready: 'Acerca del negocio' },
  { path: '/mapa-negocios', ready: 'Explorar Negocios' },
];

const cards = (page: Page) =>
  page.locator('section[aria-labelledby="resultados"]').getByTestId('business-card');

/** The part of the screen a visitor sees: below the sticky header (if any), above a bar at the foot. */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    const header = document.querySelector('[data-sticky-header]');
    const top =
      header && getComputedStyle(header).position === 'sticky'
        ? header.getBoundingClientRect().bottom
        : 0;
    const bar = [...document.querySelectorAll('.fixed.bottom-0')].find((b) => b.checkVisibility());
    const bottom = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    return box.top >= top - 1 && box.bottom <= bottom + 1;
  }, selector);
}

describe.skipIf(!hasBrowser())('on a phone', () => {
  const browser = useBrowser();

  it('opens a profile at its top, and Back and Forward return where the visitor was', async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile');
    await page.goto('/todos-los-negocios');
    const card = cards(page).nth(4);
    await card.waitFor();
    // Sections above the list still arriving would move it (the browser keeps the card in view):
    // the position is measured once the page has settled.
    await page.waitForLoadState('load');
    await page.waitForLoadState('networkidle');
    await card.scrollIntoViewIfNeeded();
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const listY = await page.evaluate(() => window.scrollY);
    expect(listY).toBeGreaterThan(500);
    const name = (await card.getByRole('heading').textContent())!;

    // A tap on the photo opens the profile too: the whole card is the link's target.
    const photo = (await card.locator('img').first().boundingBox())!;
    await page.touchscreen.tap(photo.x + photo.width / 2, photo.y + photo.height / 2);
    await page.waitForURL((url) => url.pathname.startsWith('/negocio/'));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Down to the opening hours, drawn after the profile's first paint.
    const hours = page.getByRole('heading', { name: 'Horario' });
    await hours.waitFor();
    await hours.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const profileY = await page.evaluate(() => window.scrollY);
    expect(profileY).toBeGreaterThan(500);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/todos-los-negocios');
    // The page is put back as its sections arrive (after the first paint, one per task).
    const restored = { timeout: 10_000 };
    await expect.poll(() => page.evaluate(() => window.scrollY), restored).toBe(listY);
    expect(await card.getByRole('heading').textContent()).toBe(name);

    await page.goForward();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY), restored).toBe(profileY);
    expect(errors).toEqual([]);
    await close();
  });

  it('remembers where the visitor scrolled after coming back, for the next Back', async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile');
    await page.goto('/todos-los-negocios');
    const open = async (index: number) => {
      const card = cards(page).nth(index);
      await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const y = await page.evaluate(() => window.scrollY);
      await card.getByRole('heading').click();
      await page.waitForURL((url) => url.pathname.startsWith('/negocio/'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/todos-los-negocios');
      return y;
    };
    await cards(page).nth(1).waitFor();
    const restored = { timeout: 10_000 };
    const first = await open(1);
    await expect.poll(() => page.evaluate(() => window.scrollY), restored).toBe(first);
    // A touch ends the putting back; the list's new position is the one the next Back returns to.
    await page.touchscreen.tap(5, 300);
    const second = await open(6);
    expect(second).not.toBe(first);
    await expect.poll(() => page.evaluate(() => window.scrollY), restored).toBe(second);
    expect(errors).toEqual([]);
    await close();
  });

  it('asks before dialling 911', async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile');
    await page.goto('/');
    await page.getByRole('button', { name: 'Emergencias 911' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Llamar al 911?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'Llamar al 911' }).getAttribute('href')).toBe(
      'tel:911',
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the results and their count after a search with Enter', async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Negocios destacados' }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Buscar negocios' });
    await search.fill('farmacia');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'farmacia');
    await cards(page).first().waitFor();
    await expect.poll(() => inView(page, '#resultados')).toBe(true);
    await expect.poll(() => inView(page, '#resultados + p')).toBe(true);
    expect(await page.locator('#resultados + p').textContent()).toMatch(
      /^Mostrando 1(–\d+)? de \d+ negocios?/,
    );
    // The keyboard is closed: the box no longer has the focus.
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('starts a list page with its results on the first screen; the places open from a chip', async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile');
    await page.goto('/categoria/restaurantes');
    await cards(page).first().waitFor();
    expect(await inView(page, '#resultados')).toBe(true);
    const province = page.getByLabel('Provincia', { exact: true });
    expect(await province.isVisible()).toBe(false);
    const chip = page.getByRole('button', { name: 'Lugar' });
    expect(await chip.getAttribute('aria-expanded')).toBe('false');
    await chip.click();
    expect(await province.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  // One page per screen: its targets at normal text, then the same page at 200 % text (the
  // browser's setting applies at once, as when a visitor changes it), so each is loaded and
  // scrolled through once (docs/decisions/036-browser-suite-time.md).
  it.each(MAIN_SCREENS)(
    '$path: 44 × 44 px targets, none nested, no text or control under the 911 button; at 200 % text no sideways scroll and every control reachable',
    async ({ path, ready }) => {
      const { page, errors, close } = await openPage(browser(), 'mobile');
      await page.goto(path);
      await page.getByRole('heading', { name: ready }).first().waitFor();
      await drawWholePage(page);
      expect(await smallTargets(page)).toEqual([]);
      expect(await nestedControls(page)).toBe(0);
      expect(await underEmergencyButton(page)).toEqual([]);

      await setLargeText(page);
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
        .toBe('32px');
      await drawWholePage(page);
      expect(await sidewaysOverflow(page, WIDTH)).toBeLessThanOrEqual(0);
      expect(await coveredControls(page)).toEqual([]);
      expect(await sidewaysOverflow(page, WIDTH)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await close();
    },
  );
});
