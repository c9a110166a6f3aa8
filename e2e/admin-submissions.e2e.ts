// The administrator's review of owners' changes, at a phone's and a desktop's width: the owner
// sends changes through the API to a business of their own (a fresh one, so other files' changes
// on this shared server stay out of the filtered list); the admin reads them as before/after,
// approves, rejects with a note, decides two at once, meets a 409 and reads the history.
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

/** A write from inside the page (PUT included, which the shared `call` leaves out). */
async function send<T>(page: Page, method: 'POST' | 'PUT', url: string, body: unknown) {
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

interface Write {
  id: number;
  submissionId: number;
}

const selectedText = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '';

const card = (page: Page, submissionId: number) =>
  page.locator(`[data-submission-id="${submissionId}"]`);

describe.skipIf(!hasBrowser())('admin submissions review', () => {
  const browser = useBrowser();

  it.each(flowWidths('admin'))(
    'shows each change as before/after and decides them one by one and together (%s)',
    async (viewport) => {
      const admin = await openPage(browser(), viewport, { bypassCSP: true });
      const owner = await openPage(browser(), viewport);
      await signIn(owner.page, 'owner');
      await signIn(admin.page, 'admin');
      const business = await registerBusiness(owner.page);
      const base = `/api/businesses/${business.id}`;

      // An FAQ approved earlier, then edited: the public answer stays until the edit's approval.
      const approved = await send<Write>(owner.page, 'POST', `${base}/faqs`, {
        question: '¿Hacen entregas?',
        answer: 'Sí, en Puerto Plata de lunes a viernes.',
      });
      await send(admin.page, 'POST', `/api/admin/submissions/${approved.submissionId}/approve`, {
        version: await submissionVersion(admin.page, approved.submissionId),
      });
      const edited = await send<Write>(owner.page, 'PUT', `${base}/faqs/${approved.id}`, {
        question: '¿Hacen entregas?',
        answer: 'Sí, en Puerto Plata y Sosúa todos los días.',
      });
      const faq = await send<Write>(owner.page, 'POST', `${base}/faqs`, {
        question: '¿Aceptan tarjetas?',
        answer: 'Aceptamos todas las tarjetas.',
      });
      const image = await send<Write>(owner.page, 'POST', `${base}/gallery`, {
        imageUrl: await uploadPhoto(owner.page),
        caption: 'Nuestro local',
      });
      const profile = await call<{ profile: Record<string, unknown> }>(
        owner.page,
        'GET',
        `${base}/profile`,
      );
      const hours = profile.body.profile.openingHours as Record<string, unknown>;
      const profileEdit = await send<{ submissionId: number }>(
        owner.page,
        'PUT',
        `${base}/profile`,
        {
          ...Object.fromEntries(
            Object.entries(profile.body.profile).filter(([, value]) => value !== null),
          ),
          description: 'Un colmado de barrio con entregas rápidas y precios justos.',
          openingHours: { ...hours, sunday: { open: '09:00', close: '13:00', closed: false } },
        },
      );
      const late = await send<Write>(owner.page, 'POST', `${base}/faqs`, {
        question: '¿Tienen parqueo?',
        answer: 'Sí, frente al local.',
      });
      await owner.close();

      const { page, errors } = admin;
      await page.goto(`/admin/submissions?negocio=${business.id}`);
      await page.getByRole('heading', { name: 'Revisar cambios', level: 1 }).waitFor();
      await expect
        .poll(() => page.getByTestId('pending-count').textContent())
        .toBe('5 cambios pendientes con estos filtros');
      await expect
        .poll(() => page.getByLabel('Negocio', { exact: true }).evaluate(selectedText))
        .toBe(`${business.name} (5)`);

      // The edited FAQ: the old and new answers side by side, the words that changed marked.
      const editCard = card(page, edited.submissionId);
      await editCard.getByText('Edición').waitFor();
      expect(await editCard.locator('del').allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('de lunes a viernes')]),
      );
      expect(await editCard.locator('ins').allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('Sosúa')]),
      );
      // The image is shown; the profile edit reads its hours by day; no JSON anywhere.
      const imageCard = card(page, image.submissionId);
      await expect
        .poll(() =>
          imageCard
            .getByRole('img', { name: 'Foto (después)' })
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      const profileCard = card(page, profileEdit.submissionId);
      await profileCard.getByText('Domingo: 09:00 – 13:00').waitFor();
      await profileCard.getByText('Domingo: Cerrado').waitFor();
      expect(await page.locator('main').textContent()).not.toMatch(/[{[]"/);

      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page, VIEWPORTS[viewport].width)).toBeLessThanOrEqual(0);
      await shot(page, `submissions-${viewport}`);

      // The type filter narrows the list to the gallery image.
      await page.getByLabel('Tipo de cambio').selectOption('gallery');
      await expect
        .poll(() => page.getByTestId('pending-count').textContent())
        .toBe('1 cambio pendiente con estos filtros');
      expect(await page.getByTestId('submission').count()).toBe(1);
      await page.getByLabel('Tipo de cambio').selectOption('');
      await expect.poll(() => page.getByTestId('submission').count()).toBe(5);

      // Approve the new FAQ in the review dialog.
      await card(page, faq.submissionId).getByRole('button', { name: 'Revisar' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Aceptamos todas las tarjetas.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `submissions-dialog-${viewport}`, false);
      await dialog.getByRole('button', { name: 'Aprobar' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Cambio aprobado');
      await card(page, faq.submissionId).waitFor({ state: 'detached' });

      // Reject the image: without a note the dialog asks for one.
      await imageCard.getByRole('button', { name: 'Revisar' }).click();
      await dialog.getByRole('button', { name: 'Rechazar' }).click();
      await dialog.getByText('Escribe el motivo del rechazo').waitFor();
      await dialog.getByLabel(/Nota del administrador/).fill('La foto no muestra el negocio.');
      await dialog.getByRole('button', { name: 'Rechazar' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Cambio rechazado');
      await imageCard.waitFor({ state: 'detached' });

      // Decided elsewhere while the dialog is open: the 409's message, and the card goes away.
      await card(page, late.submissionId).getByRole('button', { name: 'Revisar' }).click();
      await send(page, 'POST', `/api/admin/submissions/${late.submissionId}/approve`, {
        version: await submissionVersion(page, late.submissionId),
      });
      await dialog.getByRole('button', { name: 'Aprobar' }).click();
      await expect
        .poll(() => toast(page).textContent())
        .toContain('Esta solicitud ya fue revisada');
      await card(page, late.submissionId).waitFor({ state: 'detached' });

      // The business's history: who decided what, when, and the note.
      await editCard.getByRole('button', { name: 'Historial' }).click();
      await dialog.getByText(`Historial de ${business.name}`).waitFor();
      await expect.poll(() => dialog.getByTestId('history-entry').count()).toBe(4);
      await dialog.getByText('La foto no muestra el negocio.').waitFor();
      expect(await dialog.getByText(/· admin$/).count()).toBeGreaterThan(0);
      await shot(page, `submissions-history-${viewport}`, false);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The two left, approved together: a result for each.
      await page.getByLabel('Seleccionar todos los de esta página').check();
      await page.getByText('2 cambios seleccionados').waitFor();
      await shot(page, `submissions-selected-${viewport}`, false);
      await page.getByRole('button', { name: 'Aprobar seleccionados' }).click();
      await dialog.getByRole('button', { name: 'Aprobar' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Cambios aprobados');
      const results = page.getByTestId('bulk-results');
      await results.getByText(`${business.name} · FAQ: Aprobado`).waitFor();
      await results.getByText(`${business.name} · Información del negocio: Aprobado`).waitFor();
      await page.getByText('No hay cambios pendientes con estos filtros').waitFor();
      await expect
        .poll(() => page.getByLabel('Negocio', { exact: true }).evaluate(selectedText))
        .toBe(`${business.name} (0)`);
      expect(await page.getByTestId('pending-count').textContent()).toBe(
        '0 cambios pendientes con estos filtros',
      );
      await shot(page, `submissions-done-${viewport}`);

      // The browser logs the 409 it was shown; nothing else may fail.
      expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
      await admin.close();
    },
  );

  it('refuses a plain user', async () => {
    const { page, close } = await openPage(browser(), 'mobile');
    await signIn(page, 'user');
    await page.goto('/admin/submissions');
    await expect.poll(() => toast(page).textContent()).toContain('Acceso denegado');
    await page.waitForURL((url) => url.pathname === '/login');
    await close();
  });

  it('tells the admin when the queue cannot be loaded', async () => {
    const { page, close } = await openPage(browser(), 'mobile');
    await signIn(page, 'admin');
    await page.route('**/api/admin/pending-submissions**', (route) =>
      route.fulfill({ status: 500, body: '{"error":"Error interno"}' }),
    );
    await page.goto('/admin/submissions');
    await page
      .getByRole('alert')
      .getByText('No se pudieron cargar las submissions pendientes.')
      .waitFor();
    await close();
  });
});
