// Issue #29 at a phone's width: a new owner renames their verified business (told first that the
// badge goes), changes its category and moves it to another town from the panel, and sees the
// change waiting; once an administrator approves, the profile has the new name at the new address,
// no badge, and the old address lands there. The owner and the business are new, so no demo
// listing changes. The editor and the admin's before/after at the other width: a screenshot and
// their overflow.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { businessPath } from '@drd/shared/business-path';
import { PROFILE_MESSAGES, type OwnerProfile } from '@drd/shared/api/content/profile';
import type { AdminVerification } from '@drd/shared/api/verification';
import {
  businessVersion,
  call,
  receivedBody,
  registerBusiness,
  signIn,
  submissionVersion,
  toast,
} from './support/admin-fixtures';
import { flowWidths, hasBrowser, openPage, screenshot, useBrowser } from './support/browser';
import { sidewaysOverflow } from './support/layout';
import { uploadDrawnPicture } from './support/pictures';

const PASSWORD = 'clave-segura-2026';

/** The owner asks for the badge with an RNC and a document photo; an administrator approves. */
async function verify(owner: Page, admin: Page, businessId: number) {
  const { key: documentKey } = await uploadDrawnPicture<{ key: string }>(
    owner,
    '/api/uploads/documents',
    { width: 900, height: 600, type: 'image/jpeg', background: '#000000' },
    'rnc.jpg',
  );
  const asked = await call(owner, 'POST', `/api/businesses/${businessId}/verification`, {
    kind: 'rnc',
    number: '101850043',
    documentKey,
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const list = await call<AdminVerification[]>(admin, 'GET', '/api/admin/verifications');
  const request = list.body.find((v) => v.business.id === businessId)!;
  const approved = await call(admin, 'POST', `/api/admin/verifications/${request.id}/approve`, {
    version: request.version,
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
}

describe.skipIf(!hasBrowser())("the owner's name, category and place", () => {
  const browser = useBrowser();

  it.each(flowWidths('owner'))(
    'renames and moves a business, and its old address follows (%s)',
    async (viewport) => {
      const owner = await openPage(browser(), viewport);
      const admin = await openPage(browser(), 'desktop', { bypassCSP: true });
      const username = `e2e_hechos_${Date.now().toString(36)}`;
      await owner.page.goto('/');
      const registered = await call(owner.page, 'POST', '/api/auth/register', {
        username,
        email: `${username}@correo.do`,
        fullName: 'Ramón Almonte',
        password: PASSWORD,
      });
      expect(registered.status).toBe(201);
      const business = await registerBusiness(owner.page);
      await signIn(admin.page, 'admin');
      const approved = await call(
        admin.page,
        'POST',
        `/api/admin/businesses/${business.id}/approve`,
        { version: await businessVersion(admin.page, business.id) },
      );
      expect(approved.status).toBe(200);
      const paid = await call(
        admin.page,
        'POST',
        `/api/admin/payments/${business.paymentId}/received`,
        await receivedBody(admin.page, business.paymentId),
      );
      expect(paid.status).toBe(200);
      const oldPath = businessPath(business);
      await verify(owner.page, admin.page, business.id);

      // The owner's panel: 'Editar' opens the facts with the name, category and place.
      const phone = owner.page;
      await phone.goto(`/mi-negocio/${business.id}`);
      await phone.getByRole('heading', { name: business.name, level: 1 }).waitFor();
      const info = phone.getByRole('region', { name: 'Información del negocio' });
      await info.getByRole('button', { name: 'Editar' }).click();
      const form = phone.getByRole('form', { name: 'Editar información del negocio' });
      const newName = `${business.name} Farmacia`;
      const badgeNotice = form.getByText(PROFILE_MESSAGES.badgeLapses);
      expect(await badgeNotice.count()).toBe(0);
      await form.getByRole('textbox', { name: 'Nombre del negocio' }).fill(newName);
      // Told before sending: a verified business loses its badge with a new name.
      await badgeNotice.waitFor();
      // Typed again if the list has not opened: one CI run under load found no option after 10 s
      // (noted for investigation in the session's closing note).
      const category = form.getByRole('combobox', { name: 'Categoría' });
      const farmacias = phone.getByRole('option', { name: 'Farmacias' });
      await expect
        .poll(async () => {
          await category.fill('farmacias');
          return farmacias.isVisible();
        })
        .toBe(true);
      await farmacias.click();
      await form.getByRole('combobox', { name: 'Provincia' }).selectOption({ label: 'Santiago' });
      await form.getByRole('combobox', { name: 'Municipio' }).selectOption({ label: 'Tamboril' });
      expect(await sidewaysOverflow(phone, 375)).toBeLessThanOrEqual(0);
      await screenshot(phone, 'owner-facts-editor-375');
      await form.getByRole('button', { name: 'Enviar para aprobación' }).click();
      await toast(phone).getByText('Cambios enviados', { exact: true }).waitFor();
      const pending = phone.getByTestId('profile-pending');
      await pending.getByText('pendientes de revisión', { exact: false }).waitFor();
      expect(await pending.textContent()).toContain('Nombre, Categoría, Provincia, Municipio');
      // Nothing public changes meanwhile: the heading keeps the published name.
      await phone.getByRole('heading', { name: business.name, level: 1 }).waitFor();
      await screenshot(phone, 'owner-facts-pending-375');
      const saved = await call<OwnerProfile>(
        phone,
        'GET',
        `/api/businesses/${business.id}/profile`,
      );
      const submissionId = saved.body.pendingChange!.submissionId;

      // The administrator sees each change by name (a screenshot) and approves.
      await admin.page.goto(`/admin/submissions?negocio=${business.id}`);
      const card = admin.page.locator(`[data-submission-id="${submissionId}"]`);
      await card.getByText('Tamboril').first().waitFor();
      await card.getByText('Farmacias').first().waitFor();
      expect(await sidewaysOverflow(admin.page, 1280)).toBeLessThanOrEqual(0);
      await screenshot(admin.page, 'owner-facts-admin-1280');
      const decided = await call(
        admin.page,
        'POST',
        `/api/admin/submissions/${submissionId}/approve`,
        { version: await submissionVersion(admin.page, submissionId) },
      );
      expect(decided.status).toBe(200);

      // The profile has the new name at the new address; the old one lands there.
      const newPath = businessPath({ id: business.id, name: newName });
      await phone.goto(oldPath);
      await phone.waitForURL((url) => url.pathname === newPath);
      await phone.getByRole('heading', { name: newName, level: 1 }).waitFor();
      expect(await phone.getByText('Farmacias').count()).toBeGreaterThan(0);
      expect(await phone.getByRole('img', { name: /^Negocio verificado/ }).count()).toBe(0);
      expect(await sidewaysOverflow(phone, 375)).toBeLessThanOrEqual(0);
      await screenshot(phone, 'owner-facts-profile-375');
      expect(owner.errors).toEqual([]);

      // The editor at the other width: drawn without sideways overflow.
      const laptop = await openPage(browser(), 'desktop');
      await laptop.context.addCookies(await owner.context.cookies());
      await laptop.page.goto(`/mi-negocio/${business.id}`);
      await laptop.page
        .getByRole('region', { name: 'Información del negocio' })
        .getByRole('button', { name: 'Editar' })
        .click();
      await laptop.page
        .getByRole('form', { name: 'Editar información del negocio' })
        .getByRole('combobox', { name: 'Municipio' })
        .waitFor();
      expect(await sidewaysOverflow(laptop.page, 1280)).toBeLessThanOrEqual(0);
      await screenshot(laptop.page, 'owner-facts-editor-1280');
      expect(laptop.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
      await laptop.close();
      await admin.close();
      await owner.close();
    },
  );
});
