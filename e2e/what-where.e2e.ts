// What and where in one box (issue #30): a visitor types 'dentista puerto plata' and gets the
// clinic, with the place as a removable chip and the URL a hand-chosen place gives. The flow runs
// at the visitor's width (375 px); the 1280 px layout of the same screen is checked cheaply.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LocationItem } from '@drd/shared/api/locations';
import {
  hasBrowser,
  openPage,
  provesFlowAt,
  screenshot,
  useBrowser,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { sidewaysOverflow } from './support/layout';

const cards = (page: Page) =>
  page.locator('section[aria-labelledby="resultados"]').getByTestId('business-card');
const chip = (page: Page) => page.getByText('Dentistas en Puerto Plata', { exact: true });

async function puertoPlataId(page: Page) {
  const provinces = (await (
    await page.request.get('/api/locations/provinces')
  ).json()) as LocationItem[];
  return provinces.find((p) => p.name === 'Puerto Plata')!.id;
}

describe.skipIf(!hasBrowser())('what and where in one box', () => {
  const browser = useBrowser();

  for (const viewport of ['mobile', 'desktop'] as ViewportName[]) {
    const flow = provesFlowAt('visitor', viewport);
    it(
      flow
        ? `reads 'dentista puerto plata' as the search in the province at ${viewport}`
        : `lays out the place chip at ${viewport}`,
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        try {
          const province = await puertoPlataId(page);
          if (flow) {
            await page.goto('/');
            const search = page.getByRole('searchbox', { name: 'Buscar negocios' });
            await search.fill('dentista puerto plata');
            await search.press('Enter');
            await page.waitForURL(
              (url) =>
                url.searchParams.get('q') === 'dentista' &&
                url.searchParams.get('provincia') === String(province),
            );
            await chip(page).waitFor();
            expect(await search.inputValue()).toBe('dentista');
            await expect
              .poll(() => cards(page).first().textContent())
              .toContain('Clínica Dental Sonrisa Norte');
            await screenshot(page, `what-where-${viewport}`);
            expect(await sidewaysOverflow(page, VIEWPORTS[viewport].width)).toBe(0);
            // The chip's button takes the place away; the search stays.
            await page.getByRole('button', { name: 'Quitar el lugar: Puerto Plata' }).click();
            await page.waitForURL((url) => !url.searchParams.has('provincia'));
            expect(new URL(page.url()).searchParams.get('q')).toBe('dentista');
            await expect.poll(() => chip(page).count()).toBe(0);
          } else {
            await page.goto(`/?q=dentista&provincia=${province}`);
            await chip(page).waitFor();
            await cards(page).first().waitFor();
            await screenshot(page, `what-where-${viewport}`);
            expect(await sidewaysOverflow(page, VIEWPORTS[viewport].width)).toBe(0);
          }
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
    );
  }

  // The map reads the same words the same way (one reading, the server's): once, at the
  // visitor's width; the map's layout at both widths is map.e2e.ts's.
  it("reads 'dentista puerto plata' on the map as the list does", async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile');
    try {
      const province = await puertoPlataId(page);
      await page.goto(`/mapa-negocios?q=${encodeURIComponent('dentista puerto plata')}`);
      await page.waitForURL(
        (url) =>
          url.searchParams.get('q') === 'dentista' &&
          url.searchParams.get('provincia') === String(province),
      );
      await chip(page).waitFor();
      await page.getByText(/^1 negocio en el mapa/).waitFor();
      await screenshot(page, 'what-where-map-mobile');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  // 'santo domingo' is the capital (decision 027); its chip offers the province of that name,
  // the way out when the capital has none of what was searched.
  it("offers the province Santo Domingo from the capital's chip", async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile');
    try {
      const provinces = (await (
        await page.request.get('/api/locations/provinces')
      ).json()) as LocationItem[];
      const province = provinces.find((p) => p.name === 'Santo Domingo')!.id;
      await page.goto('/');
      const search = page.getByRole('searchbox', { name: 'Buscar negocios' });
      await search.fill('muebleria santo domingo');
      await search.press('Enter');
      await page
        .getByText('Mueblerías en Santo Domingo (Distrito Nacional)', { exact: true })
        .waitFor();
      await screenshot(page, 'what-where-capital-mobile');
      await page.getByRole('button', { name: 'Buscar en la provincia Santo Domingo' }).click();
      await page.waitForURL((url) => url.searchParams.get('provincia') === String(province));
      await expect.poll(() => cards(page).first().textContent()).toContain('Mueblería El Faro');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
