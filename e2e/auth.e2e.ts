import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser, openPage, screenshot, flowWidths } from './support/browser';

const toast = (page: Page) => page.getByTestId('toast');

describe.skipIf(!hasBrowser())('accounts', () => {
  const browser = useBrowser();

  describe.each(flowWidths('visitor'))('at %s width', (viewport) => {
    it('registers, shows the full name, logs out and logs back in', async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      const username = `e2e_${viewport}_${Date.now().toString(36)}`;
      await page.goto('/register');
      await page.getByLabel('Nombre de usuario').fill(username);
      await page.getByLabel('Correo electrónico').fill(`${username}@correo.do`);
      await page.getByLabel('Nombre completo').fill('Yarisa Batista');
      await page.locator('input[name="password"]').fill('clave-segura');
      await page.getByLabel('Confirmar contraseña').fill('clave-segura');
      await screenshot(page, `register-${viewport}`);
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => toast(page).textContent()).toContain('Registro exitoso');

      const openAccount = async () => {
        if (viewport === 'mobile') await page.getByRole('button', { name: 'Abrir menú' }).click();
        await page.getByRole('button', { name: 'Mi Cuenta' }).click();
      };
      await openAccount();
      expect(await page.getByTestId('account-name').textContent()).toBe('Yarisa Batista');
      await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Sesión cerrada');
      expect(await page.getByRole('button', { name: 'Mi Cuenta' }).count()).toBe(0);

      await page.goto('/login');
      await page.getByLabel('Usuario o correo').fill(username);
      await page.getByLabel('Contraseña').fill('clave-segura');
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => toast(page).textContent()).toContain('Hola, Yarisa Batista');
      if (viewport === 'mobile') await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('button', { name: 'Mi Cuenta' }).waitFor({ state: 'visible' });
      expect(errors).toEqual([]);
      await close();
    });

    it('answers a wrong password with the error toast and stays on /login', async () => {
      const { page, close } = await openPage(browser(), viewport);
      await page.goto('/login');
      await page.getByLabel('Usuario o correo').fill('usuario');
      await page.getByLabel('Contraseña').fill('no-es-esta');
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Error al iniciar sesión');
      expect(await toast(page).textContent()).toContain('Usuario o contraseña incorrectos');
      expect(new URL(page.url()).pathname).toBe('/login');
      await screenshot(page, `login-error-${viewport}`);
      await close();
    });

    it('checks the register form before sending', async () => {
      const { page, close } = await openPage(browser(), viewport);
      await page.goto('/register');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect
        .poll(() => toast(page).textContent())
        .toContain('Por favor completa todos los campos requeridos');
      await page.getByLabel('Nombre de usuario').fill('alguien');
      await page.getByLabel('Correo electrónico').fill('alguien@correo.do');
      await page.getByLabel('Nombre completo').fill('Alguien');
      await page.locator('input[name="password"]').fill('12345');
      await page.getByLabel('Confirmar contraseña').fill('54321');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Las contraseñas no coinciden');
      await page.getByLabel('Confirmar contraseña').fill('12345');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect
        .poll(() => toast(page).textContent())
        .toContain('La contraseña debe tener al menos 6 caracteres');
      await close();
    });
  });

  it('shows admin links only to administrators', async () => {
    const { page, close } = await openPage(browser(), 'desktop');
    await page.goto('/login');
    await page.getByLabel('Usuario o correo').fill('admin');
    await page.getByLabel('Contraseña').fill('Admin2026!');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Mi Cuenta' }).click();
    expect(await page.getByText('Admin', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Códigos de oferta' }).isVisible()).toBe(true);
    await screenshot(page, 'account-menu-admin');
    await close();
  });
});
