// Issue #32: 'Mis negocios' shows each business's completion checklist (photos, hours,
// description, WhatsApp, a first offer or FAQ); content waiting for review counts, rejected not.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerChecklistsAnswer } from '@drd/shared/api/owner-checklist';
import { DEFAULT_OPENING_HOURS } from '@drd/shared/opening-hours';
import {
  businessFaqs,
  businessGalleryImages,
  businessManagers,
  businessProfileSubmissions,
  businesses,
} from '../../db/schema';
import { createTestContext, FIXED_NOW, type TestContext } from '../../test/context';
import {
  makeAccount,
  puertoPlata,
  registerBusinessAs,
  type Account,
} from '../../test/sign-up-fixtures';

let ctx: TestContext;
let place: { province: number; municipality: number };
beforeAll(async () => {
  ctx = await createTestContext();
  place = await puertoPlata(ctx.database.db);
});
afterAll(() => ctx.close());

const checklists = async (account: Account) => {
  const response = await ctx.app.inject({ url: '/api/my/checklists', cookies: account.cookies });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OwnerChecklistsAnswer>().checklists;
};

describe('GET /api/my/checklists', () => {
  it('answers 401 to a visitor', async () => {
    expect((await ctx.app.inject({ url: '/api/my/checklists' })).statusCode).toBe(401);
  });

  it("ticks each item as the owner does it, and lists only the person's own businesses", async () => {
    const owner = await makeAccount(ctx.database.db, FIXED_NOW);
    const other = await makeAccount(ctx.database.db, FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place, {
      openingHours: structuredClone(DEFAULT_OPENING_HOURS),
    });
    await registerBusinessAs(ctx.app, other, place);
    expect(await checklists(owner)).toEqual({
      [id]: { photos: false, hours: false, description: false, whatsapp: false, offerOrFaq: false },
    });
    expect(Object.keys(await checklists(other))).not.toContain(String(id));

    await ctx.database.db
      .update(businesses)
      .set({
        description: 'Una descripción larga. '.repeat(6),
        whatsappNumber: '809-555-0101',
        openingHours: {
          ...DEFAULT_OPENING_HOURS,
          sunday: { closed: false, ranges: [{ open: '09:00', close: '12:00' }] },
        },
      })
      .where(eq(businesses.id, id));
    // A rejected photo does not count; a FAQ waiting for review does.
    await ctx.database.db
      .insert(businessGalleryImages)
      .values({ businessId: id, imageUrl: '/media/x.webp', status: 'rejected' });
    await ctx.database.db
      .insert(businessFaqs)
      .values({ businessId: id, question: '¿Abren domingos?', answer: 'Sí.', status: 'pending' });
    expect((await checklists(owner))[id]).toEqual({
      photos: false,
      hours: true,
      description: true,
      whatsapp: true,
      offerOrFaq: true,
    });
    await ctx.database.db
      .insert(businessGalleryImages)
      .values({ businessId: id, imageUrl: '/media/y.webp', status: 'approved' });
    expect((await checklists(owner))[id]!.photos).toBe(true);
  });

  it('counts hours the owner saved from the panel, even the sample, and shows managers too', async () => {
    const owner = await makeAccount(ctx.database.db, FIXED_NOW);
    const manager = await makeAccount(ctx.database.db, FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place, {
      openingHours: structuredClone(DEFAULT_OPENING_HOURS),
    });
    await ctx.database.db.insert(businessManagers).values({ businessId: id, userId: manager.id });
    expect((await checklists(manager))[id]).toMatchObject({ hours: false });
    // The facts editor sends the hours it shows: saved as they are, they are the owner's.
    const submission = {
      businessId: id,
      submittedBy: owner.id,
      changeType: 'profile_update',
      contentType: 'business',
      contentId: id,
      changeData: { openingHours: DEFAULT_OPENING_HOURS },
    };
    await ctx.database.db
      .insert(businessProfileSubmissions)
      .values({ ...submission, status: 'rejected' });
    expect((await checklists(owner))[id]!.hours).toBe(false);
    await ctx.database.db.insert(businessProfileSubmissions).values(submission);
    expect((await checklists(owner))[id]!.hours).toBe(true);
    expect((await checklists(manager))[id]!.hours).toBe(true);
  });
});
