// An affiliate's whole path: becoming one, a referred owner following the link, the admin
// receiving the payment, the 30-day hold (the server's test-only trigger runs the approval job as
// if 31 days had passed: the server's clock is fixed), the monthly payout and 'Pagada'.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, receivedBody, registerBusiness, signIn } from './support/admin-fixtures';
import { seriousViolations } from './support/axe';
import { hasBrowser, openPage, screenshot, useBrowser } from './support/browser';

const toast = (page: Page) => page.getByTestId('toast');
const BANNER_SIZES = [
  [300, 250],
  [728, 90],
] as const;

/** The promo tab's banners: raster images (PNG) that load at their ad-slot size. */
async function expectRasterBanners(page: Page) {
  await page.getByRole('tab', { name: 'Material Promocional' }).click();
  for (const [width, height] of BANNER_SIZES) {
    const image = page.getByRole('img', { name: new RegExp(`Banner de ${width}x${height}`) });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
      .toBe(width);
    expect(await image.evaluate((el: HTMLImageElement) => el.naturalHeight)).toBe(height);
    const src = await image.evaluate((el: HTMLImageElement) => el.currentSrc);
    const response = await page.request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe.skipIf(!hasBrowser())('affiliates', () => {
  const browser = useBrowser();

  it('link → referred owner → paid plan → pending, then approved and paid: Pagada', async () => {
    // The affiliate becomes one and copies the link.
    const affiliate = await openPage(browser(), 'desktop');
    await affiliate.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const a = affiliate.page;
    // A demo account: sign-ups are limited per address, and the owner below needs one.
    const affiliateName = 'usuario';
    await signIn(a, 'user');
    await a.goto('/afiliados');
    await a.getByRole('button', { name: 'Convertirme en afiliado' }).click();
    await expect.poll(() => toast(a).textContent()).toContain('¡Felicidades!');
    const linkField = a.getByTestId('referral-link');
    await linkField.waitFor();
    await a.getByRole('button', { name: 'Copiar enlace de referido' }).click();
    await expect.poll(() => toast(a).textContent()).toContain('Enlace copiado');
    const link = await a.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await linkField.inputValue());
    expect(link).toMatch(/\/registro\?ref=[A-HJ-NP-Z2-9]{8}$/);
    expect(await a.getByTestId('referral-qr').getAttribute('src')).toMatch(/^data:image\/svg/);
    expect(
      await a.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href'),
    ).toContain(encodeURIComponent(link));

    // The banners' HTML: the absolute image URL, wrapped in the affiliate's link.
    await expectRasterBanners(a);
    for (const [width, height] of BANNER_SIZES) {
      await a.getByRole('button', { name: `Copiar código del banner ${width}x${height}` }).click();
      const html = await a.evaluate(() => navigator.clipboard.readText());
      const snippet = await a.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'text/html');
        const anchor = doc.querySelector('a');
        const image = anchor?.querySelector('img');
        return { href: anchor?.getAttribute('href'), src: image?.getAttribute('src') };
      }, html);
      expect(snippet.href).toBe(link);
      expect(snippet.src).toBe(`${new URL(link).origin}/banners/afiliados-${width}x${height}.png`);
      expect((await a.request.get(snippet.src!)).headers()['content-type']).toBe('image/png');
    }
    await screenshot(a, 'affiliates-promo-desktop');

    // A second browser follows the link, registers, and registers a business.
    const owner = await openPage(browser(), 'mobile');
    const o = owner.page;
    await o.goto(link);
    // The link opens a page naming the affiliate, which leads to sign-up and then the wizard.
    await o
      .getByTestId('referral-page')
      .getByRole('link', { name: 'Registrar mi negocio' })
      .click();
    await o.waitForURL((url) => url.pathname === '/register');
    const ownerName = `dueno_${unique()}`;
    await o.getByLabel('Nombre de usuario').fill(ownerName);
    await o.getByLabel('Correo electrónico').fill(`${ownerName}@correo.do`);
    await o.getByLabel('Nombre completo').fill('Dueño Referido');
    await o.locator('input[name="password"]').fill('Cangrejo-Azul-2026');
    await o.getByLabel('Confirmar contraseña').fill('Cangrejo-Azul-2026');
    await o.getByRole('button', { name: 'Crear cuenta' }).click();
    await o.waitForURL((url) => url.pathname === '/registrar-negocio');
    const business = await registerBusiness(o, { packageId: 4 });

    // The admin marks the payment received.
    const admin = await openPage(browser(), 'desktop');
    const m = admin.page;
    await signIn(m, 'admin');
    const received = await call(
      m,
      'POST',
      `/api/admin/payments/${business.paymentId}/received`,
      await receivedBody(m, business.paymentId, { method: 'cash' }),
    );
    expect(received.status).toBe(200);

    // The affiliate sees the referral and the pending commission.
    await a.reload();
    await a.getByRole('tab', { name: 'Mis Referidos' }).click();
    const referrals = a.getByTestId('referrals-list');
    await referrals.getByText(ownerName).waitFor();
    await referrals.getByText(business.name).waitFor();
    await a.getByRole('tab', { name: 'Historial de Comisiones' }).click();
    const history = a.getByTestId('commissions-list');
    await history.getByText('Pendiente', { exact: true }).waitFor();
    // 15 % of US$ 250.00, plus the early bonus of the first 1,000 affiliates (× 1.2).
    expect(await history.textContent()).toContain('US$ 45.00');
    await screenshot(a, 'affiliates-pending-desktop');

    // After the hold and the monthly batch, marked paid: 'Pagada'.
    const approved = await call(m, 'POST', '/api/admin/affiliates/test/approve-due', {
      daysLater: 31,
    });
    expect(approved.status).toBe(200);
    await m.goto('/admin/afiliados');
    // The next automatic batch, on the date the affiliate's dashboard gives, will hold it.
    const nextBatch = m.getByTestId('next-payout-batch');
    await nextBatch.getByText('1 de diciembre de 2026').waitFor();
    const upcoming = nextBatch
      .locator('li')
      .filter({ has: m.getByText(affiliateName, { exact: true }) });
    expect(await upcoming.textContent()).toContain('US$ 45.00');
    await screenshot(m, 'admin-affiliates-next-batch-desktop');
    // A late run by hand, as on a day the automatic batch missed.
    await m.getByRole('button', { name: 'Generar pagos del mes' }).click();
    await expect.poll(() => toast(m).textContent()).toContain('Lote de pagos creado');
    const payouts = m.getByTestId('payouts-list');
    await payouts.getByRole('heading', { name: /noviembre de 2026/ }).waitFor();
    const row = payouts.locator('li', { hasText: affiliateName });
    expect(await row.textContent()).toContain('US$ 45.00');
    await row.getByRole('button', { name: 'Marcar como pagado' }).click();
    await expect.poll(() => toast(m).textContent()).toContain('Pago marcado como pagado');
    // The affiliate's totals and ledger, as the admin sees them.
    const entry = m.locator('li', { hasText: affiliateName }).filter({ hasText: 'referido' });
    await expect.poll(() => entry.textContent()).toContain('pagada US$ 45.00');
    await entry.getByRole('button', { name: 'Ver comisiones' }).click();
    await entry.getByRole('cell', { name: 'Pagada' }).waitFor();
    await screenshot(m, 'admin-affiliates-desktop');

    await a.reload();
    await a.getByRole('tab', { name: 'Historial de Comisiones' }).click();
    await a.getByTestId('commissions-list').getByText('Pagada', { exact: true }).waitFor();
    await screenshot(a, 'affiliates-paid-desktop');

    expect(affiliate.errors).toEqual([]);
    expect(owner.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await Promise.all([affiliate.close(), owner.close(), admin.close()]);
  });

  it('invites a visitor to sign in, and shows the dashboard on a phone', async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile', { bypassCSP: true });
    await page.goto('/afiliados');
    await page.getByRole('button', { name: 'Convertirme en afiliado' }).click();
    await expect
      .poll(() => toast(page).textContent())
      .toContain('Debe iniciar sesión para convertirse en afiliado');
    await screenshot(page, 'affiliates-visitor-mobile');
    await signIn(page, 'owner');
    await page.goto('/afiliados');
    await page.getByRole('button', { name: 'Convertirme en afiliado' }).click();
    await page.getByTestId('referral-link').waitFor();
    await expectRasterBanners(page);
    await screenshot(page, 'affiliates-dashboard-mobile');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Historial de Comisiones' }).click();
    await page.getByLabel('Estado').selectOption('completed');
    expect(await seriousViolations(page)).toEqual([]);
    // Wider than a phone's screen: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('shows /admin/afiliados on a phone, accessibly', async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile', { bypassCSP: true });
    await signIn(page, 'admin');
    await page.goto('/admin/afiliados');
    await page.getByText('PPLATA25').waitFor();
    await page.getByRole('button', { name: 'Ver comisiones' }).first().click();
    await page.getByRole('table').first().waitFor();
    await screenshot(page, 'admin-affiliates-mobile');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(errors).toEqual([]);
    await close();
  });
});
