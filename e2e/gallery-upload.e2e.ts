// The owner's gallery from a phone and a computer: the add dialog takes a photo from the device
// (no address field) and its caption, typed before or after the photo and never lost; the item
// waits as pending with its caption, and after an administrator's approval the profile shows it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import type { OwnerItem } from '@drd/shared/api/content/items';
import type { PendingSubmission } from '@drd/shared/api/content/moderation';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { call, signIn } from './support/admin-fixtures';
import { hasBrowser, openPage, screenshot, useBrowser, type ViewportName } from './support/browser';
import { sidewaysOverflow } from './support/layout';
import { drawnPicture } from './support/pictures';

/** A 1600×1200 JPEG of one colour, drawn by the page (a photo from the phone's files). */
const photo = (page: Page, colour: string) =>
  drawnPicture(page, {
    width: 1600,
    height: 1200,
    type: 'image/jpeg',
    background: colour,
    boxes: [['#ffffff', 200, 200, 400, 300]],
  });

const CASES: { viewport: ViewportName; width: number; captionFirst: boolean; colour: string }[] = [
  { viewport: 'mobile', width: 375, captionFirst: true, colour: '#0e7490' },
  { viewport: 'desktop', width: 1280, captionFirst: false, colour: '#b45309' },
];

describe.skipIf(!hasBrowser())('gallery uploads', () => {
  const browser = useBrowser();

  it.each(CASES)(
    'adds a photo with its caption at $width px; approved, the profile shows it',
    async ({ viewport, width, captionFirst, colour }) => {
      const owner = await openPage(browser(), viewport);
      const admin = await openPage(browser(), 'desktop');
      const { page } = owner;
      await signIn(page, 'owner');
      const mine = await call<MyBusinessesAnswer>(page, 'GET', '/api/my/businesses');
      const businessId = Math.min(...mine.body.businesses.map((b) => b.id));
      await page.goto(`/mi-negocio/${businessId}`);
      await page.getByRole('tab', { name: 'Galería', exact: true }).waitFor();
      await page.getByTestId('gallery-item').first().waitFor();

      await page.getByRole('button', { name: 'Agregar imagen' }).click();
      const dialog = page.getByRole('dialog');
      // No address field: the photo comes from the device.
      expect(await dialog.getByRole('textbox', { name: /URL/ }).count()).toBe(0);
      const caption = `Vista del patio ${width} ${Date.now() % 100_000}`;
      const typeCaption = () =>
        dialog.getByRole('textbox', { name: 'Descripción de la imagen' }).fill(caption);
      const addButton = dialog.getByRole('button', { name: 'Agregar', exact: true });
      if (captionFirst) await typeCaption();
      expect(await addButton.isDisabled()).toBe(true);
      await dialog.getByLabel('Elegir foto').setInputFiles({
        name: `patio-${width}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photo(page, colour),
      });
      await dialog.getByText('Subida', { exact: true }).waitFor({ timeout: 30_000 });
      const preview = dialog.getByRole('img', { name: 'Vista previa de la foto' });
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      if (!captionFirst) await typeCaption();
      expect(
        await dialog.getByRole('textbox', { name: 'Descripción de la imagen' }).inputValue(),
      ).toBe(caption);
      expect(await sidewaysOverflow(page, width)).toBe(0);
      await screenshot(page, `gallery-upload-${width}`);
      await addButton.click();
      await dialog.waitFor({ state: 'detached' });

      // Pending in the list, with the caption typed.
      const added = page.getByTestId('gallery-item').filter({ hasText: caption });
      await added.waitFor();
      expect(await added.textContent()).toContain('Pendiente');
      const items = await call<OwnerItem[]>(page, 'GET', `/api/businesses/${businessId}/gallery`);
      const item = items.body.find((i) => i.caption === caption)!;
      expect(String(item.imageUrl)).toMatch(/\/media\/[0-9a-f]{32}\.webp$/);
      await screenshot(page, `gallery-pending-${width}`);

      // The administrator approves it; the public profile then shows the stored photo.
      await signIn(admin.page, 'admin');
      const queue = await call<{ submissions: PendingSubmission[] }>(
        admin.page,
        'GET',
        `/api/admin/pending-submissions?businessId=${businessId}&contentType=gallery&pageSize=100`,
      );
      const submission = queue.body.submissions.find((s) => s.changeData.caption === caption)!;
      const decided = await call(
        admin.page,
        'POST',
        `/api/admin/submissions/${submission.id}/approve`,
        { version: submission.version },
      );
      expect(decided.status).toBe(200);
      const detail = await call<BusinessDetail>(
        page,
        'GET',
        `/api/businesses/detail/${businessId}`,
      );
      const shown = detail.body.gallery.find((g) => g.caption === caption)!;
      const key = shown.imageUrl.split('/media/')[1]!.replace(/\.webp$/, '');
      await page.goto(`/negocio/${businessId}`);
      await page.getByRole('heading', { name: 'Galería' }).scrollIntoViewIfNeeded();
      await page
        .locator(`img[src*="${key}"], img[srcset*="${key}"]`)
        .first()
        .waitFor({ state: 'attached' });
      expect([...owner.errors, ...admin.errors]).toEqual([]);
      await Promise.all([owner.close(), admin.close()]);
    },
  );
});
