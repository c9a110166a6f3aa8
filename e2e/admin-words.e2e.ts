// Issue 41's admin words at the administrator's width (1280 px): a change's diff names its fields
// as the owner's form does, the menu's pending counts change the moment a decision is made, the
// audit log says in a sentence what was done to which business, and an imported listing nobody
// claimed reads 'Sin reclamar'.
import { describe, expect, it } from 'vitest';
import { hasBrowser, openPage, provesFlowAt, useBrowser } from './support/browser';
import { call, registerBusiness, shot, signIn, toast } from './support/admin-fixtures';

describe.skipIf(!hasBrowser())("the admin's words", () => {
  const browser = useBrowser();

  it.runIf(provesFlowAt('admin', 'desktop'))(
    'names the fields, refreshes the counts at once and logs a sentence',
    async () => {
      const owner = await openPage(browser(), 'desktop');
      await signIn(owner.page, 'owner');
      const business = await registerBusiness(owner.page);
      const product = await owner.page.evaluate(async (id) => {
        const response = await fetch(`/api/businesses/${id}/products`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: 'Batida de lechosa',
            price: 150,
            currency: 'DOP',
            externalUrl: 'https://colmado.do/batida',
            isActive: true,
          }),
        });
        return (await response.json()) as { submissionId: number };
      }, business.id);
      await owner.close();

      const { page, errors, close } = await openPage(browser(), 'desktop', { bypassCSP: true });
      await signIn(page, 'admin');
      await page.goto(`/admin/submissions?negocio=${business.id}`);
      await page.getByRole('heading', { name: 'Revisar cambios', level: 1 }).waitFor();
      const card = page.locator(`[data-submission-id="${product.submissionId}"]`);
      await card.waitFor();
      // The product form's own labels, never the API's field names.
      const labels = await card.locator('dt').allTextContents();
      expect(labels).toEqual(
        expect.arrayContaining([
          'Nombre',
          'Precio (RD$)',
          'Moneda',
          'Enlace para comprar o ver más',
          'Disponible',
        ]),
      );
      expect(labels.join(' ')).not.toMatch(/currency|externalUrl|isActive/);
      await shot(page, 'words-diff-desktop');

      // The decision: the menu's count is asked again at once, and shows what the API answers.
      const tab = page.getByRole('navigation', { name: 'Administración' }).getByRole('link', {
        name: /^Revisar cambios/,
      });
      await card.getByRole('button', { name: 'Revisar' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Aprobar' }).waitFor();
      // The screen's own first fetch of the counts is over: the next one is the decision's.
      await page.waitForLoadState('networkidle');
      const counted = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/admin/console/counts') && response.status() === 200,
      );
      await dialog.getByRole('button', { name: 'Aprobar' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Cambio aprobado');
      const fresh = (await (await counted).json()) as { submissions: number };
      await expect
        .poll(async () => ((await tab.textContent()) ?? '').replace(/\D/g, '') || '0')
        .toBe(String(fresh.submissions));

      // The audit log: one sentence naming the action, the content type and the business.
      await page.goto('/admin/historial');
      await page
        .getByTestId('audit-entry')
        .getByText(`Aprobó un cambio de Productos en «${business.name}»`)
        .waitFor();
      expect(await page.getByTestId('audit-entries').textContent()).not.toMatch(
        /submission\.approve|contentType|businessId/,
      );
      await shot(page, 'words-audit-log-desktop');

      // A demo listing nobody owns: 'Sin reclamar', not 'Plan vencido'.
      const unclaimed = await call<{ businesses: { name: string }[] }>(
        page,
        'GET',
        '/api/admin/directory?state=unclaimed',
      );
      const name = unclaimed.body.businesses[0]!.name;
      await page.goto('/admin/directorio');
      await page.getByLabel('Buscar').fill(name);
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      await page
        .getByTestId('directory-row')
        .filter({ hasText: name })
        .first()
        .getByText('Sin reclamar')
        .waitFor();
      await shot(page, 'words-directory-desktop');
      expect(errors).toEqual([]);
      await close();
    },
  );
});
