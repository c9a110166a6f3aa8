// The logo and cover photo from the owner's panel: uploaded, sent with the business's facts, held
// for review (the admin sees both versions), published on approval; the replaced photo leaves
// storage once nothing refers to it. And the hourly upload budget of one user, shared by every
// server instance.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import type { PendingSubmission } from '@drd/shared/api/content/moderation';
import type { OwnerProfile } from '@drd/shared/api/content/profile';
import { OUTSIDE_IMAGE_MESSAGE } from '@drd/shared/api/media-ref';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/context';
import { multipart, twoColourPhoto } from '../../test/images';
import { PROFILE_SAMPLE } from '../owner-content/access-entries';
import { cleanOrphanUploads, ORPHAN_GRACE_MS } from './cleanup';
import { UPLOAD_BUDGET } from './budget';
import { UPLOAD_MESSAGES } from './messages';
import { withVersion } from '../../test/versions';

let ctx: TestContext;
let actors: Actors;
let mediaDir: string;
let businessId: number;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'drd-owner-media-'));
  ctx = await createTestContext({ env: { MEDIA_DIR: mediaDir } });
  actors = await createActors(ctx.database.db, 'portada');
  businessId = actors.fixtures.ownedBusinessId;
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

type Answer = { error?: string; details?: Record<string, string[]>; submissionId?: number };

async function call<T = Answer>(
  who: Actor,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  body?: unknown,
) {
  const cookies = await actors.cookies(who, ctx.app.now());
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

let seed = 100;
/** A new photo (a different one each time) uploaded as the user's logo or cover; its URL. */
async function uploadPhoto(purpose: 'logo' | 'cover', app = ctx.app, who: Actor = 'owner') {
  const photo = await twoColourPhoto(purpose === 'logo' ? 300 : 1200, 300, 'jpeg', seed++);
  const response = await app.inject({
    method: 'POST',
    url: `/api/uploads/photos?purpose=${purpose}`,
    cookies: (await actors.cookies(who, ctx.app.now()))!,
    ...multipart(photo),
  });
  return response;
}
async function uploaded(purpose: 'logo' | 'cover') {
  const response = await uploadPhoto(purpose);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ url: string }>().url;
}

const profileUrl = () => `/api/businesses/${businessId}/profile`;
const detail = async () =>
  (await call<BusinessDetail>('visitor', 'GET', `/api/businesses/detail/${businessId}`)).body;
const ownerView = async () => (await call<OwnerProfile>('owner', 'GET', profileUrl())).body;

async function submit(extra: Record<string, unknown>) {
  const sent = await call('owner', 'PUT', profileUrl(), { ...PROFILE_SAMPLE, ...extra });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body.submissionId!;
}
async function approve(submissionId: number) {
  const decided = await call('admin', 'POST', `/api/admin/submissions/${submissionId}/approve`, {});
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
}

const keyOf = (url: string) => /\/media\/([0-9a-f]{32})\.webp$/.exec(url)![1]!;
const filesOf = async (url: string) =>
  (await readdir(join(mediaDir, 'u')).catch(() => [] as string[])).filter((f) =>
    f.startsWith(keyOf(url)),
  );

describe('the logo and cover photo from the owner panel', () => {
  it('wait for review beside the published ones, and are published on approval', async () => {
    const before = await detail();
    const logoUrl = await uploaded('logo');
    const imageUrl = await uploaded('cover');
    const submissionId = await submit({ logoUrl, imageUrl });

    // Published: still the old ones; the owner sees the waiting ones in the pending change.
    expect(await detail()).toMatchObject({ logoUrl: before.logoUrl, imageUrl: before.imageUrl });
    const mine = await ownerView();
    expect(mine.profile).toMatchObject({ logoUrl: before.logoUrl, imageUrl: before.imageUrl });
    expect(mine.pendingChange?.data).toMatchObject({ logoUrl, imageUrl });

    // The review shows the photo now published beside the new one.
    const queue = await call<{ submissions: PendingSubmission[] }>(
      'admin',
      'GET',
      `/api/admin/pending-submissions?contentType=business&businessId=${businessId}`,
    );
    const waiting = queue.body.submissions.find((s) => s.id === submissionId);
    expect(waiting?.before).toMatchObject({ logoUrl: before.logoUrl, imageUrl: before.imageUrl });
    expect(waiting?.after).toMatchObject({ logoUrl, imageUrl });

    await approve(submissionId);
    expect(await detail()).toMatchObject({ logoUrl, imageUrl });
    expect((await ownerView()).profile).toMatchObject({ logoUrl, imageUrl });
  });

  it('stay when left out of a save, and one sent empty is removed', async () => {
    const { logoUrl, imageUrl } = await detail();
    expect(logoUrl).toBeTruthy();
    await approve(await submit({ tagline: 'Sin tocar las fotos' }));
    expect(await detail()).toMatchObject({ tagline: 'Sin tocar las fotos', logoUrl, imageUrl });
    await approve(await submit({ logoUrl: '' }));
    expect(await detail()).toMatchObject({ logoUrl: null, imageUrl });
  });

  it('refuses an image address that is not a photo stored here, under its field', async () => {
    const sent = await call('owner', 'PUT', profileUrl(), {
      ...PROFILE_SAMPLE,
      imageUrl: 'javascript:alert(1)',
    });
    expect(sent.status).toBe(400);
    expect(sent.body.details?.imageUrl).toEqual([OUTSIDE_IMAGE_MESSAGE]);
  });

  it('removes the replaced and the rejected cover from storage once nothing refers to them', async () => {
    const replaced = await uploaded('cover');
    await approve(await submit({ imageUrl: replaced }));
    const published = await uploaded('cover');
    await approve(await submit({ imageUrl: published }));
    const rejected = await uploaded('cover');
    const refused = await call(
      'admin',
      'POST',
      `/api/admin/submissions/${await submit({ imageUrl: rejected })}/reject`,
      {
        adminNotes: 'La foto no es del negocio',
      },
    );
    expect(refused.status).toBe(200);
    const waiting = await uploaded('cover');
    await submit({ imageUrl: waiting });

    // Within a day of the upload nothing is touched (the wizard's photos wait that long).
    await cleanOrphanUploads(ctx.database.db, ctx.app.storage, ctx.app.now());
    expect(await filesOf(replaced)).toHaveLength(4);

    const later = new Date(ctx.app.now().getTime() + ORPHAN_GRACE_MS + 60_000);
    while ((await cleanOrphanUploads(ctx.database.db, ctx.app.storage, later)) > 0);
    expect(await filesOf(replaced)).toEqual([]);
    expect(await filesOf(rejected)).toEqual([]);
    expect(await filesOf(published)).toHaveLength(4);
    expect(await filesOf(waiting)).toHaveLength(4);
    const gone = await ctx.app.inject({ method: 'GET', url: `/media/${keyOf(replaced)}.webp` });
    expect(gone.statusCode).toBe(404);
    expect((await detail()).imageUrl).toBe(published);
  });
});

describe('the upload budget', () => {
  it('lets one user send 60 photos an hour across two server instances, then answers 429', async () => {
    const second = await buildApp({
      db: ctx.database.db,
      env: parseEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', GEOCODER_URL: '' }),
      now: () => ctx.app.now(),
      storage: ctx.app.storage,
    });
    // The plain user's budget is untouched so far; a few more than it, at once, half on each.
    const burst = await Promise.all(
      Array.from({ length: UPLOAD_BUDGET.max + 4 }, (_, i) =>
        uploadPhoto('logo', i % 2 === 0 ? ctx.app : second, 'user'),
      ),
    );
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(UPLOAD_BUDGET.max);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.json()).toEqual({ error: UPLOAD_MESSAGES.tooMany });
    // Another user still uploads; an hour later the first one can again.
    expect((await uploadPhoto('logo', second, 'owner')).statusCode).toBe(201);
    ctx.setNow(new Date(ctx.app.now().getTime() + UPLOAD_BUDGET.windowMs));
    expect((await uploadPhoto('logo', ctx.app, 'user')).statusCode).toBe(201);
    await second.close();
  });
});
