// Hours as Dominicans keep them: the owner gives Friday a break ('Agregar horario partido') at
// 375 px, an administrator approves, and the profile's week shows both ranges; from the panel's
// 'Horarios especiales' the owner closes a date and closes temporarily, and the profile shows
// both at once. The editor's and the card's layout at 1280 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OwnerProfile } from '@drd/shared/api/content/profile';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { businessPath } from '@drd/shared/business-path';
import { dayAndMonth, dominicanDate } from '@drd/shared/hours-exceptions';
import { call, signIn, submissionVersion, toast } from './support/admin-fixtures';
import { hasBrowser, openPage, screenshot, useBrowser } from './support/browser';
import { sidewaysOverflow } from './support/layout';

async function put(page: Page, url: string, body: unknown, method: 'PUT' | 'DELETE' = 'PUT') {
  return page.evaluate(
    async ({ url, body, method }) => {
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { url, body, method },
  );
}

async function ownBusiness(page: Page) {
  const mine = await call<MyBusinessesAnswer>(page, 'GET', '/api/my/businesses');
  return mine.body.businesses.find((b) => b.isActive) ?? mine.body.businesses[0]!;
}

async function openEditor(page: Page, id: number) {
  await page.goto(`/mi-negocio/${id}`);
  const info = page.getByRole('region', { name: 'Información del negocio' });
  await info.getByRole('button', { name: 'Editar' }).click();
  return page.getByRole('form', { name: 'Editar información del negocio' });
}

describe.skipIf(!hasBrowser())('hours', () => {
  const browser = useBrowser();

  it('an owner splits Friday at 375 px and, once approved, the profile shows both ranges', async () => {
    const owner = await openPage(browser(), 'mobile');
    const admin = await openPage(browser(), 'desktop');
    await signIn(owner.page, 'owner');
    await signIn(admin.page, 'admin');
    const own = await ownBusiness(owner.page);

    const form = await openEditor(owner.page, own.id);
    const email = form.getByRole('textbox', { name: 'Email', exact: true });
    if (!(await email.inputValue())) await email.fill('contacto@negocio.do');
    await form.getByLabel('Viernes: abierto').check();
    await form.getByRole('button', { name: 'Viernes: agregar horario partido' }).click();
    await form.getByLabel('Viernes: abre a las', { exact: true }).fill('08:00');
    await form.getByLabel('Viernes: cierra a las', { exact: true }).fill('12:00');
    await form.getByLabel('Viernes: abre a las (segundo horario)').fill('14:00');
    await form.getByLabel('Viernes: cierra a las (segundo horario)').fill('18:00');
    expect(await sidewaysOverflow(owner.page, 375)).toBe(0);
    await screenshot(owner.page, 'hours-editor-375');
    await form.getByRole('button', { name: 'Enviar para aprobación' }).click();
    await toast(owner.page).getByText('Cambios enviados', { exact: true }).waitFor();

    const profile = (
      await call<OwnerProfile>(owner.page, 'GET', `/api/businesses/${own.id}/profile`)
    ).body;
    const submissionId = profile.pendingChange!.submissionId;
    const approved = await call(
      admin.page,
      'POST',
      `/api/admin/submissions/${submissionId}/approve`,
      {
        version: await submissionVersion(admin.page, submissionId),
      },
    );
    expect(approved.status).toBe(200);

    await owner.page.goto(businessPath(own));
    const friday = owner.page.getByRole('row', { name: /Viernes/ });
    await friday.waitFor();
    expect(await friday.textContent()).toContain('08:00 – 12:00, 14:00 – 18:00');
    expect(await sidewaysOverflow(owner.page, 375)).toBe(0);
    await screenshot(owner.page, 'hours-profile-375');

    expect(owner.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await owner.close();
    await admin.close();
  });

  it('an owner closes a date and closes temporarily from the panel at 375 px', async () => {
    const { page, errors, close } = await openPage(browser(), 'mobile');
    await signIn(page, 'owner');
    const own = await ownBusiness(page);
    const holiday = dominicanDate(new Date(), 3);
    const reopens = dominicanDate(new Date(), 30);
    try {
      await page.goto(`/mi-negocio/${own.id}`);
      const card = page.getByRole('region', { name: 'Horarios especiales' });
      const form = card.getByRole('form', { name: 'Agregar fecha especial' });
      await form.getByLabel('Fecha', { exact: true }).fill(holiday);
      await form.getByRole('button', { name: 'Guardar fecha especial' }).click();
      await toast(page).getByText('Fecha especial guardada').waitFor();
      await card.getByText(`${dayAndMonth(holiday)}: Cerrado`).waitFor();

      await card.getByLabel('Reabre el (opcional)').fill(reopens);
      await card.getByRole('switch', { name: /Cerrado temporalmente/ }).click();
      const label = `Cerrado temporalmente · reabre el ${dayAndMonth(reopens)}`;
      await card.getByText(`Tu perfil dice: ${label}`).waitFor();
      expect(await sidewaysOverflow(page, 375)).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'special-hours-card-375');

      await page.goto(businessPath(own));
      await page.getByText(label).first().waitFor();
      await page.getByTestId('profile-special-dates').getByText(dayAndMonth(holiday)).waitFor();
      expect(await sidewaysOverflow(page, 375)).toBe(0);
      await screenshot(page, 'special-hours-profile-375');
    } finally {
      await put(page, `/api/businesses/${own.id}/closure`, { temporarilyClosed: false });
      const list = await call<{ specialHours: { id: number }[] }>(
        page,
        'GET',
        `/api/businesses/${own.id}/special-hours`,
      );
      for (const s of list.body.specialHours) {
        await put(page, `/api/businesses/${own.id}/special-hours/${s.id}`, {}, 'DELETE');
      }
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('lays the split editor out at 1280 px', async () => {
    const { page, errors, close } = await openPage(browser(), 'desktop');
    await signIn(page, 'owner');
    const form = await openEditor(page, (await ownBusiness(page)).id);
    await form.getByLabel('Sábado: abierto').check();
    await form.getByRole('button', { name: 'Sábado: agregar horario partido' }).click();
    await form.getByLabel('Sábado: abre a las (segundo horario)').waitFor();
    expect(await sidewaysOverflow(page, 1280)).toBe(0);
    await screenshot(page, 'hours-editor-1280');
    const card = page.getByRole('region', { name: 'Horarios especiales' });
    await card.getByRole('button', { name: 'Guardar fecha especial' }).scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(page, 1280)).toBe(0);
    await screenshot(page, 'special-hours-card-1280');
    expect(errors).toEqual([]);
    await close();
  });
});
