// The owners' marketing screens: /planes (plans, affiliate programme, commission calculator,
// categories) and the features showcase /demo-funcionalidades, at both widths.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PACKAGE_PHOTO_LIMITS, PACKAGES } from '@drd/shared/constants';
import { seriousViolations } from './support/axe';
import {
  hasBrowser,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import {
  coveredControls,
  drawWholePage,
  nestedControls,
  setLargeText,
  sidewaysOverflow,
  smallTargets,
} from './support/layout';

const planCards = (page: Page) => page.getByTestId('plan-card');

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
}

/** The bars' heights, as drawn. */
const chartHeights = (page: Page) =>
  page
    .getByTestId('views-chart')
    .evaluate((chart) => [...chart.children].map((bar) => (bar as HTMLElement).style.height));

describe.skipIf(!hasBrowser())('marketing screens', () => {
  const browser = useBrowser();

  describe.each<ViewportName>(['desktop', 'mobile'])('at %s width', (viewport) => {
    const width = VIEWPORTS[viewport].width;

    it('/planes shows the five plans with their yearly price, photos and the popular badge', async () => {
      const { page, errors, close } = await openPage(browser(), viewport, { bypassCSP: true });
      await page.goto('/planes');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => planCards(page).count()).toBe(5);
      expect(await page.title()).toBe('Planes y afiliados | Directorio RD');
      for (const plan of PACKAGES) {
        const card = planCards(page).filter({
          has: page.getByRole('heading', { name: plan.name, exact: true }),
        });
        expect(await card.getByTestId('plan-price').textContent()).toBe(`US$ ${plan.price}/año`);
        expect(await card.textContent()).toContain(
          `Hasta ${PACKAGE_PHOTO_LIMITS[plan.id]} fotos (1 MB cada una)`,
        );
      }
      const badges = page.getByText('Más popular', { exact: true });
      expect(await badges.count()).toBe(1);
      expect(await planCards(page).filter({ has: badges }).getByRole('heading').textContent()).toBe(
        'Visibilidad Plus',
      );
      // The directory's own figures (decision 018), never invented ones.
      await expect.poll(() => page.getByTestId('promo-stats').textContent()).not.toContain('…');
      expect(await page.getByTestId('promo-stats').textContent()).not.toMatch(/50,000\+|2M\+/);
      const tops = await planCards(page).evaluateAll((cards) =>
        cards.map((c) => Math.round(c.getBoundingClientRect().top)),
      );
      // Five in one row at the widest layout; one under another on a phone.
      expect(new Set(tops).size).toBe(viewport === 'desktop' ? 1 : 5);
      await drawWholePage(page);
      expect(await sidewaysOverflow(page, width)).toBeLessThanOrEqual(0);
      expect(await smallTargets(page)).toEqual([]);
      expect(await nestedControls(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `marketing-planes-${viewport}`);
      expect(errors).toEqual([]);
      await close();
    });

    it('states the one commission rule and computes the calculator in dollars and cents', async () => {
      const { page, errors, close } = await openPage(browser(), viewport, { bypassCSP: true });
      await page.goto('/planes');
      await openTab(page, 'Programa de afiliados');
      const programme = page.getByRole('tabpanel');
      const text = await programme.textContent();
      expect(text).toContain('15 % de cada pago completado');
      expect(text).toContain('primeros 1,000 afiliados ganan un 20 % extra');
      expect(text).toContain('US$ 25.00');
      // Never the multi-level percentages of the old marketing text.
      expect(text).not.toMatch(/(^|\D)(10|5|2) ?%/);
      expect(await seriousViolations(page)).toEqual([]);

      await openTab(page, 'Calculadora de comisiones');
      const referrals = page.getByLabel('Referidos por mes');
      const plan = page.getByLabel('Plan que eligen');
      const monthly = page.getByTestId('commission-monthly');
      const annual = page.getByTestId('commission-annual');
      await referrals.fill('3');
      await plan.selectOption({ label: 'Visibilidad Plus (US$ 150/año)' });
      await expect.poll(() => monthly.textContent()).toBe('US$ 67.50');
      expect(await annual.textContent()).toBe('US$ 810.00');
      await plan.selectOption({ label: 'Afiliado Prospector (US$ 25/año)' });
      await referrals.fill('7');
      await expect.poll(() => monthly.textContent()).toBe('US$ 26.25');
      expect(await annual.textContent()).toBe('US$ 315.00');
      for (const invalid of ['abc', '2.5', '-4']) {
        await referrals.fill(invalid);
        await expect.poll(() => monthly.textContent()).toBe('US$ 0.00');
        expect(await annual.textContent()).toBe('US$ 0.00');
        expect(await referrals.getAttribute('aria-invalid')).toBe('true');
      }
      expect(await seriousViolations(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      await screenshot(page, `marketing-calculadora-${viewport}`);
      expect(errors).toEqual([]);
      await close();
    });

    it('opens the home page filtered from a category button and a popular category', async () => {
      const { page, errors, close } = await openPage(browser(), viewport, { bypassCSP: true });
      await page.goto('/planes');
      await openTab(page, 'Categorías principales');
      expect(await page.getByRole('tabpanel').getByRole('heading', { level: 3 }).count()).toBe(6);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page, width)).toBeLessThanOrEqual(0);
      await screenshot(page, `marketing-categorias-${viewport}`);

      await page.getByRole('link', { name: 'Farmacias', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('categorias') === 'farmacias');
      await page.getByRole('heading', { name: 'Resultados' }).waitFor();
      const cards = page
        .locator('section[aria-labelledby="resultados"]')
        .getByTestId('business-card');
      await cards.first().waitFor();
      expect(await cards.first().textContent()).toContain('Farmacia');

      await page.goBack();
      await openTab(page, 'Categorías principales');
      await page.getByRole('link', { name: /^Cafeterías/ }).click();
      await page.waitForURL((url) => url.searchParams.get('categorias') === 'cafeterias');
      await page.getByRole('heading', { name: 'Resultados' }).waitFor();
      expect(errors).toEqual([]);
      await close();
    });

    it('is reached from the header’s Planes link', async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await page.goto('/');
      await page.getByRole('heading', { name: 'Negocios destacados' }).waitFor();
      if (viewport === 'mobile') await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('link', { name: 'Planes', exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === '/planes');
      await expect.poll(() => planCards(page).count()).toBe(5);
      expect(errors).toEqual([]);
      await close();
    });

    it('/demo-funcionalidades switches its five sections and draws the same chart every load', async () => {
      const { page, errors, close } = await openPage(browser(), viewport, { bypassCSP: true });
      await page.goto('/demo-funcionalidades');
      await page.getByRole('heading', { level: 1, name: 'Nuevas funcionalidades' }).waitFor();
      expect(await page.title()).toBe('Nuevas funcionalidades | Directorio RD');
      await page.getByText('Esta página es una demostración').waitFor();
      const tabs = await page.getByRole('tab').allTextContents();
      expect(tabs).toEqual([
        'Reseñas',
        'Preguntas y respuestas',
        'Ofertas y cupones',
        'Analíticas',
        'Verificación de negocio',
      ]);
      const panel = page.getByRole('tabpanel');
      expect(await panel.textContent()).toContain('127 reseñas');
      expect(await panel.textContent()).toContain('4.8');
      await drawWholePage(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      expect(await sidewaysOverflow(page, width)).toBeLessThanOrEqual(0);
      await screenshot(page, `marketing-demo-${viewport}`);

      await openTab(page, 'Ofertas y cupones');
      expect(await page.getByTestId('sample-coupon').count()).toBe(3);
      expect(await panel.textContent()).toMatch(/ALMUERZO20.*Válido hasta el .*Usados 45 de 100/);

      await openTab(page, 'Preguntas y respuestas');
      await panel.getByText('¿Tienen parqueo?').waitFor();

      await openTab(page, 'Verificación de negocio');
      const levels = await panel.getByRole('heading', { level: 3 }).allTextContents();
      expect(levels.map((l) => l.trim())).toEqual(['Básico', 'Premium', 'Gold', 'Platino']);

      await openTab(page, 'Analíticas');
      const first = await chartHeights(page);
      expect(first).toHaveLength(30);
      expect(new Set(first).size).toBeGreaterThan(5);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `marketing-analiticas-${viewport}`);
      await page.reload();
      await openTab(page, 'Analíticas');
      expect(await chartHeights(page)).toEqual(first);
      expect(errors).toEqual([]);
      await close();
    });
  });

  it('says in Spanish when the plans cannot load, and loads them again on retry', async () => {
    const { page, errors, close } = await openPage(browser(), 'desktop');
    let fail = true;
    await page.route('**/api/packages', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Error interno del servidor' }),
          })
        : route.continue(),
    );
    await page.goto('/planes');
    const alert = page.getByRole('alert').filter({ hasText: 'No se pudieron cargar los planes.' });
    await alert.waitFor();
    fail = false;
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => planCards(page).count()).toBe(5);
    expect(await alert.count()).toBe(0);
    // The browser logs the failed answer itself; nothing else may be logged.
    expect(errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
    await close();
  });

  describe.each(['/planes', '/demo-funcionalidades'])('%s on a phone at 200 % text', (path) => {
    it('reflows without sideways scroll, every control reachable', async () => {
      const { page, errors, close } = await openPage(browser(), 'mobile');
      await setLargeText(page);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('tab').first().waitFor();
      const width = VIEWPORTS.mobile.width;
      for (const tab of await page.getByRole('tab').all()) {
        await tab.click();
        await drawWholePage(page);
        expect(await sidewaysOverflow(page, width)).toBeLessThanOrEqual(0);
      }
      expect(await coveredControls(page)).toEqual([]);
      await screenshot(page, `marketing-large-text${path.replace('/', '-')}`);
      expect(errors).toEqual([]);
      await close();
    });
  });
});
