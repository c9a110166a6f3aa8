// 'Mis negocios' for a new owner: waiting for approval with the payment instructions (prices in
// US$ and RD$, the WhatsApp link and the receipt the administrator sees beside the payment),
// active once an administrator approves it and records the payment, and a renewal to a higher
// plan that leaves a new payment due; at phone and desktop widths, with large text, and refused to visitors. The server's clock
// is fixed (e2e/global-setup.ts), so the plan's dates are known.
import type { APIResponse, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { businessPath } from '@drd/shared/business-path';
import type { RegistrationAnswer, RegistrationBody } from '@drd/shared/api/registration';
import { seriousViolations } from './support/axe';
import { baseUrl, hasBrowser, openPage, screenshot, useBrowser } from './support/browser';
import {
  coveredControls,
  drawWholePage,
  setLargeText,
  sidewaysOverflow,
  smallTargets,
} from './support/layout';
import { drawnPicture } from './support/pictures';
import { receivedBody } from './support/admin-fixtures';

const PASSWORD = 'clave-del-dueno';

/** A write as the site's own page sends it (the origin guard wants its Origin and JSON). */
async function post(page: Page, url: string, data: unknown = {}): Promise<APIResponse> {
  const response = await page.request.post(url, { data, headers: { origin: baseUrl() } });
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return response;
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  return (await (await page.request.get(url)).json()) as T;
}

/** Puerto Plata and its first municipality, by the ids this server gave them. */
async function puertoPlata(page: Page) {
  type Place = { id: number; name: string };
  const provinces = await getJson<Place[]>(page, '/api/locations/provinces');
  const province = provinces.find((p) => p.name === 'Puerto Plata')!;
  const [municipality] = await getJson<Place[]>(
    page,
    `/api/locations/municipalities?provinceId=${province.id}`,
  );
  return { province: province.id, municipality: municipality!.id };
}

function registration(tag: string, place: { province: number; municipality: number }) {
  const day = { open: '08:00', close: '17:00', closed: false };
  const body: RegistrationBody = {
    name: `Ferretería Prueba ${tag}`,
    description: 'Herramientas, pinturas y materiales de construcción en Puerto Plata.',
    category: 1,
    address: 'Calle Beller 45',
    province: place.province,
    municipality: place.municipality,
    phone: `849${String(Date.now() % 10_000_000).padStart(7, '0')}`,
    email: `ferreteria_${tag}@correo.do`,
    packageId: 3,
    openingHours: {
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: day,
      sunday: { open: '00:00', close: '00:00', closed: true },
    },
  };
  return body;
}

const card = (page: Page) => page.getByTestId('my-business');

/** A plain picture standing for the photo of a transfer. */
const receiptPhoto = (page: Page) =>
  drawnPicture(page, {
    width: 800,
    height: 600,
    background: '#1d4ed8',
    boxes: [['#ffffff', 100, 100, 600, 80]],
  });

/** Layout checks of the phone width: nothing sideways, every control a finger's size. */
async function checkPhoneLayout(page: Page) {
  expect(await sidewaysOverflow(page, 375)).toBe(0);
  expect(await smallTargets(page)).toEqual([]);
}

describe.skipIf(!hasBrowser())('mis negocios', () => {
  const browser = useBrowser();

  it('follows a new business from approval to renewal, at 375 and 1280 px', async () => {
    const phone = await openPage(browser(), 'mobile', { bypassCSP: true });
    const laptop = await openPage(browser(), 'desktop', { bypassCSP: true });
    const admin = await openPage(browser(), 'desktop');
    const tag = Date.now().toString(36);
    const username = `e2e_dueno_${tag}`;
    await post(phone.page, '/api/auth/register', {
      username,
      email: `${username}@correo.do`,
      fullName: 'Rosa Taveras',
      password: PASSWORD,
    });
    await post(laptop.page, '/api/auth/login', { username, password: PASSWORD });
    const body = registration(tag, await puertoPlata(phone.page));
    const registered = (await (
      await post(phone.page, '/api/businesses/register', body)
    ).json()) as RegistrationAnswer;
    const businessId = registered.business.id;
    const firstPayment = registered.transaction.id;

    // Waiting for approval, with what to pay and how.
    for (const { page } of [phone, laptop]) {
      await page.goto('/mis-negocios');
      await page.getByRole('heading', { name: 'Mis negocios', level: 1 }).waitFor();
      await page.getByText('Referencia:').waitFor();
      expect(await card(page).count()).toBe(1);
      expect(await page.getByTestId('business-badge').textContent()).toBe(
        'Pendiente de aprobación',
      );
      const text = (await card(page).textContent()) ?? '';
      expect(text).toContain(body.name);
      expect(text).toContain('Plan anual');
      expect(text).toContain('US$ 150 (RD$ 9,000 aprox.)');
      expect(text).toContain('Transferencia bancaria');
      expect(text).toContain('Efectivo');
      expect(await page.getByTestId('payment-reference').textContent()).toBe(
        `DRD-${String(firstPayment).padStart(6, '0')}`,
      );
      // Not published yet: the name is no link to a page that does not exist.
      expect(await card(page).getByRole('link', { name: body.name, exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /Renovar/ }).count()).toBe(0);
      await page.getByRole('contentinfo').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    }
    await checkPhoneLayout(phone.page);
    await screenshot(phone.page, 'my-businesses-pending-375');
    await screenshot(laptop.page, 'my-businesses-pending-1280');

    // Paying later: the receipt goes to the directory's WhatsApp, or its photo is uploaded here.
    const reference = `DRD-${String(firstPayment).padStart(6, '0')}`;
    const whatsapp = new URL(
      String(await phone.page.getByTestId('payment-whatsapp').getAttribute('href')),
    );
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/18095550100');
    expect(whatsapp.searchParams.get('text')).toBe(
      `Hola, envío el comprobante del pago ${reference} de «${body.name}».`,
    );
    const upload = phone.page.getByRole('group', { name: 'Subir comprobante' });
    await upload.getByLabel('Elegir foto').setInputFiles({
      name: 'transferencia.png',
      mimeType: 'image/png',
      buffer: await receiptPhoto(phone.page),
    });
    const receipt = phone.page.getByTestId('payment-receipt');
    await receipt.waitFor({ timeout: 30_000 });
    expect(await receipt.getByRole('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(
      true,
    );
    const saved = phone.page.getByTestId('toast');
    await saved.getByText('Comprobante enviado', { exact: true }).waitFor();
    await saved.getByRole('button', { name: 'Cerrar' }).click();
    await saved.waitFor({ state: 'detached' });
    await checkPhoneLayout(phone.page);
    await screenshot(phone.page, 'my-businesses-receipt-375');

    // The administrator sees the receipt beside the payment, and the rate prices are shown at.
    await post(admin.page, '/api/auth/login', { username: 'admin', password: 'Admin2026!' });
    await admin.page.goto(`/admin/pagos?q=${reference}`);
    const item = admin.page.getByTestId('payment');
    const link = item.getByRole('link', { name: 'Ver comprobante' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^\/api\/uploads\/documents\/[0-9a-f]{32}$/);
    await expect
      .poll(() => link.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const rate = admin.page.getByRole('form', { name: 'Tasa del dólar' });
    // The same rate again: other files read prices at the server's default.
    await rate.getByRole('textbox', { name: /Pesos por dólar/ }).fill('60');
    await rate.getByRole('button', { name: 'Guardar tasa' }).click();
    await admin.page
      .getByTestId('toast')
      .getByText('Un plan de US$ 60 se verá como US$ 60 (RD$ 3,600 aprox.).')
      .waitFor();
    expect(await sidewaysOverflow(admin.page, 1280)).toBe(0);
    await screenshot(admin.page, 'admin-payment-receipt-1280');

    // An administrator approves it and records the payment.
    const pending = await getJson<{ id: number; version: number }[]>(
      admin.page,
      '/api/admin/businesses/pending',
    );
    const version = pending.find((b) => b.id === businessId)!.version;
    await post(admin.page, `/api/admin/businesses/${businessId}/approve`, { version });
    await post(
      admin.page,
      `/api/admin/payments/${firstPayment}/received`,
      await receivedBody(admin.page, firstPayment),
    );

    for (const { page } of [phone, laptop]) {
      await page.reload();
      await page.getByText('Plan activo hasta').waitFor();
      expect(await page.getByTestId('business-badge').textContent()).toBe('Activo');
      expect(await page.getByTestId('subscription-line').textContent()).toBe(
        'Plan activo hasta el 18 de noviembre de 2027 (quedan 365 días).',
      );
      expect(
        await card(page).getByRole('link', { name: body.name, exact: true }).getAttribute('href'),
      ).toBe(businessPath({ id: businessId, name: body.name }));
      expect(await page.getByTestId('payment-reference').count()).toBe(0);
    }
    await checkPhoneLayout(phone.page);
    await screenshot(phone.page, 'my-businesses-active-375');
    await screenshot(laptop.page, 'my-businesses-active-1280');

    // 'Renovar' shows the plan and the higher ones with their prices and where the new year
    // starts, then the new payment to make for the plan chosen.
    await phone.page.getByRole('button', { name: /Renovar/ }).click();
    const dialog = phone.page.getByRole('dialog');
    await dialog.waitFor();
    const offered = (await dialog.textContent()) ?? '';
    expect(offered).toContain(
      'Si pagas antes del 18 de noviembre de 2027, empieza ese día, al terminar el actual.',
    );
    expect(offered).toContain('Visibilidad Plus (tu plan actual)US$ 150 (RD$ 9,000 aprox.)/año');
    expect(offered).toContain('Impacto ProUS$ 250 (RD$ 15,000 aprox.)/año');
    expect(offered).toContain('Élite Destacado');
    expect(offered).not.toContain('Presencia Esencial');
    expect(await dialog.getByRole('radio', { name: /Visibilidad Plus/ }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: /Impacto Pro/ }).check();
    expect(await seriousViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'my-businesses-renew-dialog-375');
    await dialog.getByRole('button', { name: 'Renovar' }).click();
    await phone.page.getByText('Pago pendiente · Renovación').waitFor();
    const renewalReference = await phone.page.getByTestId('payment-reference').textContent();
    expect(renewalReference).toMatch(/^DRD-\d{6}$/);
    expect(renewalReference).not.toBe(`DRD-${String(firstPayment).padStart(6, '0')}`);
    expect(await card(phone.page).textContent()).toContain(
      'Renovación: US$ 250 (RD$ 15,000 aprox.)',
    );
    expect(await phone.page.getByRole('button', { name: /Renovar/ }).count()).toBe(0);
    await checkPhoneLayout(phone.page);
    await screenshot(phone.page, 'my-businesses-renewal-375');

    await laptop.page.reload();
    await laptop.page.getByText('Pago pendiente · Renovación').waitFor();
    expect(await laptop.page.getByTestId('payment-reference').textContent()).toBe(renewalReference);
    await screenshot(laptop.page, 'my-businesses-renewal-1280');

    // At 200 % text the phone still needs no sideways scrolling.
    await setLargeText(phone.page);
    await phone.page.goto('/mis-negocios');
    await phone.page.getByText('Pago pendiente · Renovación').waitFor();
    expect(
      await phone.page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
    ).toBe('32px');
    await drawWholePage(phone.page);
    expect(await sidewaysOverflow(phone.page, 375)).toBe(0);
    expect(await coveredControls(phone.page)).toEqual([]);
    await screenshot(phone.page, 'my-businesses-large-text-375');

    const mine = await getJson<MyBusinessesAnswer>(laptop.page, '/api/my/businesses');
    expect(mine.businesses.map((b) => b.id)).toEqual([businessId]);
    expect(phone.errors).toEqual([]);
    expect(laptop.errors).toEqual([]);
    await Promise.all([phone.close(), laptop.close(), admin.close()]);
  });

  it('is reached from the account menu and invites a user without businesses', async () => {
    const { page, errors, close } = await openPage(browser(), 'desktop', { bypassCSP: true });
    // A new account: every demo account may own a listing another file made (claims.e2e.ts
    // registers listings as the administrator).
    const username = `e2e_sin_negocios_${Date.now().toString(36)}`;
    await post(page, '/api/auth/register', {
      username,
      email: `${username}@correo.do`,
      fullName: 'Ana Jiménez',
      password: PASSWORD,
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Mi Cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Mis negocios' }).click();
    await page.waitForURL((url) => url.pathname === '/mis-negocios');
    await page.getByText('Aún no tienes negocios registrados').waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: 'Registrar mi negocio' })
        .getAttribute('href'),
    ).toBe('/registrar-negocio');
    await page.getByRole('contentinfo').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'my-businesses-empty-1280');
    expect(errors).toEqual([]);
    await close();
  });

  it.each(['mobile', 'desktop'] as const)('sends a visitor to sign in (%s)', async (viewport) => {
    const { page, close } = await openPage(browser(), viewport);
    await page.goto('/mis-negocios');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/mis-negocios');
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    await close();
  });
});
