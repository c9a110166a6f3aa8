// The photo uploader at phone width, in the registration wizard: a large photo from the files is
// scaled down, sent with its progress and shown; a file that is not a photo fails with a Spanish
// message and can be retried; the URL stays possible.
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { baseUrl, hasBrowser, openPage, screenshot, useBrowser } from './support/browser';
import { sidewaysOverflow } from './support/layout';
import { drawnPicture } from './support/pictures';

async function signIn(request: APIRequestContext) {
  const answer = await request.post('/api/auth/login', {
    data: { username: 'usuario', password: 'Usuario2026!' },
    headers: { Origin: baseUrl() },
  });
  expect(answer.status()).toBe(200);
}

/** A 3000×2000 JPEG drawn by the page itself (a phone-sized photo). */
const largePhoto = (page: Page) =>
  drawnPicture(page, {
    width: 3000,
    height: 2000,
    type: 'image/jpeg',
    background: ['#0ea5e9', '#f59e0b'],
  });

describe.skipIf(!hasBrowser())('photo uploader', () => {
  const browser = useBrowser();

  it('uploads a cover photo in the wizard at 375 px, with a retry for a failed file', async () => {
    const { page, context, errors, close } = await openPage(browser(), 'mobile', {
      bypassCSP: true,
    });
    await signIn(context.request);
    await page.goto('/registrar-negocio');
    await page.getByRole('heading', { name: 'Información Básica' }).waitFor();
    const cover = page.getByRole('group', { name: 'Foto de portada (opcional)' });
    await expect(cover.getByRole('button', { name: 'Tomar foto' }).isVisible()).resolves.toBe(true);

    // A file that says it is a JPEG but is not one: refused in the browser, kept for a retry.
    await cover.getByLabel('Elegir foto').setInputFiles({
      name: 'nota.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('esto no es una foto'),
    });
    await cover.getByText('No se pudo leer la foto. Elige otra.').waitFor();
    await cover.getByRole('button', { name: 'Reintentar' }).waitFor();
    await cover.getByRole('button', { name: 'Quitar de la lista' }).click();

    await cover.getByLabel('Elegir foto').setInputFiles({
      name: 'terraza.jpg',
      mimeType: 'image/jpeg',
      buffer: await largePhoto(page),
    });
    await cover.getByRole('progressbar', { name: 'Progreso de terraza.jpg' }).waitFor();
    await cover.getByText('Subida', { exact: true }).waitFor({ timeout: 30_000 });
    // No address field any more: the uploaded photo's URL is the preview's.
    const url = String(await cover.getByRole('img', { name: /^Vista previa/ }).getAttribute('src'));
    expect(url).toMatch(/\/media\/[0-9a-f]{32}\.webp$/);
    const preview = cover.getByRole('img', { name: 'Vista previa: foto de portada (opcional)' });
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Scaled down in the browser: the server got at most 2048 px and keeps 1600.
    const served = await context.request.get(new URL(url).pathname);
    expect(served.headers()['cache-control']).toContain('immutable');

    expect(await sidewaysOverflow(page, 375)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'photo-upload-wizard-375');
    expect(errors).toEqual([]);
    await close();
  });
});
