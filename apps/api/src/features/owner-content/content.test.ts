// Generated from the content-type registry: every type goes through the same moderation
// transitions, seen by its owner, the administrators and a visitor of the public profile.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { CONTENT_MESSAGES, type OwnerItem, type WriteAnswer } from '@drd/shared/api/content/items';
import type { ChangeList, PendingSubmission } from '@drd/shared/api/content/moderation';
import { CONTENT_TYPES, CONTENT_TYPE_KEYS } from '@drd/shared/api/content/registry';
import { businesses } from '../../db/schema';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/context';
import { CONTENT_SAMPLES } from './samples';
import { withVersion } from '../../test/versions';

let ctx: TestContext;
let actors: Actors;
let businessId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'contenido');
  businessId = actors.fixtures.ownedBusinessId;
  // The largest gallery, so the plan's photo limit (moderation.test.ts) stays out of the way.
  await ctx.database.db
    .update(businesses)
    .set({ packageId: 5 })
    .where(eq(businesses.id, businessId));
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Answer = WriteAnswer & {
  deleted?: boolean;
  error?: string;
  details?: Record<string, string[]>;
};
async function call<T = Answer>(actor: Actor, method: Method, url: string, body?: unknown) {
  const cookies = await actors.cookies(actor, ctx.app.now());
  const response = await ctx.app.inject({
    method,
    url,
    headers: SAME_ORIGIN,
    ...(method !== 'GET'
      ? { payload: JSON.stringify(await withVersion(ctx.database.db, url, body ?? {})) }
      : {}),
    ...(cookies ? { cookies } : {}),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

/** Types shown inside another section, and where (an answer shows under its review). */
const SHOWN_INSIDE: Partial<Record<string, string>> = { 'review-replies': 'reviews[].reply' };

it('gives every content type a public section, or names where it shows', () => {
  for (const type of CONTENT_TYPE_KEYS) {
    const { section } = CONTENT_TYPES[type];
    expect(section ?? SHOWN_INSIDE[type], `${type} has no public section`).toBeTruthy();
  }
});

/** Prices come back as numbers, whatever form the owner typed them in. */
const published = (value: unknown) =>
  typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;

async function publicItem(section: string | null, id: number) {
  if (!section) return undefined;
  const detail = await call<BusinessDetail>(
    'visitor',
    'GET',
    `/api/businesses/detail/${businessId}`,
  );
  expect(detail.status).toBe(200);
  const items = (detail.body as unknown as Record<string, Record<string, unknown>[]>)[section];
  return items?.find((entry) => entry.id === id);
}

const decide = (id: number, decision: 'approve' | 'reject', adminNotes?: string) =>
  call(
    'admin',
    'POST',
    `/api/admin/submissions/${id}/${decision}`,
    adminNotes ? { adminNotes } : {},
  );

describe.each(CONTENT_TYPE_KEYS)('%s', (type) => {
  const sample = CONTENT_SAMPLES[type];
  const section = CONTENT_TYPES[type].section?.field ?? null;
  const base = () => `/api/businesses/${businessId}/${type}`;
  const list = async () => (await call<OwnerItem[]>('owner', 'GET', base())).body;
  const item = async (id: number) => (await list()).find((i) => i.id === id);
  const create = async () => {
    const extra = await sample.prepare?.(ctx.database.db, businessId);
    const made = await call('owner', 'POST', base(), { ...sample.create, ...extra });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ status: 'pending' });
    return { id: made.body.id, submissionId: made.body.submissionId! };
  };
  const createApproved = async () => {
    const made = await create();
    expect((await decide(made.submissionId, 'approve')).status).toBe(200);
    return made.id;
  };

  it('refuses invalid input in Spanish, visitors (401) and other owners (403)', async () => {
    const bad = await call('owner', 'POST', base(), sample.invalid.body);
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[sample.invalid.field]).toContain(sample.invalid.message);
    expect((await call('visitor', 'POST', base(), sample.create)).status).toBe(401);
    expect((await call('otherOwner', 'POST', base(), sample.create)).status).toBe(403);
    expect((await call('otherOwner', 'GET', base())).status).toBe(403);
    expect((await call('user', 'DELETE', `${base()}/1`)).status).toBe(403);
    expect((await call('owner', 'PUT', `${base()}/999999`, sample.edit)).status).toBe(404);
  });

  it('keeps a new item pending and hidden until an administrator approves it', async () => {
    const made = await create();
    const mine = await item(made.id);
    expect(mine).toMatchObject({ status: 'pending', pendingChange: null, lastRejection: null });
    expect(await publicItem(section, made.id)).toBeUndefined();
    const queue = await call<{ submissions: PendingSubmission[] }>(
      'admin',
      'GET',
      `/api/admin/pending-submissions?contentType=${type}`,
    );
    const waiting = queue.body.submissions.find((s) => s.id === made.submissionId);
    expect(waiting).toMatchObject({ changeType: 'new_content', before: null, businessId });
    expect((await decide(made.submissionId, 'approve')).status).toBe(200);
    expect(await item(made.id)).toMatchObject({ status: 'approved' });
    if (section) expect(await publicItem(section, made.id)).toBeDefined();
    // Deciding twice is refused.
    expect((await decide(made.submissionId, 'reject', 'tarde')).status).toBe(409);
  });

  it('keeps the approved version public while an edit waits and after it is rejected', async () => {
    const id = await createApproved();
    const before = published(sample.create[sample.field] ?? null);
    const after = published(sample.edit[sample.field]);
    const edited = await call('owner', 'PUT', `${base()}/${id}`, sample.edit);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'approved' });
    const mine = await item(id);
    expect(mine?.pendingChange).toMatchObject({ changeType: 'profile_update' });
    if (section) expect((await publicItem(section, id))?.[sample.field]).toEqual(before);

    const rejected = await decide(edited.body.submissionId!, 'reject', 'Texto poco claro');
    expect(rejected.status).toBe(200);
    if (section) expect((await publicItem(section, id))?.[sample.field]).toEqual(before);
    const again = await item(id);
    expect(again).toMatchObject({ status: 'approved', pendingChange: null });
    expect(again?.lastRejection).toMatchObject({ notes: 'Texto poco claro' });
    const changes = await call<ChangeList>(
      'owner',
      'GET',
      `/api/businesses/${businessId}/profile-submissions`,
    );
    expect(changes.body.recent).toContainEqual(
      expect.objectContaining({ id: edited.body.submissionId, reviewNotes: 'Texto poco claro' }),
    );

    // The owner edits and resubmits; approval publishes the edit.
    const resubmitted = await call('owner', 'PUT', `${base()}/${id}`, sample.edit);
    expect((await decide(resubmitted.body.submissionId!, 'approve')).status).toBe(200);
    if (section) expect((await publicItem(section, id))?.[sample.field]).toEqual(after);
    expect(await item(id)).toMatchObject({ lastRejection: null });
  });

  it('replaces a waiting item on edit without publishing it', async () => {
    const made = await create();
    const edited = await call('owner', 'PUT', `${base()}/${made.id}`, sample.edit);
    expect(edited.body).toMatchObject({ status: 'pending', submissionId: made.submissionId });
    expect(await publicItem(section, made.id)).toBeUndefined();
    const mine = await item(made.id);
    expect(mine?.[sample.field]).toEqual(published(sample.edit[sample.field]));
    // Rejected, edited and sent again: a new submission, still hidden.
    await decide(made.submissionId, 'reject', 'Falta información');
    expect(await item(made.id)).toMatchObject({ status: 'rejected' });
    const resent = await call('owner', 'PUT', `${base()}/${made.id}`, sample.edit);
    expect(resent.body.status).toBe('pending');
    expect(resent.body.submissionId!).not.toBe(made.submissionId);
    expect(await publicItem(section, made.id)).toBeUndefined();
  });

  it('removes a waiting item at once and a published one after approval', async () => {
    const waiting = await create();
    const gone = await call('owner', 'DELETE', `${base()}/${waiting.id}`);
    expect(gone.body).toMatchObject({ deleted: true });
    expect((await list()).some((i) => i.id === waiting.id)).toBe(false);
    expect((await decide(waiting.submissionId, 'approve')).status).toBe(404);

    const id = await createApproved();
    const asked = await call('owner', 'DELETE', `${base()}/${id}`);
    expect(asked.body).toMatchObject({ deleted: false, status: 'approved' });
    if (section) expect(await publicItem(section, id)).toBeDefined();
    expect((await decide(asked.body.submissionId!, 'approve')).status).toBe(200);
    if (section) expect(await publicItem(section, id)).toBeUndefined();
    expect((await list()).some((i) => i.id === id)).toBe(false);
  });

  it.runIf(CONTENT_TYPES[type].orderable)('reorders every item in one request', async () => {
    await create();
    await create();
    const ids = (await list()).map((i) => i.id);
    const reversed = [...ids].reverse();
    const done = await call('owner', 'PUT', `${base()}/order`, { ids: reversed });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await list()).map((i) => i.id)).toEqual(reversed);
    expect((await call('owner', 'PUT', `${base()}/order`, { ids: ids.slice(1) })).status).toBe(400);
    expect((await call('otherOwner', 'PUT', `${base()}/order`, { ids })).status).toBe(403);
  });

  it.runIf(CONTENT_TYPES[type].orderable)(
    'moves one item with {displayOrder} at once, without a review',
    async () => {
      await create();
      const before = (await list()).map((i) => i.id);
      const last = before.at(-1)!;
      const moved = await call('owner', 'PUT', `${base()}/${last}`, { displayOrder: 0 });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body).toMatchObject({ id: last, submissionId: null });
      expect((await list()).map((i) => i.id)).toEqual([last, ...before.slice(0, -1)]);
      // Past the end means last.
      await call('owner', 'PUT', `${base()}/${last}`, { displayOrder: 9999 });
      expect((await list()).map((i) => i.id)).toEqual(before);
      const bad = await call('owner', 'PUT', `${base()}/${last}`, { displayOrder: -1 });
      expect(bad.status).toBe(400);
      expect(bad.body.details?.displayOrder).toContain('Posición inválida');
      expect((await call('owner', 'PUT', `${base()}/999999`, { displayOrder: 0 })).status).toBe(
        404,
      );
      expect(
        (await call('otherOwner', 'PUT', `${base()}/${last}`, { displayOrder: 0 })).status,
      ).toBe(403);
    },
  );

  it('answers a bad edit with the Spanish message of its field, and an empty one with 400', async () => {
    const { id } = await create();
    const { field } = sample.invalid;
    const edit = CONTENT_TYPES[type].edit;
    // A valid edit with the sample's fault: a bad value, or the field left out.
    const body: Record<string, unknown> = { ...sample.edit, ...sample.invalid.body };
    if (!(field in sample.invalid.body)) delete body[field];
    const bad = await call('owner', 'PUT', `${base()}/${id}`, body);
    if (edit instanceof z.ZodObject && field in edit.shape) {
      expect(bad.status).toBe(400);
      expect(bad.body.details?.[field]).toContain(sample.invalid.message);
    } else {
      // A field the edit cannot change (a gallery image's URL, a link's platform) is left alone.
      expect(bad.status).toBe(200);
      expect((await item(id))?.[field]).not.toBe(sample.invalid.body[field]);
    }
    const empty = await call('owner', 'PUT', `${base()}/${id}`, {});
    expect(empty.status).toBe(400);
    expect([CONTENT_MESSAGES.nothingToChange, 'Datos inválidos']).toContain(empty.body.error);
  });
});
