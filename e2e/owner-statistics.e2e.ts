// Statistics: a visitor taps call, WhatsApp and directions on a profile, and the owner's
// 'Estadísticas' tab shows them at once (before any roll-up); a plan 2 business shows the 90-day
// and 12-month periods locked with the plan that opens them. At 375 and 1280 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Insights } from '@drd/shared/api/analytics';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { call, registerBusiness, signIn } from './support/admin-fixtures';
import { hasBrowser, openPage, screenshot, useBrowser, type ViewportName } from './support/browser';
import { sidewaysOverflow } from './support/layout';

/** Clicks a link's own handlers without leaving the page (tel:, wa.me and maps cannot load here). */
async function tapLink(page: Page, name: string) {
  const link = page.getByRole('main').getByRole('link', { name, exact: true }).first();
  await link.evaluate((a) =>
    a.addEventListener('click', (e) => e.preventDefault(), { once: true }),
  );
  const recorded = page.waitForResponse((r) => r.url().endsWith('/actions'));
  await link.click();
  expect((await recorded).status()).toBe(200);
}

async function openStats(page: Page, id: number) {
  await page.goto(`/mi-negocio/${id}`);
  await page.getByRole('tab', { name: 'Estadísticas' }).click();
}

describe.skipIf(!hasBrowser())('owner statistics', () => {
  const browser = useBrowser();

  for (const viewport of ['mobile', 'desktop'] as ViewportName[]) {
    const width = viewport === 'mobile' ? 375 : 1280;

    it(`shows a visitor's taps in the owner's tab at ${width} px`, async () => {
      const owner = await openPage(browser(), viewport);
      await signIn(owner.page, 'owner');
      const mine = await call<MyBusinessesAnswer>(owner.page, 'GET', '/api/my/businesses');
      // The oldest: a demo business with its map pin; other files add newer ones without one.
      const own = mine.body.businesses.filter((b) => b.isActive && b.role === 'owner').at(-1)!;
      const before = await call<Insights>(
        owner.page,
        'GET',
        `/api/businesses/${own.id}/insights?days=30`,
      );
      expect(before.status).toBe(200);

      // A visitor on the profile: the first page gives the visitor cookie, then the taps count.
      const visitor = await openPage(browser(), viewport);
      await visitor.page.goto(`/negocio/${own.id}`);
      await visitor.page.waitForLoadState('networkidle');
      await tapLink(visitor.page, 'Llamar');
      await tapLink(visitor.page, 'WhatsApp');
      await tapLink(visitor.page, 'Cómo llegar');
      // A second call in the same hour moves nothing.
      await tapLink(visitor.page, 'Llamar');
      expect(visitor.errors).toEqual([]);
      await visitor.close();

      await openStats(owner.page, own.id);
      const total = (kind: string) => owner.page.getByTestId(`stat-${kind}-total`);
      await total('call').waitFor();
      expect(Number(await total('call').textContent())).toBe(before.body.totals.call + 1);
      expect(Number(await total('whatsapp').textContent())).toBe(before.body.totals.whatsapp + 1);
      expect(Number(await total('directions').textContent())).toBe(
        before.body.totals.directions + 1,
      );
      await owner.page.getByTestId('stat-call').click();
      await owner.page.getByRole('img', { name: /^Llamadas: \d+ en total/ }).waitFor();
      if (viewport === 'mobile') expect(await sidewaysOverflow(owner.page, 375)).toBe(0);
      await screenshot(owner.page, `owner-statistics-${width}`);

      // 'Mis negocios' gives the 30 days in one line.
      await owner.page.goto('/mis-negocios');
      const line = owner.page.getByTestId('insight-summary').first();
      expect(await line.textContent()).toMatch(/^Últimos 30 días: [\d.]+ visitas? · /);
      expect(owner.errors).toEqual([]);
      await owner.close();
    });

    it(`shows the periods a plan 2 business does not open as locked at ${width} px`, async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await signIn(page, 'owner');
      const { id } = await registerBusiness(page, { packageId: 2 });
      await openStats(page, id);
      await page
        .getByText('Aún no hay visitas ni toques en este periodo.', { exact: false })
        .waitFor();
      const periods = page.getByRole('group', { name: 'Periodo' });
      expect(await periods.getByRole('button').allTextContents()).toEqual(['7 días', '30 días']);
      expect(await periods.textContent()).toContain('90 días· desde Visibilidad Plus');
      expect(await periods.textContent()).toContain('12 meses· desde Visibilidad Plus');
      await page
        .getByText(
          'Las búsquedas que llevaron a tu perfil están incluidas desde el plan Impacto Pro',
        )
        .waitFor();
      await page.getByRole('button', { name: '7 días' }).click();
      await page.getByRole('button', { name: '7 días', pressed: true }).waitFor();
      if (viewport === 'mobile') expect(await sidewaysOverflow(page, 375)).toBe(0);
      await screenshot(page, `owner-statistics-locked-${width}`);
      expect(errors).toEqual([]);
      // The API refuses (the browser logs this 403, so after the console check) the locked period with the same words.
      const refused = await call<{ error: string }>(
        page,
        'GET',
        `/api/businesses/${id}/insights?days=90`,
      );
      expect(refused).toEqual({
        status: 403,
        body: {
          error: 'Las estadísticas de 12 meses están incluidas desde el plan Visibilidad Plus',
        },
      });
      await close();
    });
  }
});
