// The 'Verificado' badge end to end: a new owner asks from their page at a phone's width (a wrong
// RNC is caught by its check digit first), an administrator approves at a desktop's, and the
// owner's profile then shows the badge with its date. The owner and the business are new, so no
// demo listing changes; the other widths' layouts are checked by a screenshot and their overflow.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, openPage, useBrowser } from './support/browser';
import { call, registerBusiness, shot, signIn, toast } from './support/admin-fixtures';
import { sidewaysOverflow } from './support/layout';
import { drawnPicture } from './support/pictures';

const PASSWORD = 'clave-segura-2026';

const documentPhoto = (page: Page) =>
  drawnPicture(page, {
    width: 900,
    height: 600,
    type: 'image/jpeg',
    background: '#e2e8f0',
    text: ['#0f172a', 'Certificado RNC', 60, 120],
  });

/** The preview's server page answers 404 to the document request (decision 012); nothing else. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('404'));

describe.skipIf(!hasBrowser())('verified businesses', () => {
  const browser = useBrowser();

  it('an owner asks at 375 px, an admin approves at 1280 px, the profile shows the badge', async () => {
    const owner = await openPage(browser(), 'mobile');
    const admin = await openPage(browser(), 'desktop');
    const username = `e2e_verifica_${Date.now().toString(36)}`;
    await owner.page.goto('/');
    const registered = await call(owner.page, 'POST', '/api/auth/register', {
      username,
      email: `${username}@correo.do`,
      fullName: 'Marisol Peña',
      password: PASSWORD,
    });
    expect(registered.status).toBe(201);
    const business = await registerBusiness(owner.page);

    // The owner's page, 'Verificación' tab.
    const phone = owner.page;
    await phone.goto(`/mi-negocio/${business.id}#verificacion`);
    const section = phone.locator('section[aria-labelledby="verificacion"]');
    await section.getByRole('heading', { name: 'Verificación' }).waitFor();
    await section.getByLabel('Número de RNC').fill('1-01-85004-2');
    await section.getByLabel('Elegir foto').setInputFiles({
      name: 'rnc.jpg',
      mimeType: 'image/jpeg',
      buffer: await documentPhoto(phone),
    });
    await section.getByText('Subida', { exact: true }).waitFor({ timeout: 30_000 });
    await section.getByRole('img', { name: 'Vista previa del documento' }).waitFor();
    await section.getByRole('button', { name: 'Pedir verificación' }).click();
    await section.getByText('El RNC no es válido: revisa los 9 dígitos').waitFor();
    await shot(phone, 'verification-owner-error-mobile');
    await section.getByLabel('Número de RNC').fill('1-01-85004-3');
    await section.getByRole('button', { name: 'Pedir verificación' }).click();
    await expect.poll(() => toast(phone).textContent()).toContain('Solicitud enviada');
    await section.getByText('Pendiente de revisión').waitFor();
    expect(await sidewaysOverflow(phone, 375)).toBeLessThanOrEqual(0);
    await shot(phone, 'verification-owner-pending-mobile');

    // The administrator reads the number and the document, and approves.
    await signIn(admin.page, 'admin');
    await admin.page.goto('/admin/verificaciones');
    const item = admin.page.getByTestId('verification').filter({ hasText: business.name });
    await item.getByTestId('verification-number').getByText('101850043').waitFor();
    const document = item.getByRole('img', { name: `Documento de ${business.name}` });
    await expect
      .poll(() => document.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await shot(admin.page, 'verification-admin-desktop');
    await item.getByRole('button', { name: 'Aprobar' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
    await expect.poll(() => toast(admin.page).textContent()).toContain('Negocio verificado');
    await item.waitFor({ state: 'detached' });
    expect(unexpected(admin.errors)).toEqual([]);

    // The owner's page says so, and the profile (a preview: the plan is not paid yet) shows it.
    await phone.reload();
    await section.getByText('Tu negocio está verificado desde el', { exact: false }).waitFor();
    await phone.goto(`/negocio/${business.id}`);
    const badge = phone.getByRole('img', { name: /^Negocio verificado el \d+ de \w+ de \d{4}$/ });
    await badge.waitFor();
    expect(await badge.textContent()).toMatch(/^Verificado el /);
    expect(await sidewaysOverflow(phone, 375)).toBeLessThanOrEqual(0);
    await shot(phone, 'verification-profile-mobile', false);
    expect(unexpected(owner.errors)).toEqual([]);

    // The same screens at the other widths: drawn without sideways overflow.
    await admin.page.goto(`/negocio/${business.id}`);
    await admin.page.getByRole('img', { name: /^Negocio verificado el / }).waitFor();
    expect(await sidewaysOverflow(admin.page, 1280)).toBeLessThanOrEqual(0);
    await shot(admin.page, 'verification-profile-desktop', false);
    await owner.close();
    const adminPhone = await openPage(browser(), 'mobile');
    await signIn(adminPhone.page, 'admin');
    await adminPhone.page.goto('/admin/verificaciones?estado=aprobadas');
    await adminPhone.page.getByTestId('verification').filter({ hasText: business.name }).waitFor();
    expect(await sidewaysOverflow(adminPhone.page, 375)).toBeLessThanOrEqual(0);
    await shot(adminPhone.page, 'verification-admin-mobile');
    await adminPhone.close();
    await admin.close();
  });
});
