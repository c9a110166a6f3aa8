// A user who forgot the password gets back in from /login with the link of the e-mail (read from
// the outbox, as an administrator does when no SMTP server is configured).
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import {
  baseUrl,
  hasBrowser,
  openPage,
  screenshot,
  useBrowser,
  type ViewportName,
} from './support/browser';

interface Outbox {
  messages: { to: string; subject: string; text: string; status: string }[];
}

describe.skipIf(!hasBrowser())('password reset', () => {
  const browser = useBrowser();

  describe.each<ViewportName>(['mobile', 'desktop'])('at %s width', (viewport) => {
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
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await expect
        .poll(() => page.getByText('El correo electrónico es obligatorio').count())
        .toBe(1);
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await page.getByText('Revisa tu correo').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `forgot-password-${viewport}`);

      // The administrator's outbox holds the message (the job drains it within seconds).
      const admin = await openPage(browser(), 'desktop');
      const signedIn = await admin.page.request.post('/api/auth/login', {
        headers: { origin: baseUrl() },
        data: { username: 'admin', password: 'Admin2026!' },
      });
      expect(signedIn.status()).toBe(200);
      let link = '';
      await expect
        .poll(
          async () => {
            const outbox = (await (
              await admin.page.request.get('/api/admin/mail?pageSize=50')
            ).json()) as Outbox;
            const mail = outbox.messages.find((m) => m.to === email);
            link =
              /https?:\/\/\S+\/restablecer-contrasena\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
            return link !== '';
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await admin.close();

      const path = new URL(link);
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
      await page.getByLabel('Nombre de usuario').fill(username);
      await page.locator('input[name="password"]').fill('Segunda-Clave-88');
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      // The refused second use answers 400 in the console; nothing else may.
      expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
      await user.close();
    });
  });
});
