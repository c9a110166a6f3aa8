// The whole review loop as people do it: the owner sends two FAQs, the administrator approves one
// and rejects the other with a note in /admin/submissions, a visitor's profile shows exactly the
// approved one, the owner reads the note; a visitor writes a review on the profile and confirms it
// through the mailed link, which publishes it with new stars and links back to the business; the
// owner answers it, and once the answer is approved the profile shows it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import type { PendingSubmission } from '@drd/shared/api/content/moderation';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { formatRating } from '@drd/shared/format';
import { seriousViolations } from './support/axe';
import { call, signIn, toast } from './support/admin-fixtures';
import { hasBrowser, openPage, screenshot, useBrowser } from './support/browser';
import { sidewaysOverflow } from './support/layout';
import { mailedReviewToken } from './support/reviews';

const detailOf = async (page: Page, id: number) =>
  (await call<BusinessDetail>(page, 'GET', `/api/businesses/detail/${id}`)).body;

describe.skipIf(!hasBrowser())('moderation, end to end', () => {
  const browser = useBrowser();

  it('publishes exactly what was approved, and a review with its answer changes the stars', async () => {
    const owner = await openPage(browser(), 'mobile', { bypassCSP: true });
    const admin = await openPage(browser(), 'desktop', { bypassCSP: true });
    const visitor = await openPage(browser(), 'mobile', { bypassCSP: true });
    const tag = Date.now().toString(36);
    await signIn(owner.page, 'owner');
    await signIn(admin.page, 'admin');
    const mine = await call<MyBusinessesAnswer>(owner.page, 'GET', '/api/my/businesses');
    const businessId = Math.min(...mine.body.businesses.map((b) => b.id));

    // The owner sends two FAQs from the panel.
    await owner.page.goto(`/mi-negocio/${businessId}`);
    await owner.page.getByRole('tab', { name: 'FAQs', exact: true }).click();
    for (const question of [`¿Tienen parqueo ${tag}?`, `¿Aceptan mascotas ${tag}?`]) {
      await owner.page.getByRole('button', { name: 'Agregar FAQ' }).click();
      const dialog = owner.page.getByRole('dialog');
      await dialog.getByLabel(/^Pregunta/).fill(question);
      await dialog.getByLabel(/^Respuesta/).fill('Sí, con gusto.');
      await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    // The administrator approves the first and rejects the second with a note.
    await admin.page.goto(`/admin/submissions?negocio=${businessId}&tipo=faqs`);
    const card = (text: string) => admin.page.getByTestId('submission').filter({ hasText: text });
    await card(`¿Tienen parqueo ${tag}?`).getByRole('button', { name: 'Revisar' }).click();
    const review = admin.page.getByRole('dialog');
    await review.getByRole('button', { name: 'Aprobar' }).click();
    await toast(admin.page).filter({ hasText: 'Cambio aprobado' }).first().waitFor();
    await review.waitFor({ state: 'detached' });
    await card(`¿Aceptan mascotas ${tag}?`).getByRole('button', { name: 'Revisar' }).click();
    await review
      .getByLabel(/Nota del administrador/)
      .fill('Responde solo lo que el negocio ofrece.');
    await review.getByRole('button', { name: 'Rechazar' }).click();
    await toast(admin.page).filter({ hasText: 'Cambio rechazado' }).first().waitFor();

    // The visitor sees exactly the approved one.
    await visitor.page.goto(`/negocio/${businessId}`);
    await visitor.page.getByText(`¿Tienen parqueo ${tag}?`).waitFor();
    expect(await visitor.page.getByText(`¿Aceptan mascotas ${tag}?`).count()).toBe(0);
    const before = await detailOf(visitor.page, businessId);
    expect(before.faqs.map((f) => f.question)).toContain(`¿Tienen parqueo ${tag}?`);
    expect(before.faqs.map((f) => f.question)).not.toContain(`¿Aceptan mascotas ${tag}?`);

    // The owner reads the administrator's note beside the rejected one.
    await owner.page.reload();
    await owner.page.getByRole('tab', { name: 'FAQs', exact: true }).click();
    const rejected = owner.page
      .getByTestId('faqs-item')
      .filter({ hasText: `¿Aceptan mascotas ${tag}?` });
    await rejected.getByText('Responde solo lo que el negocio ofrece.').waitFor();

    // A visitor writes a one-star review on the profile; the form says first when it goes public.
    await visitor.page.getByRole('button', { name: 'Escribir una reseña' }).click();
    const form = visitor.page.getByRole('form', { name: 'Escribir una reseña' });
    await form.getByText(/^Tu reseña se publica cuando confirmas tu correo/).waitFor();
    await form.getByRole('button', { name: 'Enviar reseña' }).click();
    await form.getByText('Elige de 1 a 5 estrellas').waitFor();
    await form.getByLabel('1 estrella').check({ force: true });
    await form.getByLabel(/^Comentario/).fill(`Esperamos mucho ${tag}`);
    await form.getByLabel('Tu nombre (opcional)').fill('Carmen');
    const email = `carmen.${tag}@correo.do`;
    await form.getByLabel(/^Tu correo/).fill(email);
    expect(await seriousViolations(visitor.page)).toEqual([]);
    expect(await sidewaysOverflow(visitor.page, 375)).toBe(0);
    await form.getByRole('button', { name: 'Enviar reseña' }).click();
    await visitor.page.getByText(/^Te enviamos un enlace para confirmar tu reseña/).waitFor();
    await screenshot(visitor.page, 'moderation-flow-review-sent-375');
    // Not public until the link of the e-mail is opened; then public at once, the stars moved.
    expect((await detailOf(visitor.page, businessId)).rating).toBe(before.rating);
    const token = await mailedReviewToken(email);
    await visitor.page.goto(`/resenas/confirmar?token=${encodeURIComponent(token)}`);
    await visitor.page.getByText(/^Tu reseña fue confirmada y ya está publicada/).waitFor();
    const back = visitor.page.getByRole('link', { name: /^Volver a / });
    expect(await back.getAttribute('href')).toMatch(new RegExp(`^/negocio/${businessId}-`));
    expect(await sidewaysOverflow(visitor.page, 375)).toBe(0);
    await screenshot(visitor.page, 'moderation-flow-review-confirmed-375');
    await back.click();
    await visitor.page
      .getByTestId('public-review')
      .filter({ hasText: `Esperamos mucho ${tag}` })
      .waitFor();
    const afterReview = await detailOf(visitor.page, businessId);
    expect(afterReview.rating).toBeLessThan(before.rating);

    // The owner answers it: nothing to approve.
    await owner.page.getByRole('tab', { name: 'Reseñas', exact: true }).click();
    const approved = owner.page.getByTestId('review').filter({ hasText: `Esperamos mucho ${tag}` });
    await approved.getByRole('button', { name: 'Responder' }).click();
    await approved.getByLabel(/^Tu respuesta/).fill(`Gracias, Carmen ${tag}`);
    await approved.getByRole('button', { name: 'Enviar respuesta' }).click();
    await approved.getByText('Pendiente de aprobación').waitFor();

    // The answer shows once approved.
    const queue = await call<{ submissions: PendingSubmission[] }>(
      admin.page,
      'GET',
      `/api/admin/pending-submissions?businessId=${businessId}&contentType=review-replies&pageSize=100`,
    );
    const reply = queue.body.submissions.find(
      (s) => s.changeData.reply === `Gracias, Carmen ${tag}`,
    );
    expect(reply).toBeDefined();
    expect(
      (
        await call(admin.page, 'POST', `/api/admin/submissions/${reply!.id}/approve`, {
          version: reply!.version,
        })
      ).status,
    ).toBe(200);
    await visitor.page.reload();
    const shown = visitor.page
      .getByTestId('public-review')
      .filter({ hasText: `Esperamos mucho ${tag}` });
    await shown.getByText(`Gracias, Carmen ${tag}`).waitFor();
    await visitor.page
      .getByLabel(`Calificación ${formatRating(afterReview.rating)} de 5`)
      .first()
      .waitFor({ state: 'attached' });
    await screenshot(visitor.page, 'moderation-flow-profile-375');
    expect([...owner.errors, ...admin.errors, ...visitor.errors]).toEqual([]);
    await Promise.all([owner.close(), admin.close(), visitor.close()]);
  });
});
