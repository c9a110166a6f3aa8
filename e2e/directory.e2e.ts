// The public directory as a visitor walks it, at 1280 and 375 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
import { businessPath } from '@drd/shared/business-path';
import { showingLine } from '@drd/shared/pagination';
import { FIXED_NOW } from './global-setup';
import {
  hasBrowser,
  useBrowser,
  openPage,
  screenshot,
  type ViewportName,
  provesFlowAt,
} from './support/browser';

// Cards of the results list (the home page also shows recent businesses below it).
const cards = (page: Page) =>
  page.locator('section[aria-labelledby="resultados"]').getByTestId('business-card');
const countText = (page: Page) => page.locator('#resultados ~ p, #resultados + p').first();

async function apiList(page: Page, query: string) {
  return (await (await page.request.get(`/api/businesses/filter?${query}`)).json()) as BusinessList;
}

describe.skipIf(!hasBrowser())('the directory', () => {
  const browser = useBrowser();

  describe.each<ViewportName>(['desktop', 'mobile'])('at %s width', (viewport) => {
    it.runIf(provesFlowAt('visitor', viewport))(
      'searches from 3 letters: farm, then farmacia',
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        await page.goto('/');
        const search = page.getByRole('searchbox', { name: 'Buscar negocios' });
        expect(await search.getAttribute('placeholder')).toBe(
          'Buscar por nombre, servicio o producto... (min. 3 letras)',
        );
        await search.fill('fa');
        await page.waitForURL((url) => url.searchParams.get('q') === 'fa');
        // Two letters do not count as a search: the featured list stays.
        await page.getByRole('heading', { name: 'Negocios destacados' }).waitFor();
        expect(await page.getByRole('heading', { name: 'Resultados' }).count()).toBe(0);

        await search.fill('farm');
        await page.waitForURL((url) => url.searchParams.get('q') === 'farm');
        await page.getByRole('heading', { name: 'Resultados' }).waitFor();
        const farm = await apiList(page, 'search=farm&pageSize=12');
        await expect.poll(() => countText(page).textContent()).toContain(`de ${farm.filtered}`);
        await search.fill('farmacia');
        await page.waitForURL((url) => url.searchParams.get('q') === 'farmacia');
        const farmacia = await apiList(page, 'search=farmacia&pageSize=12');
        await expect
          .poll(() => countText(page).textContent())
          .toContain(showingLine(1, 12, farmacia.businesses.length, farmacia.filtered));
        expect(await cards(page).first().textContent()).toContain('Farmacia');
        await screenshot(page, `search-farmacia-${viewport}`);
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('visitor', viewport))(
      'keeps every letter typed while the address catches up',
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        await page.goto('/');
        const search = page.getByRole('searchbox', { name: 'Buscar negocios' });
        // A pause as long as the debounce between letters: each pause sends the text to the
        // address while the next letter is being typed.
        await search.pressSequentially('farmacia', { delay: 300 });
        await page.waitForURL((url) => url.searchParams.get('q') === 'farmacia');
        expect(await search.inputValue()).toBe('farmacia');
        // A change from outside the box still reaches it.
        await page.getByRole('button', { name: 'Limpiar filtros' }).first().click();
        await page.waitForURL((url) => !url.searchParams.has('q'));
        // The address changes before React draws the new state.
        await expect.poll(() => search.inputValue()).toBe('');
        expect(errors).toEqual([]);
        await close();
      },
    );

    it('picks Puerto Plata then Sosúa, and the selects depend on each other', async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await page.goto('/');
      // On a phone the place selects fold behind the 'Lugar' chip.
      if (viewport === 'mobile') await page.getByRole('button', { name: 'Lugar' }).click();
      const municipality = page.getByLabel('Municipio', { exact: true });
      expect(await municipality.isDisabled()).toBe(true);
      await page.getByLabel('Provincia', { exact: true }).selectOption({ label: 'Puerto Plata' });
      await expect.poll(() => municipality.isDisabled()).toBe(false);
      await municipality.selectOption({ label: 'Sosúa' });
      await page.waitForURL((url) => url.searchParams.has('municipio'));
      await expect
        .poll(async () => {
          const texts = await cards(page).allTextContents();
          return texts.length > 0 && texts.every((t) => t.includes('Sosúa'));
        })
        .toBe(true);
      // Changing the province clears the municipality.
      await page.getByLabel('Provincia', { exact: true }).selectOption({ label: 'Santiago' });
      await page.waitForURL((url) => !url.searchParams.has('municipio'));
      await screenshot(page, `places-${viewport}`);
      expect(errors).toEqual([]);
      await close();
    });

    it.runIf(provesFlowAt('visitor', viewport))(
      "toggles 'Abierto Ahora' at a fixed clock and pages through results",
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        await page.clock.setFixedTime(FIXED_NOW);
        await page.goto('/todos-los-negocios');
        const all = await apiList(page, 'pageSize=12');
        await expect
          .poll(() => page.getByText(`${all.filtered} negocios encontrados`).isVisible())
          .toBe(true);
        await page.getByRole('link', { name: 'Página 2' }).click();
        await page.waitForURL((url) => url.searchParams.get('pagina') === '2');
        const second = await apiList(page, 'page=2&pageSize=12');
        await expect
          .poll(async () => (await cards(page).first().textContent()) ?? '')
          .toContain(second.businesses[0]!.name);

        await page.getByRole('button', { name: 'Abierto Ahora' }).click();
        await page.waitForURL(
          (url) => url.searchParams.get('abiertoAhora') === '1' && !url.searchParams.has('pagina'),
        );
        const open = await apiList(page, 'openNow=true&pageSize=12');
        expect(open.filtered).toBeGreaterThan(0);
        expect(open.filtered).toBeLessThan(all.filtered);
        await expect
          .poll(() => page.getByText(`${open.filtered} negocios encontrados`).isVisible())
          .toBe(true);
        // The count can land a frame before the cards (they render deferred): wait for the list.
        await expect
          .poll(async () => (await cards(page).first().textContent()) ?? '')
          .toContain(open.businesses[0]!.name);
        const statuses = await page.getByTestId('opening-status').allTextContents();
        expect(statuses.length).toBeGreaterThan(0);
        expect(statuses.every((s) => s.startsWith('Abierto'))).toBe(true);
        await screenshot(page, `open-now-${viewport}`);
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('visitor', viewport))(
      'opens a profile from a card and counts the visit',
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        await page.goto('/todos-los-negocios');
        await cards(page).first().waitFor();
        const first = cards(page).first();
        const name = (await first.getByRole('heading').textContent())!;
        const before = (await apiList(page, 'pageSize=1')).businesses[0]!;
        expect(before.name).toBe(name);
        await first.getByRole('link', { name, exact: true }).click();
        await page.waitForURL((url) => url.pathname === businessPath(before));
        await page.getByRole('heading', { level: 1, name }).waitFor();
        expect(
          await page.getByRole('link', { name: 'Llamar', exact: true }).getAttribute('href'),
        ).toMatch(/^tel:\+1\d{10}$/);
        const whatsapp = await page
          .getByRole('link', { name: 'WhatsApp' })
          .first()
          .getAttribute('href');
        expect(whatsapp).toContain('https://wa.me/1');
        expect(decodeURIComponent(whatsapp!)).toContain(
          `Hola ${name}, vi su negocio en Directorio RD`,
        );
        // The card click and the profile are one visit for this visitor.
        await expect
          .poll(
            async () =>
              (
                (await (await page.request.get(`/api/visits/business/${before.id}`)).json()) as {
                  count: number;
                }
              ).count,
          )
          .toBe(before.visitCount + 1);
        // The map of the spot, from the lazily loaded map chunk, with the business's pin.
        // It loads when its section scrolls near the screen.
        await page
          .getByRole('heading', { name: 'Ubicación', exact: true })
          .scrollIntoViewIfNeeded();
        const map = page.getByLabel(`Mapa con la ubicación de ${name}`);
        await map.locator('.leaflet-marker-icon').first().waitFor();
        await screenshot(page, `profile-${viewport}`);
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('visitor', viewport))(
      'draws a shared profile link from the page itself, without asking the API',
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        const business = (await apiList(page, 'pageSize=1')).businesses[0]!;
        const detailRequests: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/businesses/detail/')) detailRequests.push(request.url());
        });
        await page.goto(`/negocio/${business.id}`);
        await page.getByRole('heading', { level: 1, name: business.name }).waitFor();
        await page.getByRole('heading', { name: 'Acerca del negocio' }).waitFor();
        expect(detailRequests).toEqual([]);
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('visitor', viewport))(
      'keeps a favourite and lists it on /favoritos',
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        await page.goto('/favoritos');
        await page.getByText('Aún no tienes favoritos').waitFor();
        await page.goto('/todos-los-negocios');
        await cards(page).nth(1).waitFor();
        const card = cards(page).nth(1);
        const name = (await card.getByRole('heading').textContent())!;
        await card.getByRole('button', { name: `Agregar ${name} a favoritos` }).click();
        await page.goto('/favoritos');
        const saved = page.getByTestId('business-card');
        await expect.poll(async () => (await saved.allTextContents()).length).toBe(1);
        expect(await saved.first().textContent()).toContain(name);
        await screenshot(page, `favorites-${viewport}`);
        expect(errors).toEqual([]);
        await close();
      },
    );

    it.runIf(provesFlowAt('visitor', viewport))(
      'opens a category page and a location page',
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        await page.goto('/categoria/farmacias');
        await page.getByRole('heading', { level: 1, name: 'Farmacias' }).waitFor();
        await expect
          .poll(async () => (await cards(page).allTextContents()).length)
          .toBeGreaterThan(0);
        expect((await cards(page).allTextContents()).every((t) => t.includes('Farmacias'))).toBe(
          true,
        );
        expect(await page.title()).toContain('Farmacias');
        // 'Destacado' follows the plan's reach (decision 020): no pharmacy has the provincial one,
        // and Sosúa's list shows its plan 4 and 5 businesses first, each marked.
        expect((await cards(page).allTextContents()).some((t) => t.includes('Destacado'))).toBe(
          false,
        );
        await page.goto('/ubicacion/puerto-plata/sosua');
        await page.getByRole('heading', { level: 1, name: 'Negocios en Sosúa' }).waitFor();
        await expect
          .poll(async () => (await cards(page).allTextContents()).length)
          .toBeGreaterThan(0);
        const sosua = await cards(page).allTextContents();
        expect(sosua.map((t) => t.includes('Destacado'))).toEqual(sosua.map((_, i) => i < 3));
        expect(sosua.slice(0, 3).some((t) => t.includes('La Terraza de Cabarete'))).toBe(true);
        await screenshot(page, `location-${viewport}`);
        await page.goto('/ubicacion/puerto-plata/atlantida');
        await page.getByRole('heading', { name: 'Ubicación no encontrada' }).waitFor();
        expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
        await close();
      },
    );
  });
});
