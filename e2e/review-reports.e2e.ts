// Reviews no one can curate (decision 014): the owner reports a public review with a reason (never
// hides nor deletes it) and sees 'Reportada: sigue publicada…', on a phone and a laptop; the
// administrator keeps one reported review and removes another with a reason at /admin/resenas;
// the owner cannot review their own business from the profile's form.
import { describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { seriousViolations } from './support/axe';
import { call, signIn, toast } from './support/admin-fixtures';
import { hasBrowser, openPage, screenshot, useBrowser, VIEWPORTS } from './support/browser';
import { sidewaysOverflow } from './support/layout';
import { writeConfirmedReview } from './support/reviews';

describe.skipIf(!hasBrowser())('reported reviews', () => {
  const browser = useBrowser();

  // Once, each person at their width: the owner reports one review on a phone and the other on a
  // laptop (the dialog and 'Reportada…' at both widths), the administrator decides at 1280 px;
  // /admin/resenas at 375 px is in admin.e2e.ts's sweep (docs/decisions/036-browser-suite-time.md).
  it('the owner reports (375 and 1280 px), the admin keeps or removes (1280 px)', async () => {
    const phone = await openPage(browser(), 'mobile', { bypassCSP: true });
    const laptop = await openPage(browser(), 'desktop', { bypassCSP: true });
    const admin = await openPage(browser(), 'desktop', { bypassCSP: true });
    const tag = Date.now().toString(36);
    await signIn(phone.page, 'owner');
    await signIn(laptop.page, 'owner');
    await signIn(admin.page, 'admin');
    const mine = await call<MyBusinessesAnswer>(phone.page, 'GET', '/api/my/businesses');
    const businessId = Math.min(...mine.body.businesses.map((b) => b.id));
    const kept = `Nunca me atendieron ${tag}`;
    const gone = `Insultos al personal ${tag}`;
    for (const comment of [kept, gone]) {
      await writeConfirmedReview(browser(), businessId, {
        rating: 1,
        comment,
        reviewerName: 'Rosa',
      });
    }

    // The owner reports both from the panel: a reason is required, then 'Reportada…', still public.
    for (const [owner, viewport, comment, reason] of [
      [phone, 'mobile', kept, 'No es cliente del negocio'],
      [laptop, 'desktop', gone, 'Insulta a nuestros empleados'],
    ] as const) {
      await owner.page.goto(`/mi-negocio/${businessId}`);
      await owner.page.getByRole('tab', { name: 'Reseñas', exact: true }).click();
      const card = owner.page.getByTestId('review').filter({ hasText: comment });
      expect(await card.getByRole('button', { name: /Eliminar|Borrar/ }).count()).toBe(0);
      await card.getByRole('button', { name: 'Reportar' }).click();
      const dialog = owner.page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Reportar' }).click();
      await dialog.getByText('Escribe el motivo').waitFor();
      await screenshot(owner.page, `review-report-dialog-${viewport}`);
      await dialog.getByLabel(/^Motivo del reporte/).fill(reason);
      await dialog.getByRole('button', { name: 'Reportar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card
        .getByText(/^Reportada: sigue publicada hasta que un administrador la revise/)
        .waitFor();
      expect(await card.getByRole('button', { name: 'Reportar' }).count()).toBe(0);
      await toast(owner.page).filter({ hasText: 'Reseña reportada' }).first().waitFor();
      expect(await seriousViolations(owner.page)).toEqual([]);
      expect(await sidewaysOverflow(owner.page, VIEWPORTS[viewport].width)).toBe(0);
      await screenshot(owner.page, `review-reported-${viewport}`);
    }

    // Both stay public while they wait.
    const waiting = await call<BusinessDetail>(
      admin.page,
      'GET',
      `/api/businesses/detail/${businessId}`,
    );
    expect(waiting.body.reviews.map((r) => r.comment)).toEqual(
      expect.arrayContaining([kept, gone]),
    );

    // The administrator keeps one and removes the other with a reason.
    await admin.page.goto('/admin/resenas');
    const item = (comment: string) =>
      admin.page.getByTestId('reported-review').filter({ hasText: comment });
    await item(kept).getByText('No es cliente del negocio').waitFor();
    await item(gone).getByText('Insulta a nuestros empleados').waitFor();
    expect(await seriousViolations(admin.page)).toEqual([]);
    expect(await sidewaysOverflow(admin.page, VIEWPORTS.desktop.width)).toBe(0);
    await screenshot(admin.page, 'admin-reported-reviews-desktop');
    await item(kept).getByText('Sigue publicada mientras decides.').waitFor();
    await item(kept).getByRole('button', { name: 'Mantener publicada' }).click();
    await toast(admin.page).filter({ hasText: 'La reseña sigue publicada' }).first().waitFor();
    await item(kept).waitFor({ state: 'detached' });
    await item(gone).getByRole('button', { name: 'Retirar' }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel(/^Motivo del retiro/).fill('Lenguaje ofensivo');
    await screenshot(admin.page, 'admin-remove-review-desktop');
    await dialog.getByRole('button', { name: 'Retirar' }).click();
    await toast(admin.page).filter({ hasText: 'La reseña fue retirada' }).first().waitFor();
    await item(gone).waitFor({ state: 'detached' });

    const detail = await call<BusinessDetail>(
      admin.page,
      'GET',
      `/api/businesses/detail/${businessId}`,
    );
    const comments = detail.body.reviews.map((r) => r.comment);
    expect(comments).toContain(kept);
    expect(comments).not.toContain(gone);
    expect([...phone.errors, ...laptop.errors, ...admin.errors]).toEqual([]);
    await Promise.all([phone.close(), laptop.close(), admin.close()]);
  });

  it('tells the owner they cannot review their own business', async () => {
    const owner = await openPage(browser(), 'mobile', { bypassCSP: true });
    await signIn(owner.page, 'owner');
    const mine = await call<MyBusinessesAnswer>(owner.page, 'GET', '/api/my/businesses');
    const businessId = Math.min(...mine.body.businesses.map((b) => b.id));
    await owner.page.goto(`/negocio/${businessId}`);
    await owner.page.getByRole('button', { name: 'Escribir una reseña' }).click();
    const form = owner.page.getByRole('form', { name: 'Escribir una reseña' });
    await form.getByText(/^Tu reseña se publica cuando confirmas tu correo/).waitFor();
    await form.getByLabel('5 estrellas').check({ force: true });
    await form.getByLabel(/^Comentario/).fill('El mejor negocio');
    await form.getByRole('button', { name: 'Enviar reseña' }).click();
    await form.getByText('No puedes reseñar tu propio negocio').waitFor();
    await screenshot(owner.page, 'review-own-business-375');
    expect(owner.errors.filter((e) => !e.includes('403'))).toEqual([]);
    await owner.close();
  });
});
