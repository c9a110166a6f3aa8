// Issue #32's words and details as people see them: the 911 button over none of owners' forms, the profile
// saying things once and in the right number, and the gallery's buttons whole at 1280 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, signIn } from './support/admin-fixtures';
import {
  hasBrowser,
  openPage,
  provesFlowAt,
  screenshot,
  useBrowser,
  type ViewportName,
} from './support/browser';
import { sidewaysOverflow, underEmergencyButton } from './support/layout';

async function ownedBusinessId(page: Page) {
  const mine = await call<{ businesses: { id: number }[] }>(page, 'GET', '/api/my/businesses');
  // The demo's business (the oldest): other files register new, inactive ones for this owner.
  return Math.min(...mine.body.businesses.map((b) => b.id));
}

describe.skipIf(!hasBrowser())("issue #32's words and details", () => {
  const browser = useBrowser();

  it.skipIf(!provesFlowAt('owner', 'mobile'))(
    "keeps the 911 button off the owner's forms' text and controls, and the wizard starts with the account's e-mail",
    async () => {
      const { page, errors, close } = await openPage(browser(), 'mobile');
      await page.goto('/');
      await signIn(page, 'owner');
      const me = await call<{ id: number; email: string }>(page, 'GET', '/api/auth/user');
      const businessId = await ownedBusinessId(page);
      for (const path of ['/registrar-negocio', '/mis-negocios', `/mi-negocio/${businessId}`]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Issue 41: the 911 button lives in the header, over nothing of the form.
        expect(await underEmergencyButton(page), path).toEqual([]);
      }
      // The wizard's last step (a draft left there): the contact fields filled from the account,
      // and the services it asks for.
      await page.evaluate(
        ({ id }) =>
          localStorage.setItem(
            `drd:registro-negocio:${id}`,
            JSON.stringify({ version: 1, savedAt: Date.now(), step: 3, values: {} }),
          ),
        { id: me.body.id },
      );
      await page.goto('/registrar-negocio');
      // The services are folded with the tagline on the last step (decision 033).
      await page.locator('summary', { hasText: 'Lema y servicios' }).click();
      await page.getByRole('group', { name: 'Servicios (opcional)' }).waitFor();
      expect(await page.locator('input[name="email"]').inputValue()).toBe(me.body.email);
      await page.getByLabel('Efectivo').check();
      await screenshot(page, 'words-wizard-mobile');
      expect(errors).toEqual([]);
      await close();
    },
  );

  it.skipIf(!provesFlowAt('visitor', 'mobile'))(
    "says 'Sin reseñas aún' once and shows only the services the owner declared",
    async () => {
      const { page, errors, close } = await openPage(browser(), 'mobile');
      await page.goto('/');
      const { body } = await call<{ businesses: { id: number; rating: number }[] }>(
        page,
        'GET',
        '/api/businesses?pageSize=50',
      );
      const unrated = body.businesses.find((b) => b.rating === 0);
      expect(unrated, 'a business without reviews').toBeDefined();
      await page.goto(`/negocio/${unrated!.id}`);
      await page.getByRole('heading', { name: /^Reseñas/ }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      expect(await page.getByText('Sin reseñas aún').count()).toBe(1);
      // Never a service crossed out: only what the owner ticked.
      expect(await page.getByLabel('No disponible').count()).toBe(0);
      await screenshot(page, 'words-profile-mobile');
      expect(errors).toEqual([]);
      await close();
    },
  );

  it.each<ViewportName>(['desktop'])(
    "keeps the gallery card's 'Editar' and 'Eliminar' whole at %s width",
    async (viewport) => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await page.goto('/');
      await signIn(page, 'owner');
      await page.goto(`/mi-negocio/${await ownedBusinessId(page)}`);
      await page.getByRole('tab', { name: 'Galería', exact: true }).waitFor();
      const items = page.getByTestId('gallery-item');
      // The demo business has photos (three a row at this width: the narrowest cards).
      await items.first().waitFor();
      const card = (await items.first().boundingBox())!;
      for (const name of ['Editar', 'Eliminar']) {
        const box = await items.first().getByRole('button', { name, exact: true }).boundingBox();
        // One line of text (a button broken mid-word is two lines tall), inside its card.
        expect(box!.height, name).toBeLessThan(48);
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(card.x + card.width);
      }
      expect(await sidewaysOverflow(page, 1280)).toBeLessThanOrEqual(0);
      await screenshot(page, `words-gallery-${viewport}`);
      expect(errors).toEqual([]);
      await close();
    },
  );
});
