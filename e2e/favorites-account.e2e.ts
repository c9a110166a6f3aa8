// Favourites follow the account: saved as a visitor, merged at sign-in, seen on another device,
// and gone from the browser at sign-out. At 375 and 1280 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
import { baseUrl, hasBrowser, openPage, screenshot, useBrowser } from './support/browser';

const ACCOUNT = { username: 'usuario', password: 'Usuario2026!' };

async function post(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, { data, headers: { origin: baseUrl() } });
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
}
const accountFavorites = async (page: Page) =>
  ((await (await page.request.get('/api/my/favorites')).json()) as { ids: number[] }).ids;

describe.skipIf(!hasBrowser())('favoritos con cuenta', () => {
  const browser = useBrowser();

  it('merges at sign-in, shows on another device and leaves at sign-out', async () => {
    const phone = await openPage(browser(), 'mobile');
    const laptop = await openPage(browser(), 'desktop');
    const list = (await (
      await phone.page.request.get('/api/businesses/filter?pageSize=2')
    ).json()) as BusinessList;
    const [first, second] = list.businesses;

    // A visitor saves one on the phone, then creates an account there.
    await phone.page.goto(`/negocio/${first!.id}`);
    await phone.page.getByRole('button', { name: `Agregar ${first!.name} a favoritos` }).click();
    // The demo user (a new account would spend the address's sign-up budget, which the browser
    // tests' fixed clock never renews); no other browser test keeps favourites on it.
    await post(phone.page, '/api/auth/login', ACCOUNT);
    await phone.page.goto('/favoritos');
    await expect.poll(() => accountFavorites(phone.page)).toEqual([first!.id]);

    // The laptop signs in to the same account: the favourite is there; it adds another.
    await post(laptop.page, '/api/auth/login', ACCOUNT);
    await laptop.page.goto('/favoritos');
    await laptop.page.getByRole('link', { name: first!.name }).first().waitFor();
    await laptop.page.goto(`/negocio/${second!.id}`);
    await laptop.page.getByRole('button', { name: `Agregar ${second!.name} a favoritos` }).click();
    await expect.poll(() => accountFavorites(laptop.page)).toEqual([first!.id, second!.id]);
    await laptop.page.goto('/favoritos');
    await laptop.page.getByText('2 negocios guardados').waitFor();
    await screenshot(laptop.page, 'favorites-account-1280');

    // Back on the phone, the next visit brings the laptop's too.
    await phone.page.reload();
    await phone.page.getByText('2 negocios guardados').waitFor();
    await screenshot(phone.page, 'favorites-account-375');

    // Signing out leaves no one's favourites in this browser.
    await phone.page.getByRole('button', { name: 'Abrir menú' }).click();
    await phone.page.getByRole('button', { name: 'Mi Cuenta' }).click();
    await phone.page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await phone.page.goto('/favoritos');
    await phone.page.getByText('Aún no tienes favoritos').waitFor();
    expect(await accountFavorites(laptop.page)).toEqual([first!.id, second!.id]);

    // A session that ends elsewhere (here: signed out through the API) leaves nothing either.
    await post(laptop.page, '/api/auth/logout', {});
    await laptop.page.goto('/favoritos');
    await laptop.page.getByText('Aún no tienes favoritos').waitFor();
    expect([...phone.errors, ...laptop.errors]).toEqual([]);
    await Promise.all([phone.close(), laptop.close()]);
  });
});
