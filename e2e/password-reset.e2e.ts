// A user who forgot the password gets back in from /login with the link of the e-mail (read from
// the test mailbox, as its reader gets it: the admins' outbox view masks every token).
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  baseUrl,
  hasBrowser,
  openPage,
  screenshot,
  useBrowser,
  flowWidths,
} from './support/browser';
import { mailedMatch } from './support/mailbox';

/** The first link to `path` in the newest message to `email`, as its reader gets it. */
async function mailedLink(email: string, path: string): Promise<URL> {
  const match = await mailedMatch(email, new RegExp(`https?://\\S+${path}\\?token=\\S+`));
  return new URL(match[0]);
}

describe.skipIf(!hasBrowser())('password reset and e-mail confirmation', () => {
  const browser = useBrowser();

  describe.each(flowWidths('visitor'))('at %s width', (viewport) => {
    it('sends the link, sets a new password and signs in with it', async () => {
      const user = await openPage(browser(), viewport, { bypassCSP: true });
      const { page, errors } = user;
      const username = `olvido_${viewport}_${Date.now().toString(36)}`;
      const email = `${username}@correo.do`;
      const registered = await page.request.post('/api/auth/register', {
        headers: { origin: baseUrl() },
        data: { username, email, fullName: 'Marisol Peña', password: 'Primera-Clave-77' },
      });
      expect(registered.status()).toBe(201);
      await page.request.post('/api/auth/logout', { headers: { origin: baseUrl() } });

      await page.goto('/login');
      await page.getByRole('link', { name: 'Olvidé mi contraseña' }).click();
      await page.waitForURL((url) => url.pathname === '/olvide-contrasena');
      await page.getByRole('button', { name: 'Enviar enlace', exact: true }).click();
      await expect.poll(() => page.getByText('Escribe tu usuario o tu correo').count()).toBe(1);
      // The username works as at sign-in (issue #32); the link still goes to the e-mail.
      await page.getByLabel('Usuario o correo electrónico').fill(username);
      await page.getByRole('button', { name: 'Enviar enlace', exact: true }).click();
      await page.getByText('Revisa tu correo').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `forgot-password-${viewport}`);

      // The administrator's outbox holds the message (the job drains it within seconds).
      const path = await mailedLink(email, '/restablecer-contrasena');
      await page.goto(`${path.pathname}${path.search}`);
      await page.getByLabel('Contraseña nueva').fill('Segunda-Clave-88');
      await page.getByLabel('Repite la contraseña').fill('Segunda-Clave-89');
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await page.getByText('Las contraseñas no coinciden').waitFor();
      await page.getByLabel('Repite la contraseña').fill('Segunda-Clave-88');
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await page.getByText('Contraseña cambiada').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `reset-password-${viewport}`);

      // The link works once.
      await page.goto(`${path.pathname}${path.search}`);
      await page.getByLabel('Contraseña nueva').fill('Tercera-Clave-99');
      await page.getByLabel('Repite la contraseña').fill('Tercera-Clave-99');
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await page.getByText('El enlace no es válido o ya expiró').waitFor();

      await page.goto('/login');
      await page.getByLabel('Usuario o correo').fill(username);
      await page.locator('input[name="password"]').fill('Segunda-Clave-88');
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      // The refused second use answers 400 in the console; nothing else may.
      expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
      await user.close();
    });

    it('reminds a new account to confirm its e-mail until the mailed link is followed', async () => {
      const { page, errors, close } = await openPage(browser(), viewport, { bypassCSP: true });
      const username = `confirma_${viewport}_${Date.now().toString(36)}`;
      const email = `${username}@correo.do`;
      const registered = await page.request.post('/api/auth/register', {
        headers: { origin: baseUrl() },
        data: { username, email, fullName: 'Wilkin Almonte', password: 'Primera-Clave-77' },
      });
      expect(registered.status()).toBe(201);
      await page.goto('/');
      await page.getByText(`Confirma tu correo: te enviamos un enlace a ${email}.`).waitFor();
      await page.getByRole('button', { name: 'Reenviar enlace' }).click();
      await page.getByText('Te enviamos un enlace nuevo').waitFor();
      await screenshot(page, `verify-banner-${viewport}`);

      const link = await mailedLink(email, '/verificar-correo');
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByText('Correo confirmado').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // Opened twice (a mail app's preview, a second tap): confirmed, not 'invalid link'.
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByText('Tu correo ya está confirmado.').waitFor();
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByText('Confirma tu correo').count()).toBe(0);
      expect(errors).toEqual([]);
      await close();
    });
  });
});
