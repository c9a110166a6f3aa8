// The owner's page /mi-negocio/{id}: the demo owner reaches a business from 'Mis negocios', sees
// its header and cards, edits the hours and the description, and finds the change waiting in the
// change status card while the published facts stay; another owner's business shows the error
// alert; a visitor is sent to sign in first. At 375 and 1280 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OwnerProfile } from '@drd/shared/api/content/profile';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { call, signIn, toast } from './support/admin-fixtures';
import { seriousViolations } from './support/axe';
import { hasBrowser, openPage, screenshot, useBrowser, type ViewportName } from './support/browser';
import { sidewaysOverflow, smallTargets } from './support/layout';

const ERROR_TEXT =
  'No se pudo cargar la información del negocio. Verifica que tienes acceso a este negocio.';

/** The demo owner's first business, and a listing of someone else. */
async function businesses(page: Page) {
  const mine = await call<MyBusinessesAnswer>(page, 'GET', '/api/my/businesses');
  // The demo's own (lowest id): other files register and approve businesses for this owner, and
  // one approved unpaid has no plan running (issue 41).
  const byId = [...mine.body.businesses].sort((a, b) => a.id - b.id);
  const own = byId.find((b) => b.isActive) ?? byId[0]!;
  const ownIds = new Set(mine.body.businesses.map((b) => b.id));
  let other = 1;
  while (ownIds.has(other)) other += 1;
  return { own, other };
}

async function openOwnPage(page: Page, name: string) {
  await page.goto('/mis-negocios');
  await page.getByRole('link', { name: `Gestionar ${name}` }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

describe.skipIf(!hasBrowser())('owner page', () => {
  const browser = useBrowser();

  it('sends a signed-out visitor to sign in and back', async () => {
    const { page, close } = await openPage(browser(), 'mobile');
    await page.goto('/mi-negocio/1');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/mi-negocio/1');
    await close();
  });

  for (const viewport of ['mobile', 'desktop'] as ViewportName[]) {
    const width = viewport === 'mobile' ? 375 : 1280;

    it(`shows the business and moderates an edit of its facts at ${width} px`, async () => {
      const { page, errors, close } = await openPage(browser(), viewport, { bypassCSP: true });
      await signIn(page, 'owner');
      const { own } = await businesses(page);
      const published = (await call<OwnerProfile>(page, 'GET', `/api/businesses/${own.id}/profile`))
        .body;
      await openOwnPage(page, own.name);
      expect(new URL(page.url()).pathname).toBe(`/mi-negocio/${own.id}`);

      // Header, subscription and information cards, the approval notice and the change card.
      const badges = page.getByRole('list', { name: 'Estado del negocio' });
      expect(await badges.textContent()).toContain(published.business.category);
      expect(await page.getByTestId('active-badge').textContent()).toBe(
        published.business.isActive ? 'Activo' : 'Inactivo',
      );
      await page.getByTestId('subscription-card').waitFor();
      expect(await page.getByTestId('subscription-card').textContent()).toMatch(
        /Plan activo hasta el|Tu plan vence en|Tu plan venció el/,
      );
      const info = page.getByRole('region', { name: 'Información del negocio' });
      expect(await info.textContent()).toContain(published.business.municipality);
      await page.getByText('¿Cómo se aprueban tus cambios?').waitFor();
      await page.getByTestId('count-pending').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport === 'mobile') {
        expect(await sidewaysOverflow(page, 375)).toBe(0);
        expect(await smallTargets(page)).toEqual([]);
      }
      await screenshot(page, `owner-panel-${width}`);

      // Edit the description and Monday's hours; the change waits for an administrator.
      const description = `Cocina criolla y mariscos frente al mar, editada a ${width} px.`;
      await info.getByRole('button', { name: 'Editar' }).click();
      const form = page.getByRole('form', { name: 'Editar información del negocio' });
      await form.getByLabel('Descripción').fill(description);
      // The demo listings came without an e-mail, which the shared rules require.
      const email = form.getByRole('textbox', { name: 'Email', exact: true });
      if (!(await email.inputValue())) await email.fill('contacto@cafeteria.do');
      await form.getByLabel('Lunes: abierto').check();
      await form.getByLabel('Lunes: abre a las').fill('07:30');
      await form.getByLabel('Lunes: cierra a las').fill('15:45');
      const pets = form.getByRole('checkbox', { name: 'Acepta mascotas' });
      const offersPets = await pets.isChecked();
      await pets.setChecked(!offersPets);
      if (viewport === 'mobile') expect(await sidewaysOverflow(page, 375)).toBe(0);
      await screenshot(page, `owner-panel-editor-${width}`);
      await form.getByRole('button', { name: 'Enviar para aprobación' }).click();
      await toast(page).getByText('Cambios enviados', { exact: true }).waitFor();
      await page.getByTestId('profile-pending').waitFor();
      expect(await page.getByTestId('profile-pending').textContent()).toContain('Horario');
      // The published description stays on the card until an administrator approves.
      expect(await info.textContent()).toContain(published.profile.description);
      expect(await info.textContent()).not.toContain(description);

      const change = page.getByTestId('change').first();
      await change.getByText('Información del negocio · Actualización').waitFor();
      expect(await change.textContent()).toContain('Pendiente');
      expect(Number(await page.getByTestId('count-pending').textContent())).toBeGreaterThan(0);
      const saved = (await call<OwnerProfile>(page, 'GET', `/api/businesses/${own.id}/profile`))
        .body;
      expect(saved.pendingChange?.data).toMatchObject({
        description,
        openingHours: { monday: { closed: false, ranges: [{ open: '07:30', close: '15:45' }] } },
        features: { petFriendly: !offersPets },
      });
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `owner-panel-pending-${width}`);
      expect(errors).toEqual([]);
      await close();
    });

    it(`shows the error alert for another owner's business at ${width} px`, async () => {
      const { page, errors, close } = await openPage(browser(), viewport, { bypassCSP: true });
      await signIn(page, 'owner');
      const { other } = await businesses(page);
      await page.goto(`/mi-negocio/${other}`);
      await page.getByText(ERROR_TEXT).waitFor();
      expect(await page.getByRole('alert').count()).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `owner-panel-forbidden-${width}`);
      // The browser logs the refused request itself; nothing else may fail.
      expect(errors.filter((e) => !e.includes('403'))).toEqual([]);
      await close();
    });
  }
});
