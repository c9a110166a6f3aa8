// What the admin saw is what goes public, at a phone's and a desktop's width: a new business is
// reviewed whole (its fields, pin, photos and preview page) and approved; a change the owner
// edits between the admin's reading and click answers 'Este cambio se modificó mientras lo
// revisabas' with the new version, which is approved only with a new click.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { flowWidths, hasBrowser, openPage, useBrowser, VIEWPORTS } from './support/browser';
import {
  call,
  registerBusiness,
  shot,
  signIn,
  submissionVersion,
  toast,
} from './support/admin-fixtures';
import { sidewaysOverflow } from './support/layout';
import { uploadPhoto } from './support/upload';

const STALE = 'Este cambio se modificó mientras lo revisabas';

/** A write from inside the page, any method (the shared `call` knows GET and POST). */
async function send<T>(page: Page, method: 'POST' | 'PUT' | 'PATCH', url: string, body: unknown) {
  const answer = await page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, url, body },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body as T;
}

// The browser logs the 404s and 409s the test provokes; nothing else may fail.
const unexpected = (errors: string[]) => errors.filter((e) => !/\b(404|409)\b/.test(e));

describe.skipIf(!hasBrowser())('decisions bound to the version the admin saw', () => {
  const browser = useBrowser();

  it.each(flowWidths('admin'))(
    'reviews a new business whole, previews it, meets a change made meanwhile and approves it (%s)',
    async (viewport) => {
      const owner = await openPage(browser(), viewport);
      const admin = await openPage(browser(), viewport, { bypassCSP: true });
      const visitor = await openPage(browser(), viewport);
      await signIn(owner.page, 'owner');
      await signIn(admin.page, 'admin');
      const business = await registerBusiness(owner.page, {
        tagline: 'El colmado del malecón',
        whatsappNumber: '8095550188',
        website: 'https://colmado-prueba.example.do',
      });
      // A photo approved while the business waits: approval of the business publishes it.
      const photo = await send<{ submissionId: number }>(
        owner.page,
        'POST',
        `/api/businesses/${business.id}/gallery`,
        { imageUrl: await uploadPhoto(owner.page), caption: 'Fachada' },
      );
      const approvedPhoto = await call(
        admin.page,
        'POST',
        `/api/admin/submissions/${photo.submissionId}/approve`,
        { version: await submissionVersion(admin.page, photo.submissionId) },
      );
      expect(approvedPhoto.status).toBe(200);

      // The card: every field approval publishes, the pin on a map, the photo.
      await admin.page.goto('/admin/negocios');
      const item = admin.page.locator(`[data-business-id="${business.id}"]`);
      await item.getByText('El colmado del malecón').waitFor();
      const text = (await item.textContent()) ?? '';
      for (const shown of [
        'Un colmado de prueba con una descripción suficientemente larga.',
        'Calle Duarte 12',
        'Puerto Plata',
        // Typed as 8095550188, stored as the directory writes Dominican numbers.
        '809-555-0188',
        'https://colmado-prueba.example.do',
        'Lunes: 08:00 – 17:00',
        'Domingo: Cerrado',
        'Fotos (1)',
        'Versión',
      ]) {
        expect(text).toContain(shown);
      }
      const map = item.getByRole('region', { name: `Ubicación de ${business.name} en el mapa` });
      await map.locator('.leaflet-marker-icon').waitFor();
      await item.getByRole('img', { name: 'Fachada' }).waitFor();
      await admin.page.waitForLoadState('networkidle');
      expect(await sidewaysOverflow(admin.page, VIEWPORTS[viewport].width)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(admin.page)).toEqual([]);
      await item.screenshot({ path: `/tmp/shots-admin/new-business-card-${viewport}.png` });

      // The preview: the owner's and the admin's, marked and noindex; visitors get nothing.
      const preview = await item
        .getByRole('link', { name: /Ver vista previa del perfil/ })
        .getAttribute('href');
      for (const page of [admin.page, owner.page]) {
        await page.goto(preview!);
        await page.getByTestId('preview-banner').waitFor();
        expect(await page.getByTestId('preview-banner').textContent()).toBe(
          'Vista previa: aún no publicado',
        );
        await page.getByRole('heading', { name: business.name, level: 1 }).waitFor();
        // The server's 404 page says it for everyone; the preview says it again once drawn.
        expect(
          await page.locator('meta[name="robots"][content="noindex"]').count(),
        ).toBeGreaterThanOrEqual(1);
      }
      await shot(owner.page, `new-business-preview-${viewport}`, false);
      // From 'Mis negocios', within the app: the preview still says so, and noindex.
      await owner.page.goto('/mis-negocios');
      await owner.page.getByRole('link', { name: `Vista previa de ${business.name}` }).click();
      await owner.page.getByTestId('preview-banner').waitFor();
      expect(await owner.page.locator('meta[name="robots"][content="noindex"]').count()).toBe(1);
      await visitor.page.goto(preview!);
      await visitor.page.getByRole('heading', { name: 'No se pudo cargar el negocio' }).waitFor();

      // The owner changes a setting the approval publishes after the admin read the card.
      await admin.page.goto('/admin/negocios');
      await item.getByText('El colmado del malecón').waitFor();
      const seen = (await item.getByTestId('business-version').textContent()) ?? '';
      await send(owner.page, 'PATCH', `/api/businesses/${business.id}/settings`, {
        reviewsEnabled: false,
      });
      await item.getByRole('button', { name: 'Aprobar' }).click();
      const dialog = admin.page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Aprobar' }).click();
      await item.getByText(STALE).waitFor();
      await item.getByText(/Ahora ves la versión \d+/).waitFor();
      expect(await item.getByTestId('business-version').textContent()).not.toBe(seen);
      expect(await item.textContent()).toContain('Desactivadas');
      await shot(admin.page, `new-business-stale-${viewport}`, false);
      await visitor.page.reload();
      await visitor.page.getByRole('heading', { name: 'No se pudo cargar el negocio' }).waitFor();

      // A new click on what is now shown publishes it.
      await item.getByRole('button', { name: 'Aprobar' }).click();
      await dialog.getByRole('button', { name: 'Aprobar' }).click();
      await expect
        .poll(() => toast(admin.page).textContent())
        .toContain('Negocio aprobado y publicado');
      await item.waitFor({ state: 'detached' });
      await visitor.page.goto(`/negocio/${business.id}`);
      await visitor.page.getByRole('heading', { name: business.name, level: 1 }).waitFor();
      expect(await visitor.page.getByTestId('preview-banner').count()).toBe(0);

      for (const { errors } of [owner, admin, visitor]) expect(unexpected(errors)).toEqual([]);
      await Promise.all([owner.close(), admin.close(), visitor.close()]);
    },
  );

  it.each(flowWidths('admin'))(
    'shows the new version when the owner edits a change under review (%s)',
    async (viewport) => {
      const owner = await openPage(browser(), viewport);
      const admin = await openPage(browser(), viewport, { bypassCSP: true });
      await signIn(owner.page, 'owner');
      await signIn(admin.page, 'admin');
      const business = await registerBusiness(owner.page);
      const faqs = `/api/businesses/${business.id}/faqs`;
      const question = '¿Hasta qué hora abren?';
      const made = await send<{ id: number; submissionId: number }>(owner.page, 'POST', faqs, {
        question,
        answer: 'Hasta las 10 pm.',
      });

      await admin.page.goto(`/admin/submissions?negocio=${business.id}`);
      const card = admin.page.locator(`[data-submission-id="${made.submissionId}"]`);
      await card.getByText('Hasta las 10 pm.').first().waitFor();
      await card.getByRole('button', { name: 'Revisar' }).click();
      const dialog = admin.page.getByRole('dialog');
      await dialog.getByText('Hasta las 10 pm.').first().waitFor();

      // Between the admin's reading and click, the owner swaps the answer.
      const swapped = 'Texto que el admin nunca vio: visita http://estafa.example';
      await send(owner.page, 'PUT', `${faqs}/${made.id}`, { question, answer: swapped });
      await dialog.getByRole('button', { name: 'Aprobar' }).click();
      await dialog.getByText(STALE).waitFor();
      await dialog.getByText(/Ahora ves la versión 2\./).waitFor();
      await dialog.getByText(swapped).first().waitFor();
      await admin.page.waitForLoadState('networkidle');
      expect(await seriousViolations(admin.page)).toEqual([]);
      await shot(admin.page, `submission-stale-${viewport}`, false);
      const published = await call<{ faqs: { id: number }[] }>(
        admin.page,
        'GET',
        `/api/businesses/detail/${business.id}`,
      );
      expect(published.body.faqs.some((f) => f.id === made.id)).toBe(false);

      // Approving now publishes what is on the screen.
      await dialog.getByRole('button', { name: 'Aprobar' }).click();
      await toast(admin.page).filter({ hasText: 'Cambio aprobado' }).first().waitFor();
      await dialog.waitFor({ state: 'detached' });

      for (const { errors } of [owner, admin]) expect(unexpected(errors)).toEqual([]);
      await Promise.all([owner.close(), admin.close()]);
    },
  );
});
