// The owner's gallery from a phone: three photos chosen from the files upload with their progress,
// wait as pending, and after an administrator's approval the public profile shows them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import type { PendingSubmission } from '@drd/shared/api/content/moderation';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { call, signIn } from './support/admin-fixtures';
import { hasBrowser, openPage, screenshot, useBrowser } from './support/browser';
import { sidewaysOverflow } from './support/layout';

/** A 1600×1200 JPEG of one colour, drawn by the page (a photo from the phone's files). */
async function photo(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 1600, 1200);
    context.fillStyle = '#ffffff';
    context.fillRect(200, 200, 400, 300);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, colour);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

describe.skipIf(!hasBrowser())('gallery uploads', () => {
  const browser = useBrowser();

  it('uploads three photos at 375 px; approved, the profile shows them', async () => {
    const owner = await openPage(browser(), 'mobile');
    const admin = await openPage(browser(), 'desktop');
    const { page } = owner;
    await signIn(page, 'owner');
    const mine = await call<MyBusinessesAnswer>(page, 'GET', '/api/my/businesses');
    const businessId = Math.min(...mine.body.businesses.map((b) => b.id));
    await page.goto(`/mi-negocio/${businessId}`);
    await page.getByRole('tab', { name: 'Galería', exact: true }).waitFor();
    // The demo listing has photos: counted once the list has loaded, not while it is on its way.
    await page.getByTestId('gallery-item').first().waitFor();
    const before = await page.getByTestId('gallery-item').count();

    await page.getByRole('button', { name: 'Agregar imagen' }).click();
    const dialog = page.getByRole('dialog');
    const files = await Promise.all(
      ['#0e7490', '#b45309', '#15803d'].map(async (colour, i) => ({
        name: `foto-${i + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photo(page, colour),
      })),
    );
    await dialog.getByLabel('Elegir fotos').setInputFiles(files);
    await expect
      .poll(() => dialog.getByText('Subida', { exact: true }).count(), { timeout: 30_000 })
      .toBe(3);
    expect(await sidewaysOverflow(page, 375)).toBe(0);
    await screenshot(page, 'gallery-upload-375');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('gallery-item').count()).toBe(before + 3);
    const pending = page.getByTestId('gallery-item').filter({ hasText: 'Pendiente' });
    expect(await pending.count()).toBeGreaterThanOrEqual(3);

    // The administrator approves the three; the public profile then shows them.
    await signIn(admin.page, 'admin');
    const queue = await call<{ submissions: PendingSubmission[] }>(
      admin.page,
      'GET',
      `/api/admin/pending-submissions?businessId=${businessId}&contentType=gallery&pageSize=100`,
    );
    const uploaded = queue.body.submissions.filter((s) => {
      const url = s.changeData.imageUrl;
      return typeof url === 'string' && url.includes('/media/');
    });
    expect(uploaded.length).toBeGreaterThanOrEqual(3);
    for (const submission of uploaded.slice(-3)) {
      const decided = await call(
        admin.page,
        'POST',
        `/api/admin/submissions/${submission.id}/approve`,
        { version: submission.version },
      );
      expect(decided.status).toBe(200);
    }
    const detail = await call<BusinessDetail>(page, 'GET', `/api/businesses/detail/${businessId}`);
    const shown = detail.body.gallery.filter((g) => g.imageUrl.includes('/media/'));
    expect(shown.length).toBeGreaterThanOrEqual(3);
    await page.goto(`/negocio/${businessId}`);
    // The profile serves the photo's widths (srcset); any of them names the stored photo's key.
    const key = shown[0]!.imageUrl.split('/media/')[1]!.replace(/\.webp$/, '');
    await page.getByRole('heading', { name: 'Galería' }).scrollIntoViewIfNeeded();
    await page
      .locator(`img[src*="${key}"], img[srcset*="${key}"]`)
      .first()
      .waitFor({ state: 'attached' });
    expect([...owner.errors, ...admin.errors]).toEqual([]);
    await Promise.all([owner.close(), admin.close()]);
  });
});
