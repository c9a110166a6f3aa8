// The admin screens: who may open them, offer codes, payments, new businesses and claims, at a
// phone's and a desktop's width. Fixtures are made through the API with unique names, because other
// files share this server and its lists.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  baseUrl,
  hasBrowser,
  openPage,
  useBrowser,
  provesFlowAt,
  VIEWPORTS,
  type TestPage,
  type ViewportName,
} from './support/browser';
import { call, paymentPage, registerBusiness, shot, signIn, toast } from './support/admin-fixtures';
import {
  setLargeText,
  sidewaysOverflow,
  smallTargets,
  underEmergencyButton,
} from './support/layout';

/** A screen has drawn its list: a first item, or its empty state. */
const ready = (page: Page, testId: string) =>
  page
    .locator(`[data-testid^="${testId}"]:visible`)
    .or(page.getByText(/^No hay/))
    .first()
    .waitFor();

const SCREENS = [
  { path: '/admin/offer-codes', heading: 'Códigos de oferta', ready: 'offer-code' },
  { path: '/admin/pagos', heading: 'Pagos', ready: 'payment' },
  { path: '/admin/negocios', heading: 'Negocios nuevos', ready: 'pending-business' },
  { path: '/admin/reclamos', heading: 'Reclamos de negocios', ready: 'claim' },
  { path: '/admin/submissions', heading: 'Revisar cambios', ready: 'submission' },
  { path: '/admin/resenas', heading: 'Reseñas reportadas', ready: 'reported-review' },
  { path: '/admin/verificaciones', heading: 'Verificaciones', ready: 'verification' },
];

describe.skipIf(!hasBrowser())('admin screens', () => {
  const browser = useBrowser();

  describe.each<ViewportName>(['desktop', 'mobile'])('at %s width', (viewport) => {
    it.runIf(provesFlowAt('visitor', viewport))(
      'refuses a signed-out visitor and a plain user, and sends them to /login',
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        const refused = async (path: string) => {
          await page.goto(path);
          await expect.poll(() => toast(page).textContent()).toContain('Acceso denegado');
          expect(await toast(page).textContent()).toContain(
            'Debes ser administrador para acceder a esta página',
          );
          await page.waitForURL((url) => url.pathname === '/login');
        };
        for (const { path } of SCREENS) await refused(path);
        await signIn(page, 'user');
        await refused('/admin/offer-codes');
        await refused('/admin/pagos');
        // The console logs the 401 of a signed-out 'who am I?' only, which the page records apart.
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('admin', viewport))(
      'generates a code, copies it, and a used code has no copy button',
      async () => {
        const { page, context, errors, close } = await openPage(browser(), viewport);
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: baseUrl(),
        });
        await signIn(page, 'admin');
        await page.goto('/admin/offer-codes');
        await page.getByRole('heading', { name: 'Códigos de oferta', level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Generar código' }).click();
        await expect.poll(() => toast(page).textContent()).toContain('Código generado');
        const code = (await toast(page).textContent())!.replace('Código generado', '').trim();
        expect(code).toMatch(/^[A-Z0-9]{8}$/);

        const row = page.locator(`[data-code="${code}"]:visible`);
        await row.getByText('Disponible').waitFor();
        await row.getByRole('button', { name: `Copiar código ${code}` }).click();
        await row.getByText('Copiado').waitFor();
        await expect.poll(() => toast(page).textContent()).toContain('Código copiado');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
        await shot(page, `offer-codes-${viewport}`);

        // An owner spends the code on a registration: the row now says who, and cannot be copied.
        const owner = await openPage(browser(), viewport);
        await signIn(owner.page, 'owner');
        await registerBusiness(owner.page, { offerCode: code });
        await owner.close();
        await page.reload();
        await row.getByText('Usado', { exact: true }).waitFor();
        await row.getByText('Usado por propietario').waitFor();
        expect(await row.getByRole('button').count()).toBe(0);
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('admin', viewport))(
      'marks a payment received, and then refunded',
      async () => {
        const owner = await openPage(browser(), viewport);
        await signIn(owner.page, 'owner');
        const business = await registerBusiness(owner.page);
        await owner.close();

        const { page, errors, close } = await openPage(browser(), viewport);
        await signIn(page, 'admin');
        await page.goto(`/admin/pagos?pagina=${await paymentPage(page, business.paymentId)}`);
        const item = page.locator(`[data-payment-id="${business.paymentId}"]`);
        await item.getByText('Pendiente').waitFor();
        expect(await item.textContent()).toContain('US$ 60.00');
        await item.getByRole('button', { name: 'Marcar recibido' }).click();
        const reference = `DRD-${String(business.paymentId).padStart(6, '0')}`;
        expect(await item.getByTestId('payment-reference').textContent()).toBe(reference);
        const dialog = page.getByRole('dialog', { name: /Marcar pago recibido/ });
        // The amount is asked for: sent empty, the dialog says so and stays open.
        await dialog.getByRole('button', { name: 'Marcar recibido' }).click();
        await dialog.getByText('Escribe el monto recibido').waitFor();
        await dialog.getByLabel('Monto recibido').fill('3540');
        await dialog.getByLabel('Moneda').selectOption('DOP');
        await dialog.getByLabel('Forma de pago').selectOption('cash');
        await dialog.getByLabel('Referencia (opcional)').fill('RECIBO-1234');
        await shot(page, `payments-dialog-${viewport}`, false);
        await dialog.getByRole('button', { name: 'Marcar recibido' }).click();
        await expect.poll(() => toast(page).textContent()).toContain('Pago recibido');

        // Received payments leave the pending group: it is found again where it went.
        await page.goto(`/admin/pagos?pagina=${await paymentPage(page, business.paymentId)}`);
        await item.getByText('Recibido', { exact: true }).first().waitFor();
        expect(await item.textContent()).toContain('Efectivo');
        expect(await item.textContent()).toContain('RD$ 3,540.00');
        await item.scrollIntoViewIfNeeded();
        await shot(page, `payments-received-${viewport}`, false);
        await item.getByRole('button', { name: 'Marcar reembolsado' }).click();
        const confirm = page.getByRole('alertdialog');
        await confirm.getByRole('button', { name: 'Marcar reembolsado' }).click();
        await expect.poll(() => toast(page).textContent()).toContain('Pago reembolsado');
        await item.getByText('Reembolsado', { exact: true }).first().waitFor();
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('admin', viewport))(
      'approves a new business, which then shows up in search',
      async () => {
        const owner = await openPage(browser(), viewport);
        await signIn(owner.page, 'owner');
        const business = await registerBusiness(owner.page);
        await owner.close();

        const { page, errors, close } = await openPage(browser(), viewport);
        await signIn(page, 'admin');
        await page.goto(`/?q=${encodeURIComponent(business.name)}`);
        await page.getByRole('heading', { name: 'Resultados', exact: true }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('heading', { name: business.name }).count()).toBe(0);

        await page.goto('/admin/negocios');
        const item = page.locator(`[data-business-id="${business.id}"]`);
        await item.getByText('propietario', { exact: true }).waitFor();
        expect(await item.textContent()).toContain('Presencia Esencial');
        await item.getByRole('button', { name: 'Aprobar' }).click();
        const dialog = page.getByRole('dialog');
        // Its payment is pending: approval publishes it, and the plan's year waits for the money.
        await dialog
          .getByText(/sin su plan: el año del plan empieza cuando se marque el pago/)
          .waitFor();
        await dialog.getByLabel('Nota del administrador (opcional)').fill('Todo en orden.');
        await shot(page, `businesses-dialog-${viewport}`, false);
        await dialog.getByRole('button', { name: 'Aprobar' }).click();
        await expect
          .poll(() => toast(page).textContent())
          .toContain('su plan empieza cuando se reciba el pago');
        await item.waitFor({ state: 'detached' });

        await page.goto(`/?q=${encodeURIComponent(business.name)}`);
        await page.getByRole('heading', { name: business.name }).first().waitFor();
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('admin', viewport))(
      "approves a claim on an owned listing: the move waits out the owner's 7 days",
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        await signIn(page, 'admin');
        // A listing of the administrator's own, so no demo account changes role or loses one.
        const listing = await registerBusiness(page);
        const claimant = await openPage(browser(), viewport);
        await signIn(claimant.page, 'owner');
        const claim = await call<{ id: number }>(
          claimant.page,
          'POST',
          `/api/businesses/${listing.id}/claims`,
          { note: 'Soy la dueña: el local está a mi nombre desde 2019.' },
        );
        expect(claim.status).toBe(201);
        await claimant.close();

        await page.goto('/admin/reclamos');
        const item = page.locator(`[data-claim-id="${claim.body.id}"]`);
        await item.getByText('Soy la dueña: el local está a mi nombre desde 2019.').waitFor();
        expect(await item.textContent()).toContain('Dueño actualadmin');
        await shot(page, `claims-${viewport}`);
        await item.getByRole('button', { name: 'Aprobar' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
        await expect.poll(() => toast(page).textContent()).toContain('tiene 7 días para objetar');
        await item.waitFor({ state: 'detached' });

        await page.getByRole('link', { name: 'Traspaso programado' }).click();
        await item.getByText('Traspaso programado', { exact: true }).waitFor();
        expect(await item.textContent()).toContain('Dueño actualadmin');
        expect(await item.textContent()).toContain('si el dueño actual no objeta');
        expect(errors).toEqual([]);
        await close();
      },
    );

    // One test per screen, each with its own time budget: the whole sweep in one test outgrew
    // the 60 s limit on a loaded machine as the console added screens.
    describe('every admin screen passes axe, fits the screen and has large targets', () => {
      let admin: TestPage | undefined;
      const page = () => admin!.page;
      beforeAll(async () => {
        admin = await openPage(browser(), viewport, { bypassCSP: true });
        await signIn(admin.page, 'admin');
      });
      afterAll(() => admin?.close());
      const width = VIEWPORTS[viewport].width;

      it.each(SCREENS)('$path', async (screen) => {
        await page().goto(screen.path);
        await page().getByRole('heading', { name: screen.heading, level: 1 }).waitFor();
        await ready(page(), screen.ready);
        await page().getByRole('contentinfo').waitFor();
        // 'Negocios nuevos' lists every waiting business other files made, each with its photos
        // and a small map: on a loaded CI machine they took longer than the usual 10 s.
        await page().waitForLoadState('networkidle', { timeout: 30_000 });
        expect(await seriousViolations(page()), screen.path).toEqual([]);
        expect(await sidewaysOverflow(page(), width), screen.path).toBeLessThanOrEqual(0);
        expect(await smallTargets(page()), screen.path).toEqual([]);
        if (viewport === 'mobile') {
          expect(await underEmergencyButton(page()), screen.path).toEqual([]);
        }
        await shot(page(), `${screen.path.split('/').pop()}-${viewport}`);
      });

      it.runIf(viewport === 'mobile')('reflows at 200 % text', async () => {
        await setLargeText(page());
        for (const screen of SCREENS) {
          await page().goto(screen.path);
          await ready(page(), screen.ready);
          expect(await sidewaysOverflow(page(), width), `${screen.path} 200 %`).toBeLessThanOrEqual(
            0,
          );
          await shot(page(), `${screen.path.split('/').pop()}-${viewport}-large-text`);
        }
      });
    });
  });
});
