// Claims on an owned listing, at a phone's and a desktop's width: the admin's decision on a claim
// that changed meanwhile (the owner objected) is refused with the queue's stale message, and the
// owner objects from 'Mis negocios' to a scheduled move. The admin owns the listing, so no demo
// account changes role or loses a business.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, openPage, useBrowser, type ViewportName, flowWidths } from './support/browser';
import { call, registerBusiness, shot, signIn, toast } from './support/admin-fixtures';

const STALE = 'Este cambio se modificó mientras lo revisabas';
const NOTE = 'Soy la dueña: el local está a mi nombre desde 2019.';

/** A listing of the admin's, claimed by the demo owner; answers the claim's id and version. */
async function claimedListing(browser: Browser, admin: Page, viewport: ViewportName) {
  const listing = await registerBusiness(admin);
  const claimant = await openPage(browser, viewport);
  await signIn(claimant.page, 'owner');
  const claim = await call<{ id: number }>(
    claimant.page,
    'POST',
    `/api/businesses/${listing.id}/claims`,
    { note: NOTE },
  );
  expect(claim.status).toBe(201);
  await claimant.close();
  return { listing, claimId: claim.body.id };
}

/** Browser errors other than the 409 the test provokes on purpose. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('409'));

describe.skipIf(!hasBrowser())('claims on an owned listing', () => {
  const browser = useBrowser();

  describe.each(flowWidths('owner'))('at %s width', (viewport) => {
    it('refuses a decision on a claim that changed while the admin looked at it', async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await signIn(page, 'admin');
      const { claimId } = await claimedListing(browser(), page, viewport);
      await page.goto('/admin/reclamos');
      const item = page.locator(`[data-claim-id="${claimId}"]`);
      await item.getByText(NOTE).waitFor();

      // The listing's owner objects after the list was drawn: the version on screen is old.
      const objected = await call(page, 'POST', `/api/claims/${claimId}/object`, {
        reason: 'El negocio es mío, no conozco a esta persona.',
      });
      expect(objected.status).toBe(200);
      await item.getByRole('button', { name: 'Aprobar' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
      await item.getByText(STALE).waitFor();
      // Nothing was applied; the list now shows the objection, and a decision on it goes through.
      await item.getByText('El negocio es mío, no conozco a esta persona.').waitFor();
      await item.getByText('Objeción del dueño actual', { exact: false }).waitFor();
      await shot(page, `claims-stale-${viewport}`);
      await item.getByRole('button', { name: 'Rechazar' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Motivo del rechazo').fill('El dueño mostró su registro.');
      await dialog.getByRole('button', { name: 'Rechazar' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Reclamo rechazado');
      await item.waitFor({ state: 'detached' });
      expect(unexpected(errors)).toEqual([]);
      await close();
    });

    it("the owner sees an approved claim's date in 'Mis negocios' and objects", async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await signIn(page, 'admin');
      const { listing, claimId } = await claimedListing(browser(), page, viewport);
      const queue = await call<{ id: number; version: number }[]>(page, 'GET', '/api/admin/claims');
      const seen = queue.body.find((c) => c.id === claimId)!;
      const approved = await call(page, 'POST', `/api/admin/claims/${claimId}/approve`, {
        version: seen.version,
      });
      expect(approved.status).toBe(200);

      await page.goto('/mis-negocios');
      const notice = page.getByTestId('claim-on-mine').filter({ hasText: `«${listing.name}»` });
      await notice.getByText('pasará a otra persona el', { exact: false }).waitFor();
      await shot(page, `claim-notice-${viewport}`);
      await notice.getByRole('button', { name: 'Objetar' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Enviar objeción' }).click();
      await dialog.getByText('El motivo debe tener al menos 10 caracteres').waitFor();
      await dialog.getByLabel('Motivo').fill('Este negocio es mío desde que lo abrí.');
      await shot(page, `claim-objection-dialog-${viewport}`, false);
      await dialog.getByRole('button', { name: 'Enviar objeción' }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Objeción enviada');
      await notice.getByText('Objetaste este reclamo', { exact: false }).waitFor();
      expect(await notice.getByRole('button', { name: 'Objetar' }).count()).toBe(0);
      await shot(page, `claim-objected-${viewport}`);

      // Back in the admins' queue, with the owner's reason.
      await page.goto('/admin/reclamos');
      await page
        .locator(`[data-claim-id="${claimId}"]`)
        .getByText('Este negocio es mío desde que lo abrí.')
        .waitFor();
      expect(errors).toEqual([]);
      await close();
    });
  });
});
