// An offer from the owner's panel to the public profile: added in the 'Ofertas' tab, approved by
// an administrator (through the API: the review screen is admin.e2e.ts's), then shown on the
// profile with its days left and the code to copy, and found by the 'Ofertas' filter. The flow
// runs at the owner's width (375 px); the 1280 px layout of the same screens is checked cheaply.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { call, signIn, submissionVersion, toast } from './support/admin-fixtures';
import {
  hasBrowser,
  openPage,
  provesFlowAt,
  screenshot,
  useBrowser,
  type ViewportName,
} from './support/browser';
import { sidewaysOverflow } from './support/layout';

/** Today's Dominican date plus some days, 'YYYY-MM-DD'. */
const dominicanDay = (plusDays: number) =>
  new Date(Date.now() - 4 * 3_600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);

async function demoBusiness(page: Page) {
  await signIn(page, 'owner');
  const mine = await call<MyBusinessesAnswer>(page, 'GET', '/api/my/businesses');
  // The demo's business (the oldest, plan 5): other files register new, inactive ones.
  const id = Math.min(...mine.body.businesses.map((b) => b.id));
  return mine.body.businesses.find((b) => b.id === id)!;
}

/** Signs in as the administrator and approves the business's waiting offer with this title. */
async function approveOffer(page: Page, businessId: number, title: string) {
  await signIn(page, 'admin');
  const queue = await call<{ submissions: { id: number; changeData: { title?: string } }[] }>(
    page,
    'GET',
    `/api/admin/pending-submissions?contentType=offers&businessId=${businessId}&pageSize=100`,
  );
  const waiting = queue.body.submissions.find((s) => s.changeData.title === title)!;
  const version = await submissionVersion(page, waiting.id);
  const approved = await call(page, 'POST', `/api/admin/submissions/${waiting.id}/approve`, {
    version,
  });
  expect(approved.status).toBe(200);
}

describe.skipIf(!hasBrowser())('offers', () => {
  const browser = useBrowser();
  const viewports: ViewportName[] = ['mobile', 'desktop'];

  for (const viewport of viewports) {
    const flow = provesFlowAt('owner', viewport);
    it(
      flow
        ? `goes from the panel to the profile after approval at ${viewport}`
        : `lays out the offers tab and the profile's offers at ${viewport}`,
      async () => {
        const { page, context, errors, close } = await openPage(browser(), viewport);
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        try {
          const tag = `${viewport}-${Date.now() % 100_000}`;
          const title = `Semana playera ${tag}`;
          const business = await demoBusiness(page);
          if (flow) {
            await page.goto(`/mi-negocio/${business.id}`);
            await page.getByRole('tab', { name: 'Ofertas', exact: true }).click();
            await page.getByRole('button', { name: 'Agregar oferta' }).click();
            const dialog = page.getByRole('dialog');
            await dialog.getByLabel(/^Título/).fill(title);
            await dialog.getByLabel('Descuento (%)').fill('20');
            await dialog.getByLabel('Código del cupón').fill('playa20');
            await dialog.getByLabel(/^Válida hasta/).fill(dominicanDay(10));
            await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
            await toast(page).filter({ hasText: 'Oferta agregada' }).first().waitFor();
            const item = page.getByTestId('offers-item').filter({ hasText: title });
            await item.getByText('Pendiente').first().waitFor();
            await item.getByText('20% de descuento').waitFor();
            await screenshot(page, `offers-panel-${viewport}`);
          } else {
            const made = await call<{ id: number }>(
              page,
              'POST',
              `/api/businesses/${business.id}/offers`,
              { title, discountAmount: '250', code: 'PLAYA', validUntil: dominicanDay(3) },
            );
            expect(made.status).toBe(201);
            await page.goto(`/mi-negocio/${business.id}#ofertas`);
            await page.getByTestId('offers-item').filter({ hasText: title }).waitFor();
            await screenshot(page, `offers-panel-${viewport}`);
            expect(await sidewaysOverflow(page, 1280)).toBe(0);
          }
          await approveOffer(page, business.id, title);

          await page.goto(`/negocio/${business.id}`);
          const offer = page.getByTestId('offer').filter({ hasText: title });
          await offer.waitFor();
          await offer.getByText(flow ? 'Quedan 10 días' : 'Quedan 3 días').waitFor();
          if (flow) {
            await offer.getByText('PLAYA20', { exact: true }).waitFor();
            await offer.getByRole('button', { name: 'Copiar código' }).click();
            await toast(page).filter({ hasText: 'Código copiado' }).first().waitFor();
            expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('PLAYA20');
          }
          await offer.scrollIntoViewIfNeeded();
          await screenshot(page, `offers-profile-${viewport}`);
          expect(await sidewaysOverflow(page, viewport === 'mobile' ? 375 : 1280)).toBe(0);

          if (!flow) {
            // Products feed the search and show in pesos on their profile (API: offers-products.test.ts).
            const found = await call<{ businesses: { id: number }[] }>(
              page,
              'GET',
              '/api/businesses/filter?search=protector%20solar',
            );
            await page.goto(`/negocio/${found.body.businesses[0]!.id}`);
            const products = page.getByRole('region', { name: 'Productos' });
            await products.getByText('RD$ 890.00').waitFor();
            await products.scrollIntoViewIfNeeded();
            await screenshot(page, `products-profile-${viewport}`);
            expect(await sidewaysOverflow(page, 1280)).toBe(0);
          }
          if (flow) {
            // The directory's 'Ofertas' chip lists it.
            await page.goto('/todos-los-negocios');
            await page.getByRole('button', { name: 'Ofertas' }).click();
            await page.waitForURL(/ofertas=1/);
            await page.getByRole('link', { name: business.name }).first().waitFor();
            await screenshot(page, `offers-directory-${viewport}`);
          }
          expect(errors).toEqual([]);
        } catch (error) {
          await screenshot(page, `offers-failure-${viewport}`);
          throw new Error(`${String(error)}\n${errors.join('\n')}`);
        } finally {
          await close();
        }
      },
    );
  }
});
