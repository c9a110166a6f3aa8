// The owners' marketing screens: /planes (plans, affiliate programme, commission calculator,
// categories) at both widths, and the features showcase /demo-funcionalidades: one demo business
// live, its flow on a phone and its layout on a desktop.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOWCASE_UNAVAILABLE, type DemoShowcase } from '@drd/shared/api/demo-showcase';
import { businessPath } from '@drd/shared/business-path';
import { PACKAGE_PHOTO_LIMITS, PACKAGES } from '@drd/shared/constants';
import { PLAN_FEATURES, planName } from '@drd/shared/plans';
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

describe.skipIf(!hasBrowser())('marketing screens', () => {
  const browser = useBrowser();

  describe.each<ViewportName>(['desktop', 'mobile'])('at %s width', (viewport) => {
    const width = VIEWPORTS[viewport].width;

    // One visit from the header's link through the plans, the programme, the calculator and the
    // categories: each part was a page load of its own (docs/decisions/036-browser-suite-time.md).
    it(
      '/planes, from the header’s Planes link: the five plans, the commission rule and calculator, the category links',
      { timeout: 120_000 },
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport, { bypassCSP: true });
        await page.goto('/');
        await page.getByRole('heading', { name: 'Negocios destacados' }).waitFor();
        if (viewport === 'mobile') await page.getByRole('button', { name: 'Abrir menú' }).click();
        await page.getByRole('link', { name: 'Planes', exact: true }).first().click();
        await page.waitForURL((url) => url.pathname === '/planes');

        // The five plans with their yearly price, photos and the popular badge.
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expect.poll(() => planCards(page).count()).toBe(5);
        expect(await page.title()).toBe('Planes y afiliados | Directorio RD');
        for (const plan of PACKAGES) {
          const card = planCards(page).filter({
            has: page.getByRole('heading', { name: plan.name, exact: true }),
          });
          expect(await card.getByTestId('plan-price').textContent()).toBe(`US$ ${plan.price}/año`);
          expect(await card.textContent()).toContain(
            `Hasta ${PACKAGE_PHOTO_LIMITS[plan.id]} fotos en la galería`,
          );
        }
        const badges = page.getByText('Más popular', { exact: true });
        expect(await badges.count()).toBe(1);
        expect(
          await planCards(page).filter({ has: badges }).getByRole('heading').textContent(),
        ).toBe('Visibilidad Plus');
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

        // The one commission rule, and the calculator in dollars and cents.
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
        await plan.selectOption({ label: 'Perfil Básico (US$ 25/año)' });
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

        // The category buttons and a popular category open the home page filtered.
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
      },
    );
  });

  // A visitor's page: the flow once on a phone, the layout once on a desktop.
  it('/demo-funcionalidades shows the demo business live, its figures the API’s, on a phone', async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile', { bypassCSP: true });
    await page.goto('/demo-funcionalidades');
    await page.getByRole('heading', { level: 1, name: 'Nuevas funcionalidades' }).waitFor();
    expect(await page.title()).toBe('Nuevas funcionalidades | Directorio RD');
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/demo/showcase');
      return (await response.json()) as DemoShowcase;
    });
    const name = answer.business.name;
    expect(await page.getByTestId('showcase-name').textContent()).toBe(name);
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs[0]).toBe('Tu perfil');
    expect(tabs).toContain('Estadísticas');
    expect(tabs).toContain('Mensajes de clientes');
    // Nothing invented: a section shows only what the demo business has.
    expect(tabs.includes('Ofertas y cupones')).toBe(answer.business.offers.length > 0);
    expect(tabs.join(' ')).not.toMatch(/Preguntas y respuestas|Verificación/i);
    const profile = page.getByRole('link', { name: `Ver el perfil de ${name}` });
    expect(await profile.getAttribute('href')).toBe(businessPath(answer.business));
    expect(await page.getByTestId('plan-link').first().textContent()).toBe(
      `${PLAN_FEATURES.listing.sells}: desde el plan ${planName(PLAN_FEATURES.listing.from)}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    expect(await sidewaysOverflow(page, VIEWPORTS.mobile.width)).toBeLessThanOrEqual(0);
    await screenshot(page, 'marketing-demo-mobile');

    await openTab(page, 'Estadísticas');
    const views = Number(
      (await page.getByTestId('showcase-views-total').textContent())!.replace(/\D/g, ''),
    );
    expect(views).toBe(answer.insights.totals.views);
    expect(views).toBeGreaterThan(0);
    await page
      .getByRole('img', { name: new RegExp(`^Visitas al perfil: ${views} en total`) })
      .waitFor();
    expect(await page.getByTestId('plan-link').first().textContent()).toContain(
      `desde el plan ${planName(PLAN_FEATURES.stats30.from)}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'marketing-demo-estadisticas-mobile');

    await openTab(page, 'Mensajes de clientes');
    expect(await page.getByTestId('showcase-lead').textContent()).toContain(answer.lead!.message);
    await openTab(page, 'Reseñas');
    expect(await page.getByTestId('showcase-review-count').textContent()).toBe(
      `${answer.business.reviews.length} reseñas`,
    );
    await screenshot(page, 'marketing-demo-resenas-mobile');

    await openTab(page, 'Tu perfil');
    await profile.click();
    await page.waitForURL((url) => url.pathname === businessPath(answer.business));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('/demo-funcionalidades fits a desktop, its statistics included', async () => {
    const { page, errors, close } = await openPage(browser(), 'desktop', { bypassCSP: true });
    await page.goto('/demo-funcionalidades');
    await page.getByTestId('showcase-name').waitFor();
    await drawWholePage(page);
    expect(await sidewaysOverflow(page, VIEWPORTS.desktop.width)).toBeLessThanOrEqual(0);
    await screenshot(page, 'marketing-demo-desktop');
    await openTab(page, 'Estadísticas');
    await page.getByRole('img', { name: /^Visitas al perfil: \d+ en total/ }).waitFor();
    expect(await sidewaysOverflow(page, VIEWPORTS.desktop.width)).toBeLessThanOrEqual(0);
    await screenshot(page, 'marketing-demo-estadisticas-desktop');
    expect(errors).toEqual([]);
    await close();
  });

  it('/demo-funcionalidades says so when the server has no demo business', async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile');
    await page.route('**/api/demo/showcase', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: SHOWCASE_UNAVAILABLE }),
      }),
    );
    await page.goto('/demo-funcionalidades');
    await page.getByText(SHOWCASE_UNAVAILABLE).waitFor();
    expect(await page.getByRole('link', { name: 'Ver los planes' }).getAttribute('href')).toBe(
      '/planes',
    );
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await close();
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
