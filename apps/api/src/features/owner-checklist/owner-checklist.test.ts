// Issue #32: 'Mis negocios' shows each business's completion checklist (photos, hours,
// description, WhatsApp, a first offer or FAQ). Issue 41: an item counts once approved; waiting
// for review it is 'review' ('en revisión'), rejected it is still to do.
import { and, eq } from 'drizzle-orm';
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

/** The administrator's decision on the registration, as the approval leaves it. */
const approveRegistration = (id: number) =>
  ctx.database.db
    .update(businessProfileSubmissions)
    .set({ status: 'approved' })
    .where(
      and(
        eq(businessProfileSubmissions.businessId, id),
        eq(businessProfileSubmissions.changeType, 'new_content'),
      ),
    );

const checklists = async (account: Account) => {
  const response = await ctx.app.inject({ url: '/api/my/checklists', cookies: account.cookies });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OwnerChecklistsAnswer>().checklists;
};

describe('GET /api/my/checklists', () => {
  it('answers 401 to a visitor', async () => {
    expect((await ctx.app.inject({ url: '/api/my/checklists' })).statusCode).toBe(401);
  });

  it("counts an item once approved and says 'review' while it waits, for the person's own businesses only", async () => {
    const db = ctx.database.db;
    const owner = await makeAccount(db, FIXED_NOW);
    const other = await makeAccount(db, FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place, {
      openingHours: structuredClone(DEFAULT_OPENING_HOURS),
    });
    await registerBusinessAs(ctx.app, other, place);
    expect(await checklists(owner)).toEqual({
      [id]: {
        photos: 'todo',
        hours: 'todo',
        description: 'todo',
        whatsapp: 'todo',
        offerOrFaq: 'todo',
      },
    });
    expect(Object.keys(await checklists(other))).not.toContain(String(id));

    await db
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
    // A rejected photo is still to do; a FAQ waiting and the facts of a registration waiting
    // for its decision are in review, not counted.
    await db
      .insert(businessGalleryImages)
      .values({ businessId: id, imageUrl: '/media/x.webp', status: 'rejected' });
    const [faq] = await db
      .insert(businessFaqs)
      .values({ businessId: id, question: '¿Abren domingos?', answer: 'Sí.', status: 'pending' })
      .returning({ id: businessFaqs.id });
    expect((await checklists(owner))[id]).toEqual({
      photos: 'todo',
      hours: 'review',
      description: 'review',
      whatsapp: 'review',
      offerOrFaq: 'review',
    });
    await approveRegistration(id);
    expect((await checklists(owner))[id]).toEqual({
      photos: 'todo',
      hours: 'done',
      description: 'done',
      whatsapp: 'done',
      offerOrFaq: 'review',
    });
    await db.update(businessFaqs).set({ status: 'approved' }).where(eq(businessFaqs.id, faq!.id));
    await db
      .insert(businessGalleryImages)
      .values({ businessId: id, imageUrl: '/media/y.webp', status: 'pending' });
    expect((await checklists(owner))[id]).toMatchObject({ photos: 'review', offerOrFaq: 'done' });
    await db
      .insert(businessGalleryImages)
      .values({ businessId: id, imageUrl: '/media/z.webp', status: 'approved' });
    expect((await checklists(owner))[id]!.photos).toBe('done');
  });

  it('puts a fact changed from the panel in review until it is approved, and shows managers too', async () => {
    const db = ctx.database.db;
    const owner = await makeAccount(db, FIXED_NOW);
    const manager = await makeAccount(db, FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place, {
      openingHours: structuredClone(DEFAULT_OPENING_HOURS),
    });
    await approveRegistration(id);
    await db.insert(businessManagers).values({ businessId: id, userId: manager.id });
    expect((await checklists(manager))[id]).toMatchObject({ hours: 'todo', description: 'todo' });
    // The facts editor sends the hours it shows: saved as they are, they are the owner's.
    const submission = {
      businessId: id,
      submittedBy: owner.id,
      changeType: 'profile_update',
      contentType: 'business',
      contentId: id,
      changeData: {
        openingHours: DEFAULT_OPENING_HOURS,
        description: 'Una descripción larga. '.repeat(6),
      },
    };
    await db.insert(businessProfileSubmissions).values({ ...submission, status: 'rejected' });
    expect((await checklists(owner))[id]).toMatchObject({ hours: 'todo', description: 'todo' });
    const [waiting] = await db
      .insert(businessProfileSubmissions)
      .values(submission)
      .returning({ id: businessProfileSubmissions.id });
    expect((await checklists(owner))[id]).toMatchObject({ hours: 'review', description: 'review' });
    expect((await checklists(manager))[id]).toMatchObject({ hours: 'review' });
    // Approved: the change is the business's (the approval writes it) and counts.
    await db
      .update(businessProfileSubmissions)
      .set({ status: 'approved' })
      .where(eq(businessProfileSubmissions.id, waiting!.id));
    await db
      .update(businesses)
      .set({ description: submission.changeData.description })
      .where(eq(businesses.id, id));
    expect((await checklists(owner))[id]).toMatchObject({ hours: 'done', description: 'done' });
  });
});
