// The review queue beyond one content type: concurrent decisions, several at once, the business's
// own facts, search, the history, and new businesses staying in their own queue.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetail, BusinessList } from '@drd/shared/api/businesses';
import type { WriteAnswer } from '@drd/shared/api/content/items';
import type { ChangeList, PendingSubmission } from '@drd/shared/api/content/moderation';
import type { OwnerProfile } from '@drd/shared/api/content/profile';
import { PLAN_FEATURES } from '@drd/shared/plans';
import { businessGalleryImages, businessProfileSubmissions, businesses } from '../../db/schema';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, FIXED_NOW, SAME_ORIGIN, type TestContext } from '../../test/context';
import { makeAccount, type Account } from '../../test/sign-up-fixtures';
import { PROFILE_SAMPLE } from '../owner-content/access-entries';
import { ownerUpload } from '../owner-content/samples';
import { withVersion } from '../../test/versions';

let ctx: TestContext;
let actors: Actors;
let secondAdmin: Account;
let businessId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'moderar');
  secondAdmin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
  businessId = actors.fixtures.ownedBusinessId;
});
afterAll(() => ctx.close());

type Answer = WriteAnswer & { error?: string };
type Queue = { submissions: PendingSubmission[]; total: number };
async function call<T = Answer>(who: Actor | Account, method: string, url: string, body?: unknown) {
  const cookies = typeof who === 'string' ? await actors.cookies(who, ctx.app.now()) : who.cookies;
  const response = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers: SAME_ORIGIN,
    ...(method !== 'GET'
      ? { payload: JSON.stringify(await withVersion(ctx.database.db, url, body ?? {})) }
      : {}),
    ...(cookies ? { cookies } : {}),
  });
  return { status: response.statusCode, body: response.json<T>() };
}
const addFaq = async (question: string) => {
  const made = await call('owner', 'POST', `/api/businesses/${businessId}/faqs`, {
    question,
    answer: 'Sí.',
  });
  expect(made.status).toBe(201);
  return made.body as { id: number; submissionId: number };
};
const detail = async () =>
  (await call<BusinessDetail>('visitor', 'GET', `/api/businesses/detail/${businessId}`)).body;

describe('moderation', () => {
  it('gives one decision when two administrators decide a submission at once', async () => {
    const { submissionId } = await addFaq('¿Aceptan tarjetas?');
    const answers = await Promise.all([
      call('admin', 'POST', `/api/admin/submissions/${submissionId}/approve`, {}),
      call(secondAdmin, 'POST', `/api/admin/submissions/${submissionId}/reject`, {
        adminNotes: 'No',
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error).toBe(
      'Esta solicitud ya fue revisada',
    );
    const history = await call<{ decisions: { id: number; reviewedBy: string | null }[] }>(
      'owner',
      'GET',
      `/api/businesses/${businessId}/history`,
    );
    const decided = history.body.decisions.filter((d) => d.id === submissionId);
    expect(decided).toHaveLength(1);
    expect(decided[0]?.reviewedBy).toBeTruthy();
  });

  it('decides several at once and reports each result', async () => {
    const [a, b, c] = [
      await addFaq('¿Pregunta A?'),
      await addFaq('¿Pregunta B?'),
      await addFaq('¿Pregunta C?'),
    ];
    const answer = await call<{ results: unknown[] }>(
      'admin',
      'POST',
      '/api/admin/submissions/decisions',
      {
        decisions: [
          { id: a.submissionId, decision: 'approve' },
          { id: b.submissionId, decision: 'reject', adminNotes: 'Repetida' },
          { id: c.submissionId, decision: 'reject' },
          { id: a.submissionId, decision: 'reject', adminNotes: 'Otra vez' },
          { id: 999999, decision: 'approve' },
        ],
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      { id: a.submissionId, ok: true, status: 'approved' },
      { id: b.submissionId, ok: true, status: 'rejected' },
      { id: c.submissionId, ok: false, error: 'Escribe el motivo del rechazo' },
      { id: a.submissionId, ok: false, error: 'Esta solicitud ya fue revisada', version: 2 },
      { id: 999999, ok: false, error: 'Solicitud no encontrada' },
    ]);
    const faqs = (await detail()).faqs;
    expect(faqs.some((f) => f.id === a.id)).toBe(true);
    expect(faqs.some((f) => f.id === b.id)).toBe(false);
  });

  it('filters and pages the queue, oldest first', async () => {
    await addFaq('¿Cola uno?');
    await addFaq('¿Cola dos?');
    const all = await call<Queue>(
      'admin',
      'GET',
      `/api/admin/pending-submissions?businessId=${businessId}&contentType=faqs`,
    );
    expect(all.status).toBe(200);
    const ids = all.body.submissions.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => x - y));
    expect(all.body.total).toBe(ids.length);
    const second = await call<Queue>(
      'admin',
      'GET',
      `/api/admin/pending-submissions?businessId=${businessId}&pageSize=1&page=2`,
    );
    expect(second.body.submissions.map((s) => s.id)).toEqual([ids[1]]);
    expect(second.body.submissions[0]?.businessName).toBeTruthy();
    expect((await call('owner', 'GET', '/api/admin/pending-submissions')).status).toBe(403);
    const bad = await call('admin', 'GET', '/api/admin/pending-submissions?contentType=x');
    expect(bad.status).toBe(400);
  });

  it('lists the businesses with changes waiting, with their counts, for the filter', async () => {
    await addFaq('¿Filtro por negocio?');
    const queue = await call<Queue>(
      'admin',
      'GET',
      `/api/admin/pending-submissions?businessId=${businessId}&pageSize=1`,
    );
    const list = await call<{ businesses: { id: number; name: string; pending: number }[] }>(
      'admin',
      'GET',
      '/api/admin/pending-submissions/businesses',
    );
    expect(list.status).toBe(200);
    expect(list.body.businesses.find((b) => b.id === businessId)).toEqual({
      id: businessId,
      name: queue.body.submissions[0]!.businessName,
      pending: queue.body.total,
    });
    const refused = await call('owner', 'GET', '/api/admin/pending-submissions/businesses');
    expect(refused.status).toBe(403);
  });

  it('leaves new businesses to their own queue', async () => {
    const [row] = await ctx.database.db
      .insert(businessProfileSubmissions)
      .values({
        businessId,
        changeType: 'new_content',
        contentType: 'business',
        contentId: businessId,
      })
      .returning({ id: businessProfileSubmissions.id });
    const queue = await call<Queue>(
      'admin',
      'GET',
      `/api/admin/pending-submissions?pageSize=100&businessId=${businessId}`,
    );
    expect(queue.body.submissions.some((s) => s.id === row!.id)).toBe(false);
    const approve = await call('admin', 'POST', `/api/admin/submissions/${row!.id}/approve`, {});
    expect(approve.status).toBe(409);
    expect(approve.body.error).toBe(
      'Las altas de negocios se revisan en la lista de negocios nuevos',
    );
  });

  it('keeps the business facts public until an edit of them is approved', async () => {
    const before = await detail();
    const url = `/api/businesses/${businessId}/profile`;
    const sent = await call('owner', 'PUT', url, PROFILE_SAMPLE);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await detail()).description).toBe(before.description);
    const mine = await call<OwnerProfile>('owner', 'GET', url);
    expect(mine.body.pendingChange).toMatchObject({ changeType: 'profile_update' });
    // The page's header: what the owner cannot edit there, as published.
    expect(mine.body.business).toMatchObject({ id: businessId, name: before.name });
    expect(mine.body.business.category).toBeTruthy();
    expect(mine.body.business.municipality).toBeTruthy();
    const queue = await call<Queue>(
      'admin',
      'GET',
      `/api/admin/pending-submissions?contentType=business`,
    );
    const waiting = queue.body.submissions.find((s) => s.id === sent.body.submissionId);
    expect(waiting?.before?.description).toBe(before.description);
    expect(waiting?.after?.description).toBe(PROFILE_SAMPLE.description);

    const rejected = await call(
      'admin',
      'POST',
      `/api/admin/submissions/${sent.body.submissionId!}/reject`,
      { adminNotes: 'Teléfono equivocado' },
    );
    expect(rejected.status).toBe(200);
    // Spanish, not the spec's 'Submission rechazado' (issue #32).
    expect(rejected.body.message).toBe('Cambio rechazado');
    expect((await call<OwnerProfile>('owner', 'GET', url)).body.lastRejection).toMatchObject({
      notes: 'Teléfono equivocado',
    });
    expect((await detail()).description).toBe(before.description);

    const again = await call('owner', 'PUT', url, { ...PROFILE_SAMPLE, tagline: '' });
    const approved = await call(
      'admin',
      'POST',
      `/api/admin/submissions/${again.body.submissionId!}/approve`,
      {},
    );
    expect(approved.body.message).toBe('Cambio aprobado');
    const after = await detail();
    expect(after).toMatchObject({
      description: PROFILE_SAMPLE.description,
      phone: PROFILE_SAMPLE.phone,
      tagline: null,
    });
    const changes = await call<ChangeList>(
      'owner',
      'GET',
      `/api/businesses/${businessId}/profile-submissions`,
    );
    expect(changes.body.counts.rejected).toBeGreaterThan(0);
    expect(changes.body.recent.length).toBeLessThanOrEqual(10);
  });

  it('edits the services with the other facts, and keeps them when left out', async () => {
    const url = `/api/businesses/${businessId}/profile`;
    const features = { wifi: true, parking: true, delivery: false };
    const bad = await call('owner', 'PUT', url, { ...PROFILE_SAMPLE, features: { sauna: true } });
    expect(bad.status).toBe(400);
    const sent = await call('owner', 'PUT', url, { ...PROFILE_SAMPLE, features });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await call<OwnerProfile>('owner', 'GET', url)).body.pendingChange?.data).toMatchObject({
      features,
    });
    await call('admin', 'POST', `/api/admin/submissions/${sent.body.submissionId!}/approve`, {});
    expect((await detail()).features).toMatchObject(features);
    expect((await call<OwnerProfile>('owner', 'GET', url)).body.profile.features).toMatchObject(
      features,
    );
    // A save without them changes the other facts and leaves the services alone.
    const again = await call('owner', 'PUT', url, { ...PROFILE_SAMPLE, tagline: 'Otro lema' });
    const approved = await call(
      'admin',
      'POST',
      `/api/admin/submissions/${again.body.submissionId!}/approve`,
      {},
    );
    expect(approved.body.message).toBe('Cambio aprobado');
    expect(await detail()).toMatchObject({ tagline: 'Otro lema', features: { wifi: true } });
  });

  it('makes approved menu items searchable and keeps waiting ones out of search', async () => {
    const search = async () =>
      (
        await call<BusinessList>('visitor', 'GET', '/api/businesses/filter?search=zapotequesa')
      ).body.businesses.map((b) => b.id);
    // A menu needs its plan (decision 018).
    await ctx.database.db
      .update(businesses)
      .set({ packageId: PLAN_FEATURES.menus.from })
      .where(eq(businesses.id, businessId));
    const made = await call('owner', 'POST', `/api/businesses/${businessId}/menus`, {
      sectionName: 'Postres',
      itemName: 'Zapotequesa',
    });
    expect(await search()).not.toContain(businessId);
    await call('admin', 'POST', `/api/admin/submissions/${made.body.submissionId!}/approve`, {});
    expect(await search()).toContain(businessId);
  });

  it('turns the review form off and on', async () => {
    const url = `/api/businesses/${businessId}/settings`;
    expect((await call('owner', 'PATCH', url, { reviewsEnabled: false })).status).toBe(200);
    expect((await detail()).reviewsEnabled).toBe(false);
    expect((await call('owner', 'PATCH', url, { reviewsEnabled: 'no' })).status).toBe(400);
    await call('owner', 'PATCH', url, { reviewsEnabled: true });
    expect((await detail()).reviewsEnabled).toBe(true);
  });

  it("holds the gallery to the plan's photo limit", async () => {
    const id = actors.fixtures.activeBusinessId;
    const db = ctx.database.db;
    await db.update(businesses).set({ packageId: 1 }).where(eq(businesses.id, id));
    await db.delete(businessGalleryImages).where(eq(businessGalleryImages.businessId, id));
    const add = async (_n: number) =>
      call('admin', 'POST', `/api/businesses/${id}/gallery`, {
        imageUrl: await ownerUpload(db, id),
      });
    for (let n = 0; n < 5; n++) expect((await add(n)).status).toBe(201);
    const sixth = await add(5);
    expect(sixth.status).toBe(409);
    expect(sixth.body.error).toBe('Tu plan permite hasta 5 fotos en la galería');
  });
});
