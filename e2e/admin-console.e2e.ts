// The admin console (issue #31): the pending counts, a search of every business and a suspension
// with the reason the owner reads, proved at an administrator's width; the console's screens are
// checked for layout at a phone's.
import { describe, expect, it } from 'vitest';
import { hasBrowser, openPage, provesFlowAt, useBrowser, VIEWPORTS } from './support/browser';
import {
  businessVersion,
  call,
  receivedBody,
  registerBusiness,
  shot,
  signIn,
  toast,
} from './support/admin-fixtures';
import { sidewaysOverflow, underEmergencyButton } from './support/layout';

describe.skipIf(!hasBrowser())('admin console', () => {
  const browser = useBrowser();

  it.runIf(provesFlowAt('admin', 'desktop'))(
    'finds a live business by name, suspends it with a reason, and visitors lose it',
    async () => {
      const owner = await openPage(browser(), 'desktop');
      await signIn(owner.page, 'owner');
      const business = await registerBusiness(owner.page);
      await owner.close();

      const { page, errors, close } = await openPage(browser(), 'desktop');
      await signIn(page, 'admin');
      // Paid first: approval then starts its plan, and the directory lists it as 'Publicado'.
      const paid = `/api/admin/payments/${business.paymentId}/received`;
      const body = await receivedBody(page, business.paymentId);
      expect((await call(page, 'POST', paid, body)).status).toBe(200);
      const version = await businessVersion(page, business.id);
      const approved = await call(page, 'POST', `/api/admin/businesses/${business.id}/approve`, {
        version,
      });
      expect(approved.status).toBe(200);

      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Administración', level: 1 }).waitFor();
      await page.getByTestId('console-tab').first().waitFor();
      await shot(page, 'console-home-desktop');

      await page.goto('/admin/directorio');
      await page.getByLabel('Buscar').fill(business.name);
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      const row = page.getByTestId('directory-row').filter({ hasText: business.name });
      // The first page (newest first) may list it before the search does: wait for the answer.
      await expect.poll(() => page.getByTestId('directory-row').count()).toBe(1);
      await row.getByText('Publicado').waitFor();
      await row.getByRole('link', { name: business.name }).click();

      await page.getByRole('heading', { name: business.name, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Suspender' }).click();
      const dialog = page.getByRole('dialog', { name: `Suspender «${business.name}»` });
      await dialog.getByRole('button', { name: 'Suspender' }).click();
      await dialog.getByText('Escribe el motivo que leerá el dueño').waitFor();
      await dialog.getByLabel('Motivo para el dueño').fill('Las fotos son de otro negocio.');
      await shot(page, 'console-suspend-dialog-desktop', false);
      await dialog.getByRole('button', { name: 'Suspender' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Negocio suspendido');
      await page.getByText('Motivo que lee el dueño: Las fotos son de otro negocio.').waitFor();
      await page.getByText('Suspendió el negocio').waitFor();
      await shot(page, 'console-business-desktop');

      const visitor = await openPage(browser(), 'desktop');
      const seen = await visitor.context.request.get(`/api/businesses/detail/${business.id}`);
      expect(seen.status()).toBe(404);
      await visitor.close();

      await page.getByRole('button', { name: 'Restaurar' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Negocio restaurado');
      await page.getByText('Restauró el negocio').waitFor();

      // Its payment is found by the business's name, with the CSV of the same search.
      await page.goto('/admin/pagos');
      await page.getByLabel('Buscar pago').fill(business.name);
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      await page.locator(`[data-payment-id="${business.paymentId}"]`).waitFor();
      await expect.poll(() => page.getByTestId('payment').count()).toBe(1);
      const csv = await page
        .context()
        .request.get(
          (await page.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href'))!,
        );
      expect(await csv.text()).toContain(business.name);
      await shot(page, 'console-payments-desktop');
      expect(errors).toEqual([]);
      await close();
    },
  );

  it('lays out the console’s screens at a phone’s width', async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile');
    await signIn(page, 'admin');
    const found = await call<{ businesses: { id: number }[] }>(page, 'GET', '/api/admin/directory');
    const screens = [
      { path: '/admin', ready: 'console-tab' },
      { path: '/admin/directorio', ready: 'directory-row' },
      { path: `/admin/directorio/${found.body.businesses[0]!.id}`, ready: 'audit-entries' },
      { path: '/admin/usuarios', ready: 'user-row' },
      { path: '/admin/historial', ready: 'audit-entry' },
      { path: '/admin/pagos', ready: 'payment' },
      { path: '/admin/offer-codes', ready: 'offer-code-card' },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await page
        .getByTestId(screen.ready)
        .first()
        .or(page.getByText(/^(Sin acciones|Todavía no hay)/))
        .first()
        .waitFor();
      expect(await sidewaysOverflow(page, VIEWPORTS.mobile.width), screen.path).toBeLessThanOrEqual(
        0,
      );
      expect(await underEmergencyButton(page), screen.path).toEqual([]);
      await shot(page, `console${screen.path.replaceAll('/', '-')}-mobile`);
    }
    expect(errors).toEqual([]);
    await close();
  });
});
