// An invitation is for its address (issue #41), on a phone: the page names the business, who
// invited and what it gives before any button; another account that opens the link is refused
// with the address masked; signed out, 'Crear cuenta' comes prefilled with the invited address,
// and that account accepts once its e-mail is confirmed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BusinessPeople } from '@drd/shared/api/managers';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { call, signIn } from './support/admin-fixtures';
import { seriousViolations } from './support/axe';
import {
  flowWidths,
  hasBrowser,
  openPage,
  screenshot,
  useBrowser,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { sidewaysOverflow } from './support/layout';
import { mailedMatch } from './support/mailbox';

async function ownBusiness(page: Page) {
  const mine = await call<MyBusinessesAnswer>(page, 'GET', '/api/my/businesses');
  return mine.body.businesses.find((b) => b.isActive && b.role === 'owner')!;
}

async function mailedLink(email: string, path: string): Promise<URL> {
  const match = await mailedMatch(email, new RegExp(`https?://\\S+${path}\\?token=\\S+`));
  return new URL(match[0]);
}

describe.skipIf(!hasBrowser())('an invitation is for its address', () => {
  const browser = useBrowser();

  for (const viewport of flowWidths('owner')) {
    it(`refuses another account and lets the invited one in (${viewport})`, async () => {
      const width = VIEWPORTS[viewport].width;
      const owner = await openPage(browser(), viewport, { bypassCSP: true });
      await signIn(owner.page, 'owner');
      const business = await ownBusiness(owner.page);
      const tag = Date.now().toString(36);
      const email = `invitada_${tag}@correo.do`;
      const masked = 'i•••@correo.do';
      const sent = await call(owner.page, 'POST', `/api/businesses/${business.id}/invitations`, {
        email,
      });
      expect(sent.status).toBe(201);
      const link = await mailedLink(email, '/invitacion');
      expect(link.hash).toBe(`#correo=${encodeURIComponent(email)}`);
      const path = `${link.pathname}${link.search}${link.hash}`;
      const offer = `Te invitan a gestionar «${business.name}»`;

      // The wrong account: the page says what the link gives, and the accept is refused.
      const stranger = await openPage(browser(), viewport, { bypassCSP: true });
      await signIn(stranger.page, 'user');
      await stranger.page.goto(path);
      await stranger.page.getByText(offer).waitFor();
      await stranger.page.getByText(masked).waitFor();
      await stranger.page.getByRole('button', { name: 'Aceptar invitación' }).click();
      await stranger.page
        .getByRole('alert')
        .getByText(`Esta invitación es para otra dirección de correo (${masked})`)
        .waitFor();
      expect(await stranger.page.content()).not.toContain(email);
      expect(await sidewaysOverflow(stranger.page, width)).toBe(0);
      expect(await seriousViolations(stranger.page)).toEqual([]);
      await screenshot(stranger.page, `invitation-wrong-account-${viewport}`);

      // Signed out: the same words, then 'Crear cuenta' with the address filled in.
      const invitee = await openPage(browser(), viewport, { bypassCSP: true });
      await invitee.page.goto(path);
      await invitee.page.getByText(offer).waitFor();
      await invitee.page.getByRole('link', { name: 'Entrar' }).waitFor();
      expect(await invitee.page.getByRole('button', { name: 'Aceptar invitación' }).count()).toBe(
        0,
      );
      expect(await sidewaysOverflow(invitee.page, width)).toBe(0);
      expect(await seriousViolations(invitee.page)).toEqual([]);
      await screenshot(invitee.page, `invitation-signed-out-${viewport}`);
      await invitee.page.getByRole('link', { name: 'Crear cuenta' }).click();
      const emailField = invitee.page.getByLabel('Correo electrónico');
      await emailField.waitFor();
      expect(await emailField.inputValue()).toBe(email);
      await invitee.page.getByLabel('Nombre de usuario').fill(`invitada_${tag}`);
      await invitee.page.getByLabel('Nombre completo').fill('Altagracia Invitada');
      await invitee.page.locator('input[name="password"]').fill('Clave-Invitada-26');
      await invitee.page.getByLabel('Confirmar contraseña').fill('Clave-Invitada-26');
      await invitee.page.getByRole('button', { name: 'Crear cuenta' }).click();
      await invitee.page.waitForURL((url) => url.pathname === '/invitacion');

      // Not confirmed yet: told what to do, not accepted.
      await invitee.page.getByRole('button', { name: 'Aceptar invitación' }).click();
      await invitee.page
        .getByRole('alert')
        .getByText(
          `Confirma tu correo antes de aceptar: abre el enlace que te enviamos a ${masked}`,
        )
        .waitFor();
      const confirm = await mailedLink(email, '/verificar-correo');
      await invitee.page.goto(`${confirm.pathname}${confirm.search}`);
      await invitee.page.getByText('Correo confirmado').waitFor();
      await invitee.page.goto(path);
      await invitee.page.getByRole('button', { name: 'Aceptar invitación' }).click();
      await invitee.page.getByText('Ahora gestionas este negocio').waitFor();
      await screenshot(invitee.page, `invitation-accepted-${viewport}`);

      // The owner's list keeps its room for the other flows: the new manager goes again.
      const people = await call<BusinessPeople>(
        owner.page,
        'GET',
        `/api/businesses/${business.id}/people`,
      );
      const joined = people.body.managers.find((m) => m.email === email);
      expect(joined?.fullName).toBe('Altagracia Invitada');
      const removed = await owner.page.evaluate(async (url) => {
        const response = await fetch(url, {
          method: 'DELETE',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        });
        return response.status;
      }, `/api/businesses/${business.id}/managers/${joined!.userId}`);
      expect(removed).toBe(200);

      // The refusals are answers the page shows, which the browser also logs as failed loads.
      const refusals = /status of 403/;
      for (const opened of [owner, stranger, invitee]) {
        expect(opened.errors.filter((e) => !refusals.test(e))).toEqual([]);
        await opened.close();
      }
    });
  }

  // The page at the other width, signed out: open, look, no sideways scroll.
  const other = (['mobile', 'desktop'] as ViewportName[]).filter(
    (v) => !flowWidths('owner').includes(v),
  );
  for (const viewport of other) {
    it(`lays out the invitation page at ${VIEWPORTS[viewport].width} px`, async () => {
      const owner = await openPage(browser(), viewport);
      await signIn(owner.page, 'owner');
      const business = await ownBusiness(owner.page);
      const email = `vista_${Date.now().toString(36)}@correo.do`;
      const sent = await call(owner.page, 'POST', `/api/businesses/${business.id}/invitations`, {
        email,
      });
      expect(sent.status).toBe(201);
      const link = await mailedLink(email, '/invitacion');
      const visitor = await openPage(browser(), viewport);
      await visitor.page.goto(`${link.pathname}${link.search}${link.hash}`);
      await visitor.page.getByText(`Te invitan a gestionar «${business.name}»`).waitFor();
      await visitor.page.getByRole('link', { name: 'Crear cuenta' }).waitFor();
      expect(await sidewaysOverflow(visitor.page, VIEWPORTS[viewport].width)).toBe(0);
      await screenshot(visitor.page, `invitation-signed-out-${viewport}`);
      // The open invitation holds one of the five seats: cancelled again.
      const people = await call<BusinessPeople>(
        owner.page,
        'GET',
        `/api/businesses/${business.id}/people`,
      );
      const open = people.body.invitations.find((i) => i.email === email)!;
      const revoked = await owner.page.evaluate(async (url) => {
        const response = await fetch(url, {
          method: 'DELETE',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        });
        return response.status;
      }, `/api/businesses/${business.id}/invitations/${open.id}`);
      expect(revoked).toBe(200);
      expect(owner.errors).toEqual([]);
      expect(visitor.errors).toEqual([]);
      await visitor.close();
      await owner.close();
    });
  }
});
