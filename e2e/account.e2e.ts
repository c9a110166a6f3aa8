// '/cuenta': a new user, on a phone, reaches it from the account menu, fixes their name and
// phone, moves their e-mail to a new address through the mailed link, closes the session of
// another device, downloads their data and deletes the account. The same screen is checked at
// 1280 px for layout only. The terms and privacy pages are linked from the footer.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { baseUrl, hasBrowser, openPage, screenshot, useBrowser } from './support/browser';
import { sidewaysOverflow, smallTargets } from './support/layout';
import { mailedMatch } from './support/mailbox';

const PASSWORD = 'Clave-De-Cuenta-2026';

describe.skipIf(!hasBrowser())('mi cuenta', () => {
  const browser = useBrowser();

  it('changes name, phone and e-mail, closes the other session, downloads and deletes, at 375 px', async () => {
    const phone = await openPage(browser(), 'mobile', { bypassCSP: true });
    const laptop = await openPage(browser(), 'desktop', { bypassCSP: true });
    const username = `e2e_cuenta_${Date.now().toString(36)}`;
    // One sign-up for the whole file: the address's hourly budget is shared by every browser test.
    const registered = await phone.context.request.post('/api/auth/register', {
      data: {
        username,
        email: `${username}@correo.do`,
        fullName: 'Altagracia Núñez',
        password: PASSWORD,
      },
      headers: { Origin: baseUrl() },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const login = await laptop.context.request.post('/api/auth/login', {
      data: { username, password: PASSWORD },
      headers: { Origin: baseUrl() },
    });
    expect(login.status()).toBe(200);

    // The layout at 1280, from the second device, before the phone closes its session.
    await laptop.page.goto('/cuenta');
    await laptop.page.getByRole('heading', { name: 'Sesiones abiertas' }).waitFor();
    await laptop.page.getByText('Este dispositivo').waitFor();
    expect(await sidewaysOverflow(laptop.page, 1280)).toBe(0);
    expect(await seriousViolations(laptop.page)).toEqual([]);
    await screenshot(laptop.page, 'account-1280');

    const { page } = phone;
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'Mi Cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Mi cuenta' }).click();
    await page.waitForURL('**/cuenta');
    await page.getByRole('heading', { name: 'Mi cuenta', level: 1 }).waitFor();
    expect(await sidewaysOverflow(page, 375)).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'account-375');

    await page.getByLabel('Nombre completo').fill('Altagracia Núñez de Peña');
    await page.getByLabel('Teléfono (opcional)').fill('(809) 555 0142');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByTestId('toast').getByText('Tus datos se guardaron').waitFor();
    await expect
      .poll(() => page.getByLabel('Teléfono (opcional)').inputValue())
      .toBe('809-555-0142');

    const newEmail = `${username}.nuevo@correo.do`;
    await page.getByLabel('Nuevo correo electrónico').fill(newEmail);
    await page.getByLabel('Tu contraseña actual').fill(PASSWORD);
    await page.getByRole('button', { name: 'Cambiar correo' }).click();
    await page.getByText('Revisa tu nuevo correo').waitFor();
    const link = await mailedMatch(newEmail, /\/cuenta\/confirmar-correo\?token=\S+/);
    await page.goto(link[0]);
    await page.getByText('Correo cambiado').waitFor();
    await page.getByRole('link', { name: 'Ir a Mi cuenta' }).click();
    await page.getByText(newEmail).waitFor();
    await mailedMatch(`${username}@correo.do`, /El correo de tu cuenta en Directorio RD ahora es/);

    const sessions = page.getByRole('list', { name: 'Sesiones' }).getByRole('listitem');
    await expect.poll(() => sessions.count()).toBe(2);
    await page.getByRole('button', { name: 'Cerrar las demás' }).click();
    await page
      .getByTestId('toast')
      .getByText('Cerraste la sesión en tus otros dispositivos')
      .waitFor();
    await expect.poll(() => sessions.count()).toBe(1);
    const laptopUser = await laptop.context.request.get('/api/auth/user');
    expect(await laptopUser.json()).toBeNull();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mis-datos-directorio-rd-.*\.json$/);
    // The suite's Chromium is remote (global-setup.ts): the file is copied here, not read in place.
    const saved = join(
      await mkdtemp(join(tmpdir(), 'drd-download-')),
      download.suggestedFilename(),
    );
    await download.saveAs(saved);
    const data = JSON.parse(await readFile(saved, 'utf8')) as {
      account: { email: string; phone: string };
    };
    expect(data.account).toMatchObject({ email: newEmail, phone: '809-555-0142' });

    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await dialog.getByLabel('Escribe tu contraseña para confirmar').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await page.getByTestId('toast').getByText('Tu cuenta fue eliminada').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await (await phone.context.request.get('/api/auth/user')).json()).toBeNull();
    const again = await phone.context.request.post('/api/auth/login', {
      data: { username: newEmail, password: PASSWORD },
      headers: { Origin: baseUrl() },
    });
    expect(again.status()).toBe(401);

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Política de privacidad' })
      .click();
    await page.getByRole('heading', { name: 'Tus derechos: ver, corregir y eliminar' }).waitFor();
    expect(await sidewaysOverflow(page, 375)).toBe(0);
    await screenshot(page, 'privacy-375');
    expect([...phone.errors, ...laptop.errors]).toEqual([]);
    await Promise.all([phone.close(), laptop.close()]);
  });
});
