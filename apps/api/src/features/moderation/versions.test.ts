// Decisions bound to the version the administrator saw (docs/decisions/012): an owner's change
// after the queue was read answers 409 with the new version and publishes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import type { PendingSubmission } from '@drd/shared/api/content/moderation';
import type { OwnerProfile } from '@drd/shared/api/content/profile';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/context';
import { PROFILE_SAMPLE } from '../owner-content/access-entries';

let ctx: TestContext;
let actors: Actors;
let businessId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'versiones');
  businessId = actors.fixtures.ownedBusinessId;
});
afterAll(() => ctx.close());

interface Answer {
  id?: number;
  submissionId?: number;
  error?: string;
  version?: number;
  results?: { id: number; ok: boolean; error?: string; version?: number; status?: string }[];
}
async function call<T = Answer>(who: Actor, method: string, url: string, body?: unknown) {
  const cookies = await actors.cookies(who, ctx.app.now());
  const response = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers: SAME_ORIGIN,
    ...(method !== 'GET' ? { payload: JSON.stringify(body ?? {}) } : {}),
    ...(cookies ? { cookies } : {}),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

/** The queue as the administrator's screen reads it: the waiting change and its version. */
async function seen(submissionId: number, type = 'faqs'): Promise<PendingSubmission> {
  const queue = await call<{ submissions: PendingSubmission[] }>(
    'admin',
    'GET',
    `/api/admin/pending-submissions?businessId=${businessId}&contentType=${type}&pageSize=100`,
  );
  const found = queue.body.submissions.find((s) => s.id === submissionId);
  expect(found).toBeDefined();
  return found!;
}
const approve = (id: number, version: number) =>
  call('admin', 'POST', `/api/admin/submissions/${id}/approve`, { version });
const detail = async () =>
  (await call<BusinessDetail>('visitor', 'GET', `/api/businesses/detail/${businessId}`)).body;
const faqsOf = () => `/api/businesses/${businessId}/faqs`;
const SEEN = 'Hasta las 10 pm.';
const Q = '¿Hasta qué hora abren?';
const SWAPPED = 'Texto que el admin nunca vio: visita http://estafa.example';

describe('decisions bound to the version the administrator saw', () => {
  let faqs: string;
  beforeAll(() => {
    faqs = faqsOf();
  });
  it('refuses a new item swapped after the queue was read, and approves the right version', async () => {
    const made = await call('owner', 'POST', faqs, { question: '¿Hasta qué hora?', answer: SEEN });
    const shown = await seen(made.body.submissionId!);
    expect(shown.after?.answer).toBe(SEEN);
    const edit = await call('owner', 'PUT', `${faqs}/${made.body.id}`, {
      question: Q,
      answer: SWAPPED,
    });
    expect(edit.body.submissionId).toBe(made.body.submissionId);

    const stale = await approve(shown.id, shown.version);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(STALE_VERSION_MESSAGE);
    expect(stale.body.version).toBeGreaterThan(shown.version);
    expect((await detail()).faqs.some((f) => f.id === made.body.id)).toBe(false);
    expect((await seen(shown.id)).version).toBe(stale.body.version);

    expect((await approve(shown.id, stale.body.version!)).status).toBe(200);
    expect((await detail()).faqs.find((f) => f.id === made.body.id)?.answer).toBe(SWAPPED);
  });

  it('refuses an edit of an approved item swapped after the queue was read', async () => {
    const made = await call('owner', 'POST', faqs, { question: '¿Abren domingos?', answer: 'Sí.' });
    expect((await approve(made.body.submissionId!, 1)).status).toBe(200);
    const edit = await call('owner', 'PUT', `${faqs}/${made.body.id}`, {
      question: Q,
      answer: SEEN,
    });
    const shown = await seen(edit.body.submissionId!);
    await call('owner', 'PUT', `${faqs}/${made.body.id}`, { question: Q, answer: SWAPPED });

    const stale = await approve(shown.id, shown.version);
    expect(stale.status).toBe(409);
    expect(stale.body.version).toBe(shown.version + 1);
    expect((await detail()).faqs.find((f) => f.id === made.body.id)?.answer).toBe('Sí.');
    // Rejecting is bound the same way.
    const rejected = await call('admin', 'POST', `/api/admin/submissions/${shown.id}/reject`, {
      version: shown.version,
      adminNotes: 'No',
    });
    expect(rejected.status).toBe(409);
  });

  it('keeps the version when the owner saves the same text again', async () => {
    const made = await call('owner', 'POST', faqs, { question: '¿Hay parqueo?', answer: 'Sí.' });
    expect((await approve(made.body.submissionId!, 1)).status).toBe(200);
    const first = await call('owner', 'PUT', `${faqs}/${made.body.id}`, {
      question: Q,
      answer: SEEN,
    });
    const shown = await seen(first.body.submissionId!);
    await call('owner', 'PUT', `${faqs}/${made.body.id}`, { question: Q, answer: SEEN });
    expect((await approve(shown.id, shown.version)).status).toBe(200);
  });

  it("refuses the business's facts swapped after the queue was read", async () => {
    const url = `/api/businesses/${businessId}/profile`;
    const published = (await detail()).phone;
    const sent = await call('owner', 'PUT', url, PROFILE_SAMPLE);
    const shown = await seen(sent.body.submissionId!, 'business');
    expect(shown.after?.phone).toBe(PROFILE_SAMPLE.phone);
    const swap = { ...PROFILE_SAMPLE, phone: '809-000-0000', website: 'https://estafa.example' };
    await call('owner', 'PUT', url, swap);

    const stale = await approve(shown.id, shown.version);
    expect(stale.status).toBe(409);
    const after = await detail();
    expect(after.phone).toBe(published);
    expect(after.website).not.toBe('https://estafa.example');
    const mine = await call<OwnerProfile>('owner', 'GET', url);
    expect(mine.body.pendingChange?.data.phone).toBe('809-000-0000');

    expect((await approve(shown.id, stale.body.version!)).status).toBe(200);
    expect((await detail()).phone).toBe('809-000-0000');
  });

  it('fails a stale item of a bulk decision alone, with its current version', async () => {
    const a = await call('owner', 'POST', faqs, { question: '¿Pregunta uno?', answer: SEEN });
    const b = await call('owner', 'POST', faqs, { question: '¿Pregunta dos?', answer: SEEN });
    const [seenA, seenB] = [await seen(a.body.submissionId!), await seen(b.body.submissionId!)];
    await call('owner', 'PUT', `${faqs}/${b.body.id}`, { question: Q, answer: SWAPPED });

    const answer = await call('admin', 'POST', '/api/admin/submissions/decisions', {
      decisions: [
        { id: seenA.id, version: seenA.version, decision: 'approve' },
        { id: seenB.id, version: seenB.version, decision: 'approve' },
      ],
    });
    expect(answer.status).toBe(200);
    const current = (await seen(seenB.id)).version;
    expect(current).toBeGreaterThan(seenB.version);
    expect(answer.body.results).toEqual([
      { id: seenA.id, ok: true, status: 'approved' },
      { id: seenB.id, ok: false, error: STALE_VERSION_MESSAGE, version: current },
    ]);
    const published = (await detail()).faqs;
    expect(published.some((f) => f.id === a.body.id)).toBe(true);
    expect(published.some((f) => f.id === b.body.id)).toBe(false);
  });

  it('requires the version on every decision', async () => {
    const made = await call('owner', 'POST', faqs, { question: '¿Sin versión?', answer: 'No.' });
    const bare = await call(
      'admin',
      'POST',
      `/api/admin/submissions/${made.body.submissionId}/approve`,
    );
    expect(bare.status).toBe(400);
    const bulk = await call('admin', 'POST', '/api/admin/submissions/decisions', {
      decisions: [{ id: made.body.submissionId, decision: 'approve' }],
    });
    expect(bulk.status).toBe(400);
  });

  it('publishes exactly what was seen, or nothing, when the owner edits during the decision', async () => {
    for (let round = 0; round < 5; round++) {
      const made = await call('owner', 'POST', faqs, {
        question: `¿Carrera ${round}?`,
        answer: SEEN,
      });
      const shown = await seen(made.body.submissionId!);
      const [decided] = await Promise.all([
        approve(shown.id, shown.version),
        call('owner', 'PUT', `${faqs}/${made.body.id}`, { question: Q, answer: SWAPPED }),
      ]);
      const published = (await detail()).faqs.find((f) => f.id === made.body.id);
      if (decided.status === 200) expect(published?.answer).toBe(SEEN);
      else {
        expect(decided.status).toBe(409);
        expect(published).toBeUndefined();
      }
    }
  });
});
