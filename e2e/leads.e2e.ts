// Leads (decision 017) at a phone's and a desktop's width: a visitor writes to a business from its
// profile; the owner finds it unread in the panel's 'Mensajes' tab, answers by WhatsApp with the
// message quoted, and it turns read.
import { describe, expect, it } from 'vitest';
import { leadWhatsappText } from '@drd/shared/api/leads';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { whatsappLinkWithText } from '@drd/shared/whatsapp';
import { seriousViolations } from './support/axe';
import { call, signIn } from './support/admin-fixtures';
import { hasBrowser, openPage, screenshot, useBrowser, type ViewportName } from './support/browser';
import { sidewaysOverflow } from './support/layout';

describe.skipIf(!hasBrowser())('leads', () => {
  const browser = useBrowser();

  it.each<ViewportName>(['mobile', 'desktop'])(
    'a visitor writes from the profile and the owner reads it, at %s width',
    async (viewport) => {
      const width = viewport === 'mobile' ? 375 : 1280;
      const owner = await openPage(browser(), viewport, { bypassCSP: true });
      const visitor = await openPage(browser(), viewport, { bypassCSP: true });
      await signIn(owner.page, 'owner');
      const mine = await call<MyBusinessesAnswer>(owner.page, 'GET', '/api/my/businesses');
      const businessId = Math.min(...mine.body.businesses.map((b) => b.id));
      const message = `¿Tienen mesa para 4 el sábado? ${viewport} ${Date.now().toString(36)}`;

      await visitor.page.goto(`/negocio/${businessId}`);
      await visitor.page.getByRole('button', { name: 'Escribir al negocio' }).click();
      const form = visitor.page.getByRole('form', { name: 'Enviar un mensaje' });
      await form.getByLabel(/^Tu nombre/).fill('Carmen Rosario');
      await form.getByLabel(/^Teléfono o WhatsApp/).fill('809-555-0147');
      await form.getByRole('button', { name: 'Enviar mensaje' }).click();
      // Nothing typed is lost when the form refuses.
      await form.getByText('Escribe tu mensaje').waitFor();
      expect(await form.getByLabel(/^Tu nombre/).inputValue()).toBe('Carmen Rosario');
      await form.getByLabel(/^Mensaje/).fill(message);
      await screenshot(visitor.page, `lead-form-${viewport}`);
      await form.getByRole('button', { name: 'Enviar mensaje' }).click();
      await visitor.page.getByText('Mensaje enviado. El negocio te responderá').waitFor();
      expect(await sidewaysOverflow(visitor.page, width)).toBe(0);
      await screenshot(visitor.page, `lead-sent-${viewport}`);

      await owner.page.goto('/mis-negocios');
      await owner.page.getByTestId('unread-leads').first().waitFor();
      await owner.page.goto(`/mi-negocio/${businessId}`);
      await owner.page.getByRole('tab', { name: /^Mensajes/ }).click();
      const card = owner.page.getByTestId('lead').filter({ hasText: message });
      await card.getByText('Nuevo', { exact: true }).waitFor();
      const link = card.getByRole('link', { name: 'Responder por WhatsApp' });
      expect(await link.getAttribute('href')).toBe(
        whatsappLinkWithText('809-555-0147', leadWhatsappText('Carmen Rosario', message)),
      );
      expect(await seriousViolations(owner.page)).toEqual([]);
      expect(await sidewaysOverflow(owner.page, width)).toBe(0);
      await screenshot(owner.page, `lead-inbox-unread-${viewport}`);
      await card.getByRole('button', { name: 'Marcar como leído' }).click();
      await card.getByRole('button', { name: 'Marcar como no leído' }).waitFor();
      expect(await card.getByText('Nuevo', { exact: true }).count()).toBe(0);
      await screenshot(owner.page, `lead-inbox-read-${viewport}`);

      expect([...owner.errors, ...visitor.errors]).toEqual([]);
      await Promise.all([owner.close(), visitor.close()]);
    },
  );
});
