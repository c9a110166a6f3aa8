// Managers (issue #31): the owner invites a manager from 'Personas' on a phone, the invitee
// accepts the mailed link signed in and finds the business in 'Mis negocios' marked as theirs to
// manage; the same panel's layout is checked at 1280 px without repeating the flow.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { call, signIn, toast } from './support/admin-fixtures';
import { seriousViolations } from './support/axe';
import {
  baseUrl,
  flowWidths,
  hasBrowser,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { sidewaysOverflow } from './support/layout';
import { mailedMatch } from './support/mailbox';

async function ownBusiness(page: Page) {
  const mine = await call<MyBusinessesAnswer>(page, 'GET', '/api/my/businesses');
  return mine.body.businesses.find((b) => b.isActive && b.role === 'owner')!;
}

async function openPeople(page: Page, businessId: number) {
  await page.goto(`/mi-negocio/${businessId}`);
  const heading = page.getByRole('heading', { name: 'Personas', level: 2 });
  await heading.waitFor();
  await heading.scrollIntoViewIfNeeded();
}

describe.skipIf(!hasBrowser())('managers', () => {
  const browser = useBrowser();

  for (const viewport of flowWidths('owner')) {
    it(`the owner invites a manager, who accepts and sees the business (${viewport})`, async () => {
      const owner = await openPage(browser(), viewport, { bypassCSP: true });
      await signIn(owner.page, 'owner');
      const business = await ownBusiness(owner.page);
      const tag = Date.now().toString(36);
      const email = `gerente_${tag}@correo.do`;

      await openPeople(owner.page, business.id);
      await owner.page.getByLabel('Correo de la persona que quieres invitar').fill(email);
      await owner.page.getByRole('button', { name: 'Invitar gestor' }).click();
      await toast(owner.page).getByText('Invitación enviada').waitFor();
      const people = owner.page.getByRole('list', { name: 'Personas del negocio' });
      await people.getByText(email).waitFor();
      expect(await people.textContent()).toContain('Invitación pendiente');
      expect(await seriousViolations(owner.page)).toEqual([]);
      await screenshot(owner.page, `managers-invite-${viewport}`);

      // The invitee, with an account of their own, follows the e-mail's link.
      const manager = await openPage(browser(), viewport, { bypassCSP: true });
      const registered = await manager.page.request.post('/api/auth/register', {
        headers: { origin: baseUrl() },
        data: {
          username: `gerente_${tag}`,
          email,
          fullName: 'Yokasta Gerente',
          password: 'Clave-Gerente-26',
        },
      });
      expect(registered.status()).toBe(201);
      // Only a confirmed account with the invited address may accept (issue #41).
      const confirm = new URL(
        (await mailedMatch(email, /https?:\/\/\S+\/verificar-correo\?token=\S+/))[0],
      );
      await manager.page.goto(`${confirm.pathname}${confirm.search}`);
      await manager.page.getByText('Correo confirmado').waitFor();
      const link = new URL((await mailedMatch(email, /https?:\/\/\S+\/invitacion\?token=\S+/))[0]);
      await manager.page.goto(`${link.pathname}${link.search}`);
      await manager.page.getByRole('button', { name: 'Aceptar invitación' }).click();
      await manager.page.getByText('Ahora gestionas este negocio').waitFor();
      await screenshot(manager.page, `managers-accepted-${viewport}`);

      await manager.page.getByRole('link', { name: 'Ir al negocio' }).click();
      await manager.page.getByRole('heading', { name: business.name, level: 1 }).waitFor();
      await manager.page.getByText('Gestionas este negocio para su dueño').waitFor();
      expect(await manager.page.getByRole('heading', { name: 'Personas' }).count()).toBe(0);
      expect(await manager.page.getByTestId('subscription-card').count()).toBe(0);

      await manager.page.goto('/mis-negocios');
      const card = manager.page.getByTestId('my-business').filter({ hasText: business.name });
      await card.getByText('Eres gestor').waitFor();
      expect(await card.getByRole('button', { name: /Renovar/ }).count()).toBe(0);
      expect(await seriousViolations(manager.page)).toEqual([]);
      await screenshot(manager.page, `managers-my-businesses-${viewport}`);

      // Back on the owner's panel the invitation became a manager, whom the owner removes.
      await openPeople(owner.page, business.id);
      await people.getByText('Yokasta Gerente').waitFor();
      await owner.page.getByRole('button', { name: 'Quitar' }).click();
      await owner.page.getByRole('alertdialog').getByRole('button', { name: 'Quitar' }).click();
      await toast(owner.page).getByText('Gestor eliminado').waitFor();
      expect(await people.getByText('Yokasta Gerente').count()).toBe(0);

      expect(owner.errors).toEqual([]);
      expect(manager.errors).toEqual([]);
      await manager.close();
      await owner.close();
    });
  }

  // The flow's screens at the other width: open, look, no sideways scroll.
  const other = (['mobile', 'desktop'] as ViewportName[]).filter(
    (v) => !flowWidths('owner').includes(v),
  );
  for (const viewport of other) {
    it(`lays out 'Personas' and 'Transferir' at ${VIEWPORTS[viewport].width} px`, async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await signIn(page, 'owner');
      const business = await ownBusiness(page);
      await openPeople(page, business.id);
      await page.getByRole('heading', { name: 'Transferir' }).waitFor();
      expect(await sidewaysOverflow(page, VIEWPORTS[viewport].width)).toBe(0);
      await screenshot(page, `managers-people-${viewport}`);
      expect(errors).toEqual([]);
      await close();
    });
  }
});
