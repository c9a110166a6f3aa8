// What the administrator is told beside a decision (issue 41): a new business's card says which
// listing its owner said it is not, and how far ('El dueño indicó que no es «…», a 40 m'); a change
// that would void a verification says 'Aprobar este cambio retira la verificación'. At 1280 px
// (the administrator's width) and 375 px.
import { describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import type { PendingSubmission } from '@drd/shared/api/content/moderation';
import { call, registerBusiness, shot, signIn } from './support/admin-fixtures';
import { hasBrowser, openPage, useBrowser, VIEWPORTS } from './support/browser';
import { sidewaysOverflow } from './support/layout';

const PASSWORD = 'clave-segura-2026';

describe.skipIf(!hasBrowser())("the administrator's warnings", () => {
  const browser = useBrowser();

  it("shows the dismissed duplicate on the new business's card", async () => {
    const owner = await openPage(browser(), 'mobile');
    const username = `e2e_duplicado_${Date.now().toString(36)}`;
    await owner.page.goto('/');
    const registered = await call(owner.page, 'POST', '/api/auth/register', {
      username,
      email: `${username}@correo.do`,
      fullName: 'Ramón Tavárez',
      password: PASSWORD,
    });
    expect(registered.status).toBe(201);
    // The same phone as a listed business makes the registration a possible duplicate of it.
    const listed = await registerBusiness(owner.page, { coords: { lat: 19.79, lng: -70.69 } });
    const admin = await openPage(browser(), 'desktop');
    await signIn(admin.page, 'admin');
    const approve = async (id: number) => {
      const pending = await call<{ id: number; version: number }[]>(
        admin.page,
        'GET',
        '/api/admin/businesses/pending',
      );
      const version = pending.body.find((b) => b.id === id)!.version;
      const approved = await call(admin.page, 'POST', `/api/admin/businesses/${id}/approve`, {
        version,
      });
      expect(approved.status).toBe(200);
    };
    await approve(listed.id);
    const { body: shown } = await call<BusinessDetail>(
      owner.page,
      'GET',
      `/api/businesses/detail/${listed.id}`,
    );
    // About 40 m north: 0.00036° of latitude.
    const near = { coords: { lat: 19.79036, lng: -70.69 }, pinConfirmed: true, phone: shown.phone };
    const business = await registerBusiness(owner.page, { ...near, notDuplicateOf: [listed.id] });
    await admin.close();
    await owner.close();

    for (const viewport of ['desktop', 'mobile'] as const) {
      const admin = await openPage(browser(), viewport);
      await signIn(admin.page, 'admin');
      await admin.page.goto('/admin/negocios');
      const card = admin.page.getByTestId('pending-business').filter({ hasText: business.name });
      const note = card.getByTestId('dismissed-duplicates');
      await note.waitFor();
      expect(await note.textContent()).toBe(`El dueño indicó que no es «${listed.name}», a 40 m`);
      await card.scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(admin.page, VIEWPORTS[viewport].width)).toBeLessThanOrEqual(0);
      await shot(admin.page, `admin-dismissed-duplicate-${viewport}`, false);
      await admin.close();
    }
  });

  it('draws the verification warning beside a change in the queue', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const admin = await openPage(browser(), viewport);
      await signIn(admin.page, 'admin');
      // The flag's rule is the API's (verification-void.test.ts); here the screen draws it on the
      // queue's first change, whatever that is.
      await admin.page.route('**/api/admin/pending-submissions?*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { submissions: PendingSubmission[] };
        body.submissions = body.submissions.map((s, i) => ({ ...s, voidsVerification: i === 0 }));
        await route.fulfill({ response, json: body });
      });
      await admin.page.goto('/admin/submissions');
      const warning = admin.page.getByTestId('verification-void');
      await warning.first().waitFor();
      expect(await warning.count()).toBe(1);
      expect(await warning.textContent()).toBe('Aprobar este cambio retira la verificación');
      expect(await sidewaysOverflow(admin.page, VIEWPORTS[viewport].width)).toBeLessThanOrEqual(0);
      await shot(admin.page, `admin-verification-void-${viewport}`, false);
      const card = admin.page.getByTestId('submission').first();
      await card.getByRole('button', { name: 'Revisar' }).click();
      await admin.page.getByRole('dialog').getByTestId('verification-void').waitFor();
      await shot(admin.page, `admin-verification-void-dialog-${viewport}`, false);
      await admin.close();
    }
  });
});
