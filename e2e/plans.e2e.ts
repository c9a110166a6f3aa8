// Plans are one table (decision 018): '/planes' sells exactly its lines, the wizard offers only
// the switches the chosen plan includes (no Google-ads or AI switches), a low plan's owner sees
// locked tabs naming the plan that opens them, and profiles show 'Negocios similares'.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BusinessCard } from '@drd/shared/api/businesses';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { PACKAGES } from '@drd/shared/constants';
import { formatUsd } from '@drd/shared/format';
import { DEFAULT_DOP_PER_USD, formatDopEstimate } from '@drd/shared/plan-price';
import { planFeatureLines, planRequiredMessage } from '@drd/shared/plans';
import { call, signIn } from './support/admin-fixtures';
import {
  hasBrowser,
  openPage,
  provesFlowAt,
  screenshot,
  useBrowser,
  type ViewportName,
} from './support/browser';
import { sidewaysOverflow } from './support/layout';
import { chooseSameHours } from './support/wizard-hours';

const WIDTH: Record<ViewportName, number> = { desktop: 1280, mobile: 375 };

async function wizardContactStep(page: Page) {
  await page.goto('/registrar-negocio');
  await page.getByRole('textbox', { name: 'Nombre del negocio' }).fill(`Taller ${Date.now()}`);
  await page
    .getByRole('textbox', { name: 'Descripción' })
    .fill('Reparamos motores, frenos y aire acondicionado con garantía por escrito.');
  await page.getByRole('combobox', { name: 'Categoría' }).fill('talleres');
  await page
    .getByRole('option', { name: /Talleres/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle Pedro Clisante 14, Sosúa');
  await page.getByRole('combobox', { name: 'Provincia' }).selectOption({ label: 'Puerto Plata' });
  await page.getByRole('combobox', { name: 'Municipio' }).selectOption({ label: 'Sosúa' });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await chooseSameHours(page);
}

describe.skipIf(!hasBrowser())('plans are one table', () => {
  const browser = useBrowser();

  describe.each<ViewportName>(['desktop', 'mobile'])('at %s width', (viewport) => {
    it("'/planes' lists exactly the table's lines", async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await page.goto('/planes');
      await expect.poll(() => page.getByTestId('plan-card').count()).toBe(5);
      for (const plan of PACKAGES) {
        const card = page.getByTestId('plan-card').filter({
          has: page.getByRole('heading', { name: plan.name, exact: true }),
        });
        const lines = (await card.locator('ul li').allTextContents()).map((l) => l.trim());
        // The photo line is the card's badge above the list.
        expect(lines).toEqual(planFeatureLines(plan.id).slice(1));
        expect(await card.textContent()).toContain(planFeatureLines(plan.id)[0]);
        expect(await card.textContent()).not.toMatch(/subdominio|dominio propio|tienda en línea/i);
        // The price in dollars and, at the administrator's rate (the default here), in pesos.
        // The pesos follow once the rate has loaded; until then the card shows the dollars.
        await expect
          .poll(() => card.textContent())
          .toContain(formatDopEstimate(plan.price, DEFAULT_DOP_PER_USD)!);
        expect(await card.textContent()).toContain(formatUsd(plan.price));
      }
      expect(await sidewaysOverflow(page, WIDTH[viewport])).toBeLessThanOrEqual(0);
      await screenshot(page, `plans-planes-${viewport}`);
      expect(errors).toEqual([]);
      await close();
    });

    it.runIf(provesFlowAt('owner', viewport))(
      'the wizard offers only the switches the chosen plan includes',
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        await signIn(page, 'user');
        await wizardContactStep(page);
        // The profile's switches are folded on the last step (decision 033): open them.
        await page.locator('summary', { hasText: 'Opciones del perfil' }).click();
        const options = page.getByTestId('profile-options');
        await options.waitFor();
        const text = () => options.textContent();
        expect(await page.getByText(/anuncios de Google|Asistente de IA/).count()).toBe(0);
        expect(await text()).toContain('Formulario de contacto');
        expect(await text()).not.toContain('Reservas en línea');
        expect(await text()).not.toContain('Ocultar anuncios de la competencia');
        await page.getByRole('radio', { name: /^Visibilidad Plus/ }).check();
        await expect.poll(text).toContain('Reservas en línea');
        expect(await text()).not.toContain('Ocultar anuncios de la competencia');
        await page.getByRole('radio', { name: /^Impacto Pro/ }).check();
        await expect.poll(text).toContain('Ocultar anuncios de la competencia');
        // Every card lists what it includes, as on '/planes' (issue 41), not only the chosen one.
        for (const plan of PACKAGES) {
          const card = page
            .getByTestId('plan-option')
            .filter({ has: page.getByText(plan.name, { exact: true }) });
          const lines = await card.getByTestId('plan-lines').locator('li').allTextContents();
          expect(lines.map((l) => l.trim())).toEqual(planFeatureLines(plan.id));
          expect(await card.textContent()).not.toMatch(/y además:$/);
        }
        await screenshot(page, `plans-wizard-${viewport}`);
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('owner', viewport))(
      "a low plan's owner sees the videos tab locked with the plan that opens it",
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        await signIn(page, 'owner');
        const mine = await call<MyBusinessesAnswer>(page, 'GET', '/api/my/businesses');
        const low = mine.body.businesses.find((b) => b.name === 'Bar La Ruta del Ron')!;
        await page.goto(`/mi-negocio/${low.id}`);
        await page.getByRole('tab', { name: /Videos/ }).click();
        const locked = page.getByTestId('locked-tab');
        await locked.waitFor();
        expect(await locked.textContent()).toContain('Incluido desde el plan Visibilidad Plus');
        expect(
          await locked.getByRole('link', { name: 'Ver los planes' }).getAttribute('href'),
        ).toBe('/planes');
        expect(await page.getByRole('button', { name: /Agregar/ }).count()).toBe(0);
        // The server says the same to a client that tries anyway.
        const refused = await call(page, 'POST', `/api/businesses/${low.id}/videos`, {
          youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        });
        expect(refused).toEqual({ status: 403, body: { error: planRequiredMessage('videos') } });
        await screenshot(page, `plans-locked-tab-${viewport}`);
        expect(errors.filter((e) => !e.includes('403'))).toEqual([]);
        await close();
      },
    );

    it("a profile shows 'Negocios similares' with links to them", async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await page.goto('/');
      const list = await call<{ businesses: { id: number }[] }>(page, 'GET', '/api/businesses');
      let id = 0;
      for (const b of list.body.businesses) {
        const similar = await call<BusinessCard[]>(page, 'GET', `/api/businesses/${b.id}/similar`);
        if (similar.body.length > 0) {
          id = b.id;
          break;
        }
      }
      expect(id).toBeGreaterThan(0);
      await page.goto(`/negocio/${id}`);
      const block = page.getByTestId('similar-businesses');
      await block.scrollIntoViewIfNeeded();
      await block.waitFor();
      expect(await page.getByRole('heading', { name: 'Negocios similares' }).count()).toBe(1);
      const href = await block.getByRole('link').first().getAttribute('href');
      expect(href).toMatch(/^\/negocio\/\d+/);
      expect(await sidewaysOverflow(page, WIDTH[viewport])).toBeLessThanOrEqual(0);
      await screenshot(page, `plans-similar-${viewport}`);
      expect(errors).toEqual([]);
      await close();
    });
  });
});
