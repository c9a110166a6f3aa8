// A visitor's real tasks: is it open, where, how do I get there. The profile's first screen on a
// phone and a laptop; the other tasks once, on a phone.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BusinessCard, BusinessDetail, BusinessList } from '@drd/shared/api/businesses';
import { PACKAGES } from '@drd/shared/constants';
import { isOpenAt, todayHoursText } from '@drd/shared/opening-hours';
import { openingStatus } from '@drd/shared/opening-status';
import { showingLine } from '@drd/shared/pagination';
import { FIXED_NOW } from './global-setup';
import {
  baseUrl,
  hasBrowser,
  useBrowser,
  openPage,
  provesFlowAt,
  screenshot,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';

const apiList = async (page: Page, query: string) =>
  (await (await page.request.get(`/api/businesses/filter?${query}`)).json()) as BusinessList;
const resultCards = (page: Page) =>
  page.locator('section[aria-labelledby="resultados"]').getByTestId('business-card');

/**
 * A category and municipality with businesses but none open at the server's fixed clock, and
 * how many of that category are open in the province.
 */
function closedPlace(all: BusinessCard[]) {
  const key = (b: BusinessCard) => `${b.categorySlug}|${b.municipalityId}`;
  const openKeys = new Set(all.filter((b) => isOpenAt(b.openingHours, FIXED_NOW)).map(key));
  const closed = all.find((b) => !openKeys.has(key(b)))!;
  return {
    business: closed,
    count: all.filter((b) => key(b) === key(closed)).length,
    openInProvince: all.filter(
      (b) =>
        b.categorySlug === closed.categorySlug &&
        b.provinceId === closed.provinceId &&
        isOpenAt(b.openingHours, FIXED_NOW),
    ).length,
  };
}

/** What 'Compartir' hands over for business 1, whichever URL the visitor arrived by. */
const MALECON_PATH = '/negocio/1-restaurante-el-malecon-grill';

// Monday 23:00 in Santo Domingo: most demo businesses are closed and open tomorrow morning.
const MONDAY_NIGHT = new Date('2026-11-23T23:00:00-04:00');

describe.skipIf(!hasBrowser())('visitor tasks', () => {
  const browser = useBrowser();

  describe.each<ViewportName>(['desktop', 'mobile'])('at %s width', (viewport) => {
    // What fits the first screen differs by width; the other tasks are flows, proved once at the
    // visitor's width (docs/decisions/019-test-suite-time.md).
    it("answers on the profile's first screen: open or when, today's hours, where and how to get there", async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await page.clock.setFixedTime(MONDAY_NIGHT);
      const business = (await (
        await page.request.get('/api/businesses/detail/1')
      ).json()) as BusinessDetail;
      await page.goto('/negocio/1');
      const facts = page.getByTestId('profile-first-facts');
      await facts.waitFor();

      const status = openingStatus(business.openingHours, MONDAY_NIGHT);
      expect(status.label).toMatch(/^Cerrado/);
      expect(await facts.getByTestId('opening-status').textContent()).toBe(status.label);
      expect(await facts.getByTestId('profile-today-hours').textContent()).toBe(
        todayHoursText(business.openingHours, MONDAY_NIGHT),
      );
      expect(await facts.getByTestId('profile-address').textContent()).toContain(
        business.municipality,
      );
      const directions = page.getByRole('link', { name: 'Cómo llegar' }).first();
      expect(await directions.getAttribute('href')).toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
      );

      await screenshot(page, `profile-first-screen-${viewport}`);
      // All of it, with the call and WhatsApp buttons, fits the first screen.
      const height = VIEWPORTS[viewport].height;
      for (const target of [
        facts,
        directions,
        page.getByRole('link', { name: 'Llamar' }).first(),
        page.getByRole('link', { name: 'WhatsApp' }).first(),
      ]) {
        const box = await target.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y + box!.height).toBeLessThanOrEqual(height);
      }
      // The full week stays in its own section further down.
      const week = page.getByRole('region', { name: 'Horario' }).getByRole('row');
      await week.first().waitFor();
      expect(await week.count()).toBe(7);
      expect(errors).toEqual([]);
      await close();
    });

    it.runIf(provesFlowAt('visitor', viewport))(
      "shares a profile with the browser's share sheet where there is one",
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        await page.addInitScript(() => {
          const shared: ShareData[] = [];
          Object.assign(window, { shared });
          Object.defineProperty(navigator, 'share', {
            value: (data: ShareData) => (shared.push(data), Promise.resolve()),
          });
        });
        await page.goto('/negocio/1');
        await page.getByRole('button', { name: 'Compartir' }).click();
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
          .toEqual([
            {
              title: 'Restaurante El Malecón Grill',
              text: 'Restaurante El Malecón Grill en Directorio RD',
              url: `${baseUrl()}${MALECON_PATH}`,
            },
          ]);
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('visitor', viewport))(
      "offers 'Copiar enlace' and WhatsApp where the browser cannot share",
      async () => {
        const { page, context, errors, close } = await openPage(browser(), viewport);
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.addInitScript(() => {
          Object.defineProperty(navigator, 'share', { value: undefined });
        });
        await page.goto('/negocio/1');
        await page.getByRole('button', { name: 'Compartir' }).click();
        const whatsapp = page.getByRole('menuitem', { name: 'Enviar por WhatsApp' });
        const href = new URL((await whatsapp.getAttribute('href'))!);
        expect(href.origin + href.pathname).toBe('https://wa.me/');
        expect(href.searchParams.get('text')).toBe(
          `Restaurante El Malecón Grill en Directorio RD: ${baseUrl()}${MALECON_PATH}`,
        );
        await screenshot(page, `share-menu-${viewport}`);
        await page.getByRole('menuitem', { name: 'Copiar enlace' }).click();
        await page.getByTestId('toast').getByText('Enlace copiado').waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          `${baseUrl()}${MALECON_PATH}`,
        );
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('visitor', viewport))(
      'counts the range shown on page 2 and shows no plan names on cards',
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        const list = await apiList(page, 'openToday=true&page=2&pageSize=12');
        expect(list.filtered).toBeGreaterThan(12);
        await page.goto('/?abiertoHoy=1&pagina=2');
        await resultCards(page).first().waitFor();
        const expected = showingLine(2, 12, list.businesses.length, list.filtered);
        expect(expected).toMatch(/^Mostrando 13–\d+ de \d+ negocios$/);
        await expect.poll(() => page.locator('#resultados + p').textContent()).toContain(expected);
        const text = (await resultCards(page).allTextContents()).join(' ');
        for (const plan of PACKAGES) expect(text).not.toContain(plan.name);
        await page.goto('/negocio/1');
        await page.getByTestId('profile-first-facts').waitFor();
        const header = (await page.locator('article header').textContent()) ?? '';
        for (const plan of PACKAGES) expect(header).not.toContain(plan.name);
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('visitor', viewport))(
      "turns an empty 'Abierto ahora' into a way out with counts",
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        const all = await apiList(page, 'pageSize=100');
        expect(all.filtered).toBeLessThanOrEqual(100);
        const place = closedPlace(all.businesses);
        const b = place.business;
        await page.goto(
          `/?provincia=${b.provinceId}&municipio=${b.municipalityId}&categorias=${b.categorySlug}&abiertoAhora=1`,
        );
        const wayOut = page.getByTestId('open-now-way-out');
        await wayOut.waitFor();
        await screenshot(page, `open-now-way-out-${viewport}`);
        const province = wayOut.getByRole('button', { name: /en toda la provincia/ });
        expect(await province.count()).toBe(place.openInProvince > 0 ? 1 : 0);
        const noun = place.count === 1 ? 'negocio' : 'negocios';
        await wayOut
          .getByRole('button', { name: `Ver aquí a cualquier hora (${place.count} ${noun})` })
          .click();
        await page.waitForURL((url) => !url.searchParams.has('abiertoAhora'));
        expect(new URL(page.url()).searchParams.get('municipio')).toBe(String(b.municipalityId));
        await expect.poll(() => resultCards(page).count()).toBe(place.count);
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('visitor', viewport))('says that a search needs 3 letters', async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await page.goto('/');
      const search = page.getByRole('searchbox', { name: 'Buscar negocios' });
      await search.fill('fa');
      const hint = page.getByText('Escribe al menos 3 letras para buscar.');
      await hint.waitFor();
      await search.fill('far');
      await expect.poll(() => hint.count()).toBe(0);
      expect(errors).toEqual([]);
      await close();
    });

    it.runIf(provesFlowAt('visitor', viewport))(
      'moves the focus to the first field in error after a failed sign-in',
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        await page.goto('/login');
        await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
        await expect
          .poll(() =>
            page.getByLabel('Usuario o correo').evaluate((el) => el === document.activeElement),
          )
          .toBe(true);
        await page.getByLabel('Usuario o correo').fill('usuario');
        await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
        await expect
          .poll(() => page.getByLabel('Contraseña').evaluate((el) => el === document.activeElement))
          .toBe(true);
        expect(errors).toEqual([]);
        await close();
      },
    );
  });
});
