// The business's cover photo from the owner's panel at 375 px: chosen from the phone's files, sent
// with the business's facts, shown pending; the administrator sees the published and the new
// photo in /admin/submissions and approves; the profile then shows it, and its link preview (as
// WhatsApp's fetcher reads the page) names a 1200×630 JPEG that loads.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { seriousViolations } from './support/axe';
import { call, signIn, toast } from './support/admin-fixtures';
import { baseUrl, hasBrowser, openPage, screenshot, useBrowser } from './support/browser';
import { sidewaysOverflow } from './support/layout';
import { drawnPicture } from './support/pictures';

/** A 2400×1600 JPEG drawn by the page (a photo from the phone's files, scaled down before sending). */
const photo = (page: Page) =>
  drawnPicture(page, {
    width: 2400,
    height: 1600,
    type: 'image/jpeg',
    background: ['#0369a1', '#fbbf24'],
    boxes: [['#166534', 0, 1100, 2400, 500]],
  });

/** Width and height from a JPEG's frame header (SOFn), read as a link preview's fetcher would. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

describe.skipIf(!hasBrowser())("the business's cover photo from the owner panel", () => {
  const browser = useBrowser();

  it('is uploaded at 375 px, waits for review, and once approved shows on the profile and its preview', async () => {
    const owner = await openPage(browser(), 'mobile', { bypassCSP: true });
    const admin = await openPage(browser(), 'desktop', { bypassCSP: true });
    const { page } = owner;
    await signIn(page, 'owner');
    const mine = await call<MyBusinessesAnswer>(page, 'GET', '/api/my/businesses');
    const businessId = Math.min(...mine.body.businesses.map((b) => b.id));
    await page.goto(`/mi-negocio/${businessId}`);
    const info = page.getByRole('region', { name: 'Información del negocio' });
    await info.getByTestId('photo-imageUrl').waitFor();

    await info.getByRole('button', { name: 'Editar' }).click();
    const form = page.getByRole('form', { name: 'Editar información del negocio' });
    // The demo listings came without an e-mail, which the shared rules require.
    const email = form.getByRole('textbox', { name: 'Email', exact: true });
    if (!(await email.inputValue())) await email.fill('contacto@negocio.do');
    const cover = form.getByRole('group', { name: 'Foto de portada (opcional)' });
    await cover.getByLabel('Elegir foto').setInputFiles({
      name: 'portada.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(page),
    });
    await cover.getByText('Subida', { exact: true }).waitFor({ timeout: 30_000 });
    // No address field any more: the uploaded photo's URL is the preview's.
    const url = String(await cover.getByRole('img', { name: /^Vista previa/ }).getAttribute('src'));
    expect(url).toMatch(/\/media\/[0-9a-f]{32}\.webp$/);
    const key = url.split('/media/')[1]!.replace(/\.webp$/, '');
    expect(await sidewaysOverflow(page, 375)).toBe(0);
    await cover.scrollIntoViewIfNeeded();
    await screenshot(page, 'owner-media-editor-375');
    await form.getByRole('button', { name: 'Enviar para aprobación' }).click();
    await toast(page).getByText('Cambios enviados', { exact: true }).waitFor();

    // Pending: the notice names it, and the card shows the new photo beside the published one.
    await page
      .getByTestId('profile-pending')
      .getByText(/Foto de portada/)
      .waitFor();
    const coverCard = info.getByTestId('photo-imageUrl');
    await coverCard.getByText('Pendiente', { exact: true }).waitFor();
    const waiting = coverCard.getByRole('img', {
      name: 'Foto de portada nueva, pendiente de aprobación',
    });
    expect(await waiting.getAttribute('src')).toContain(key);
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page, 375)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'owner-media-pending-375');

    // The administrator compares both photos in the review dialog and approves.
    await signIn(admin.page, 'admin');
    await admin.page.goto(`/admin/submissions?negocio=${businessId}&tipo=business`);
    const card = admin.page
      .getByTestId('submission')
      .filter({ has: admin.page.locator(`img[src*="${key}"]`) });
    await card.waitFor();
    await admin.page.waitForLoadState('networkidle');
    await screenshot(admin.page, 'owner-media-admin-list-1280');
    await card.getByRole('button', { name: 'Revisar' }).click();
    const review = admin.page.getByRole('dialog');
    const after = review.getByRole('img', { name: 'Foto de portada (después)' });
    expect(await after.getAttribute('src')).toContain(key);
    await review.getByRole('img', { name: 'Foto de portada (antes)' }).waitFor();
    expect(await seriousViolations(admin.page)).toEqual([]);
    await screenshot(admin.page, 'owner-media-admin-review-1280');
    await admin.page.setViewportSize({ width: 375, height: 740 });
    await screenshot(admin.page, 'owner-media-admin-review-375');
    await review.getByRole('button', { name: 'Aprobar' }).click();
    await toast(admin.page).filter({ hasText: 'Cambio aprobado' }).first().waitFor();

    // The profile shows the new cover (one of its widths).
    await page.goto(`/negocio/${businessId}`);
    await page.locator(`img[src*="${key}"], img[srcset*="${key}"]`).first().waitFor();

    // The link preview: WhatsApp's fetcher reads the head without scripts and loads og:image.
    const html = await fetch(`${baseUrl()}/negocio/${businessId}`, {
      headers: { 'user-agent': 'WhatsApp/2.24.6.77 A' },
    });
    expect(html.status).toBe(200);
    const og = /<meta property="og:image" content="([^"]+)"/.exec(await html.text())?.[1];
    expect(og).toMatch(/^https?:\/\//);
    const image = await fetch(`${baseUrl()}${new URL(og!).pathname}`, {
      headers: { 'user-agent': 'WhatsApp/2.24.6.77 A' },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(jpegSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeLessThan(300 * 1024);

    expect([...owner.errors, ...admin.errors]).toEqual([]);
    await Promise.all([owner.close(), admin.close()]);
  });

  it('shows the logo and cover editing at 1280 px', async () => {
    const { page, errors, close } = await openPage(browser(), 'desktop');
    await signIn(page, 'owner');
    const mine = await call<MyBusinessesAnswer>(page, 'GET', '/api/my/businesses');
    await page.goto(`/mi-negocio/${Math.min(...mine.body.businesses.map((b) => b.id))}`);
    const info = page.getByRole('region', { name: 'Información del negocio' });
    await info.getByTestId('photo-logoUrl').waitFor();
    await page.waitForLoadState('networkidle');
    // Every image drawn (they load lazily), so the screenshot shows the photos themselves.
    const loaded = await info.locator('img').evaluateAll((images) =>
      Promise.all(
        (images as HTMLImageElement[]).map((image) =>
          image.decode().then(
            () => image.naturalWidth > 0,
            () => false,
          ),
        ),
      ),
    );
    expect(loaded).not.toContain(false);
    await screenshot(page, 'owner-media-panel-1280');
    await info.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('group', { name: 'Logo (opcional)' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'owner-media-editor-1280');
    expect(errors).toEqual([]);
    await close();
  });
});
