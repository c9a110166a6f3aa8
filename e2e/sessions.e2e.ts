import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser, openPage, screenshot } from './support/browser';

const toast = (page: Page) => page.getByTestId('toast');

describe.skipIf(!hasBrowser())('sessions', () => {
  const browser = useBrowser();

  it("'Cerrar todas las sesiones' signs the account out on every device", async () => {
    const laptop = await openPage(browser(), 'desktop');
    const phone = await openPage(browser(), 'desktop');
    const username = `e2e_todas_${Date.now().toString(36)}`;
    await laptop.page.goto('/register');
    await laptop.page.getByLabel('Nombre de usuario').fill(username);
    await laptop.page.getByLabel('Correo electrónico').fill(`${username}@correo.do`);
    await laptop.page.getByLabel('Nombre completo').fill('Altagracia Núñez');
    await laptop.page.locator('input[name="password"]').fill('clave-de-altagracia');
    await laptop.page.getByLabel('Confirmar contraseña').fill('clave-de-altagracia');
    await laptop.page.getByRole('button', { name: 'Crear cuenta' }).click();
    await laptop.page.waitForURL((url) => url.pathname === '/');

    await phone.page.goto('/login');
    await phone.page.getByLabel('Usuario o correo').fill(username);
    await phone.page.getByLabel('Contraseña').fill('clave-de-altagracia');
    await phone.page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await phone.page.getByRole('button', { name: 'Mi Cuenta' }).waitFor({ state: 'visible' });

    await laptop.page.getByRole('button', { name: 'Mi Cuenta' }).click();
    await screenshot(laptop.page, 'account-menu-desktop');
    await laptop.page.getByRole('menuitem', { name: 'Cerrar todas las sesiones' }).click();
    await expect.poll(() => toast(laptop.page).textContent()).toContain('Sesiones cerradas');
    expect(await laptop.page.getByRole('button', { name: 'Mi Cuenta' }).count()).toBe(0);

    await phone.page.reload();
    await phone.page.getByRole('link', { name: 'Iniciar Sesión' }).first().waitFor();
    expect(await phone.page.getByRole('button', { name: 'Mi Cuenta' }).count()).toBe(0);
    expect(laptop.errors).toEqual([]);
    await laptop.close();
    await phone.close();
  });
});
