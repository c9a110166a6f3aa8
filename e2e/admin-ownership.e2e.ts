// The console's ownership and code tools (issue #31), proved at an administrator's width: the
// 'Transferir' dialog hands a business to another account, 'Generar varios' makes labelled codes
// with a last day and one is withdrawn, and 'Desactivar' is not offered on one's own row. A
// suspended business's owner reads why, at a phone's width. Every account and business here is
// the test's own: the demo accounts' businesses stay as other files expect them.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  hasBrowser,
  openPage,
  provesFlowAt,
  useBrowser,
  VIEWPORTS,
} from './support/browser';
import {
  businessVersion,
  call,
  receivedBody,
  registerBusiness,
  shot,
  signIn,
  toast,
} from './support/admin-fixtures';
import { sidewaysOverflow } from './support/layout';

const tag = () => Math.random().toString(36).slice(2, 9);

/** A new account, signed in on the page (registering signs in). */
async function registerAccount(page: Page, prefix: string) {
  const username = `${prefix}_${tag()}`;
  const answer = await page.request.post('/api/auth/register', {
    headers: { origin: baseUrl() },
    data: {
      username,
      email: `${username}@correo.do`,
      fullName: `Cuenta ${username}`,
      password: 'Clave-Prueba-26',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  await page.goto('/api/health');
  return username;
}

/** A business of a new owner of its own, approved by the admin's page. */
async function ownersPublishedBusiness(browser: Browser, admin: Page) {
  const owner = await openPage(browser, 'desktop');
  const ownerName = await registerAccount(owner.page, 'duena');
  const business = await registerBusiness(owner.page);
  await owner.close();
  const version = await businessVersion(admin, business.id);
  const approved = await call(admin, 'POST', `/api/admin/businesses/${business.id}/approve`, {
    version,
  });
  expect(approved.status).toBe(200);
  return { ...business, ownerName };
}

describe.skipIf(!hasBrowser())('admin ownership and codes', () => {
  const browser = useBrowser();

  it.runIf(provesFlowAt('admin', 'desktop'))(
    "'Transferir' hands a business to another account, and one's own row has no 'Desactivar'",
    async () => {
      const target = await openPage(browser(), 'desktop');
      const newOwner = await registerAccount(target.page, 'comprador');
      await target.close();

      const { page, errors, close } = await openPage(browser(), 'desktop');
      await signIn(page, 'admin');
      const business = await ownersPublishedBusiness(browser(), page);
      await page.goto(`/admin/directorio/${business.id}`);
      await page.getByRole('heading', { name: business.name, level: 1 }).waitFor();
      await page.getByText(`${business.ownerName} (`).waitFor();
      // 'Editar datos': an emptied optional fact is cleared, not ignored.
      const email = page.locator('dl').first().locator('dt:text-is("Correo") + dd');
      expect(await email.textContent()).toContain('@correo.do');
      await page.getByRole('button', { name: 'Editar datos' }).click();
      const edit = page.getByRole('dialog', { name: `Editar «${business.name}»` });
      await edit.getByLabel('Correo').fill('');
      await edit.getByRole('button', { name: 'Guardar cambios' }).click();
      await toast(page).getByText('Cambios guardados').waitFor();
      await expect.poll(() => email.textContent()).toBe('—');
      await page.getByRole('button', { name: 'Transferir' }).click();
      const dialog = page.getByRole('dialog', { name: `Transferir «${business.name}»` });
      await dialog.getByRole('button', { name: 'Transferir' }).click();
      await dialog.getByText('Escribe el usuario o el correo de la cuenta que lo recibe').waitFor();
      await dialog.getByLabel('Usuario o correo de la nueva cuenta').fill('nadie_asi@correo.do');
      await dialog.getByRole('button', { name: 'Transferir' }).click();
      await dialog.getByText('No hay ninguna cuenta activa con ese usuario o correo').waitFor();
      await dialog.getByLabel('Usuario o correo de la nueva cuenta').fill(newOwner);
      await dialog.getByLabel('Nota para el historial (opcional)').fill('Vendió el negocio');
      await shot(page, 'ownership-transfer-dialog-desktop', false);
      await dialog.getByRole('button', { name: 'Transferir' }).click();
      await toast(page).getByText('Negocio transferido').waitFor();
      await page.getByText(`${newOwner} (`).waitFor();
      await page.getByText(`Transfirió el negocio «${business.name}» a otra cuenta`).waitFor();
      await shot(page, 'ownership-transferred-desktop');

      // The administrator's own row: the API refuses to disable it, so the screen does not offer it.
      await page.goto('/admin/usuarios?q=admin');
      const own = page.getByTestId('user-row').filter({ hasText: 'admin@directoriord.do' });
      await own.first().waitFor();
      expect(await own.first().getByRole('button', { name: 'Desactivar' }).count()).toBe(0);
      await page.goto(`/admin/usuarios?q=${newOwner}`);
      const other = page.getByTestId('user-row').filter({ hasText: newOwner });
      await other.getByRole('button', { name: 'Desactivar' }).waitFor();
      // The one failed request is the unknown account's 404, asked for on purpose above.
      const missing = `/api/admin/directory/${business.id}/transfer`;
      expect(errors.filter((e) => !e.includes(`404`) || !e.includes(missing))).toEqual([]);
      await close();
    },
  );

  it.runIf(provesFlowAt('admin', 'desktop'))(
    "'Generar varios' makes labelled codes with a last day; 'Retirar' withdraws one",
    async () => {
      const { page, errors, close } = await openPage(browser(), 'desktop');
      await signIn(page, 'admin');
      const label = `Feria ${tag()}`;
      await page.goto('/admin/offer-codes');
      await page.getByRole('heading', { name: 'Códigos de oferta', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Generar varios' }).click();
      const dialog = page.getByRole('dialog', { name: 'Generar varios códigos' });
      await dialog.getByLabel('Cuántos').fill('3');
      await dialog.getByLabel('Etiqueta (opcional)').fill(label);
      await dialog.getByLabel('Último día válido (opcional)').fill('2030-12-31');
      await shot(page, 'ownership-codes-batch-dialog-desktop', false);
      await dialog.getByRole('button', { name: 'Generar' }).click();
      await toast(page).getByText('3 códigos generados').waitFor();
      const rows = page.getByTestId('offer-code-row').filter({ hasText: label });
      await expect.poll(() => rows.count()).toBe(3);
      expect(await rows.first().textContent()).toContain('vence el 31 de diciembre de 2030');

      const first = rows.first();
      const code = (await first.getAttribute('data-code'))!;
      await first.getByRole('button', { name: 'Retirar' }).click();
      const confirm = page.getByRole('alertdialog', { name: `¿Retirar el código ${code}?` });
      await confirm.getByRole('button', { name: 'Retirar' }).click();
      await toast(page).getByText('Código retirado').waitFor();
      const withdrawn = page.locator(`[data-testid="offer-code-row"][data-code="${code}"]`);
      await withdrawn.getByText('Retirado').waitFor();
      expect(await withdrawn.getByRole('button', { name: 'Retirar' }).count()).toBe(0);
      await shot(page, 'ownership-codes-desktop');
      expect(errors).toEqual([]);
      await close();
    },
  );

  it.runIf(provesFlowAt('owner', 'mobile'))(
    "a suspended business's owner reads that it is suspended, and why",
    async () => {
      const owner = await openPage(browser(), 'mobile');
      await registerAccount(owner.page, 'suspendida');
      const business = await registerBusiness(owner.page);
      const admin = await openPage(browser(), 'desktop');
      await signIn(admin.page, 'admin');
      const version = await businessVersion(admin.page, business.id);
      const reason = 'Las fotos de la galería son de otro negocio.';
      const approve = `/api/admin/businesses/${business.id}/approve`;
      expect((await call(admin.page, 'POST', approve, { version })).status).toBe(200);
      // The year paid: a live plan the owner could renew, until the suspension.
      const due = await call<{ payments: { id: number }[] }>(
        admin.page,
        'GET',
        `/api/admin/payments?status=pending&q=${encodeURIComponent(business.name)}`,
      );
      const dueId = due.body.payments[0]!.id;
      const paid = `/api/admin/payments/${dueId}/received`;
      const body = await receivedBody(admin.page, dueId);
      expect((await call(admin.page, 'POST', paid, body)).status).toBe(200);

      const { page, errors } = owner;
      await page.goto('/mis-negocios');
      const card = page.getByTestId('my-business').filter({ hasText: business.name });
      await card.getByRole('button', { name: /Renovar/ }).waitFor();
      const suspend = `/api/admin/directory/${business.id}/suspend`;
      const suspended = await call(admin.page, 'POST', suspend, { kind: 'suspended', reason });
      expect(suspended.status).toBe(200);
      await admin.close();
      await page.reload();
      await card.getByTestId('business-badge').getByText('Suspendido').waitFor();
      await card.getByText(`Motivo: ${reason}`).waitFor();
      expect(await card.textContent()).not.toContain('aún no publicado');
      // The server refuses to activate a suspended business: no renewal is offered.
      expect(await card.getByRole('button', { name: /Renovar/ }).count()).toBe(0);
      expect(await sidewaysOverflow(page, VIEWPORTS.mobile.width)).toBeLessThanOrEqual(0);
      await shot(page, 'ownership-suspended-card-mobile');
      await card.getByRole('link', { name: /Vista previa/ }).click();
      const banner = page.getByTestId('preview-banner');
      await banner.getByText('Un administrador suspendió este negocio').waitFor();
      expect(await banner.textContent()).not.toContain('aún no publicado');
      await page.goBack();
      await card.getByRole('link', { name: /Gestionar/ }).click();
      await page.getByRole('heading', { name: business.name, level: 1 }).waitFor();
      await page.getByTestId('active-badge').getByText('Suspendido').waitFor();
      await page.getByTestId('suspension-note').getByText(`Motivo: ${reason}`).waitFor();
      await page.getByTestId('subscription-card').waitFor();
      expect(await page.getByRole('button', { name: /Renovar/ }).count()).toBe(0);
      expect(await sidewaysOverflow(page, VIEWPORTS.mobile.width)).toBeLessThanOrEqual(0);
      await shot(page, 'ownership-suspended-panel-mobile', false);
      expect(errors).toEqual([]);
      await owner.close();
    },
  );
});
