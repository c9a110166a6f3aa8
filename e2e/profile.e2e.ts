// A business profile's photo gallery: its lightbox loads when a visitor heads for a photo.
import { describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { hasBrowser, useBrowser, openPage, screenshot, flowWidths } from './support/browser';

describe.skipIf(!hasBrowser())('the profile gallery', () => {
  const browser = useBrowser();

  describe.each(flowWidths('visitor'))('at %s width', (viewport) => {
    it('opens a photo in a lightbox, moves between photos and closes with Escape', async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      const business = (await (
        await page.request.get('/api/businesses/detail/1')
      ).json()) as BusinessDetail;
      const count = business.gallery.length;
      expect(count).toBeGreaterThan(1);
      await page.goto('/negocio/1');
      const first = page.getByRole('button', { name: /^Ver foto 1/ });
      await first.scrollIntoViewIfNeeded();
      await first.click();
      await page.getByRole('dialog', { name: `Foto 1 de ${count}` }).waitFor();
      const dialog = page.getByRole('dialog');
      await screenshot(page, `lightbox-${viewport}`);
      await dialog.getByRole('button', { name: 'Foto siguiente' }).click();
      await page.getByRole('dialog', { name: `Foto 2 de ${count}` }).waitFor();
      await dialog.getByRole('button', { name: 'Foto anterior' }).click();
      await dialog.getByRole('button', { name: 'Foto anterior' }).click();
      await page.getByRole('dialog', { name: `Foto ${count} de ${count}` }).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      // Focus goes back to the photo the visitor opened.
      expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
      await close();
    });

    it('says so, and keeps the page, when the lightbox cannot be downloaded', async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await page.route('**/assets/lightbox-*.js', (route) => route.abort());
      await page.goto('/negocio/1');
      const first = page.getByRole('button', { name: /^Ver foto 1/ });
      await first.scrollIntoViewIfNeeded();
      await first.click();
      await page.getByTestId('toast').getByText('No se pudo abrir la foto').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await first.isVisible()).toBe(true);
      // The browser reports the blocked download; nothing else went wrong.
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
      await close();
    });
  });
});
