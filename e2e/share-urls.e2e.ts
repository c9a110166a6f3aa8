// Readable profile URLs: a shared link with the name opens the profile; the bare id and an old
// slug end at the readable URL in place, so Back leaves the profile instead of coming back to it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { businessPath } from '@drd/shared/business-path';
import { hasBrowser, openPage, screenshot, useBrowser, flowWidths } from './support/browser';

const detail = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/businesses/detail/${id}`)).json()) as BusinessDetail;

const canonicalOf = (page: Page) =>
  page.locator('link[rel="canonical"]').first().getAttribute('href');

describe.skipIf(!hasBrowser())('readable profile URLs', () => {
  const browser = useBrowser();

  describe.each(flowWidths('visitor'))('at %s width', (viewport) => {
    it('opens the profile from a shared URL with the name', async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      const business = await detail(page, 1);
      const path = businessPath(business);
      expect(path).toMatch(/^\/negocio\/1-[a-z0-9-]+$/);
      await page.goto(`${path}?utm_source=whatsapp`);
      await page.getByRole('heading', { level: 1, name: business.name }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await canonicalOf(page)).toMatch(new RegExp(`${path}$`));
      await screenshot(page, `share-url-${viewport}`);

      expect(errors).toEqual([]);
      await close();
    });

    it('moves the bare id and an old slug to the readable URL, and Back leaves the profile', async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      const business = await detail(page, 1);
      const path = businessPath(business);
      for (const old of ['/negocio/1', '/negocio/1-nombre-anterior']) {
        await page.goto('/');
        await page.getByRole('heading', { name: 'Negocios destacados' }).waitFor();
        await page.goto(old);
        await page.waitForURL((url) => url.pathname === path);
        await page.getByRole('heading', { level: 1, name: business.name }).waitFor();
        // Replaced in place: Back leaves the profile at once, with no old address in between
        // that would move forward to the profile again.
        await page.goBack();
        await page.getByRole('heading', { name: 'Negocios destacados' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/');
        await page.goForward();
        await page.getByRole('heading', { level: 1, name: business.name }).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
        // Back again still leaves: the readable URL does not send the visitor anywhere else.
        await page.goBack();
        await page.getByRole('heading', { name: 'Negocios destacados' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/');
      }
      expect(errors).toEqual([]);
      await close();
    });
  });
});
