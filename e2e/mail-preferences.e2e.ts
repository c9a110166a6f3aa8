// 'Avisos por correo': a signed-in user reaches it from the account menu, turns a topic off and
// finds it off after a reload; a visitor is sent to sign in first. At 375 and 1280 px.
import { describe, expect, it } from 'vitest';
import type { MailPreferences } from '@drd/shared/api/mail-preferences';
import { seriousViolations } from './support/axe';
import { signIn } from './support/admin-fixtures';
import { hasBrowser, openPage, screenshot, useBrowser } from './support/browser';
import { sidewaysOverflow, smallTargets } from './support/layout';

describe.skipIf(!hasBrowser())('avisos por correo', () => {
  const browser = useBrowser();

  it('turns a topic off from the account menu, at 375 and 1280 px', async () => {
    const laptop = await openPage(browser(), 'desktop', { bypassCSP: true });
    const phone = await openPage(browser(), 'mobile', { bypassCSP: true });
    // The demo user: every new account spends the address's hourly sign-up budget, which the
    // browser tests' fixed clock never renews.
    for (const { page } of [laptop, phone]) await signIn(page, 'user');

    const { page } = laptop;
    await page.goto('/');
    await page.getByRole('button', { name: 'Mi Cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Avisos por correo' }).click();
    await page.waitForURL('**/cuenta/correo');
    const reviews = page.getByRole('switch', { name: /Reseñas nuevas/ });
    await reviews.waitFor();
    expect(await reviews.getAttribute('aria-checked')).toBe('true');
    // The administrators' digest is not offered to anyone else.
    expect(await page.getByRole('switch', { name: /Resumen para administradores/ }).count()).toBe(
      0,
    );
    await reviews.click();
    await page.getByTestId('toast').getByText('Preferencias guardadas').waitFor();
    expect(await reviews.getAttribute('aria-checked')).toBe('false');
    const saved = (await (
      await page.request.get('/api/my/mail-preferences')
    ).json()) as MailPreferences;
    expect(saved.topics).toMatchObject({ reviews: false, moderation: true });
    await page.reload();
    await reviews.waitFor();
    expect(await reviews.getAttribute('aria-checked')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'mail-preferences-1280');

    await phone.page.goto('/cuenta/correo');
    const onPhone = phone.page.getByRole('switch', { name: /Reseñas nuevas/ });
    await onPhone.waitFor();
    expect(await onPhone.getAttribute('aria-checked')).toBe('false');
    expect(await sidewaysOverflow(phone.page, 375)).toBe(0);
    expect(await smallTargets(phone.page)).toEqual([]);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'mail-preferences-375');
    expect([...laptop.errors, ...phone.errors]).toEqual([]);
    await Promise.all([laptop.close(), phone.close()]);
  });

  it('sends a visitor to sign in first', async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile');
    await page.goto('/cuenta/correo');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/cuenta/correo');
    expect(errors).toEqual([]);
    await close();
  });
});
