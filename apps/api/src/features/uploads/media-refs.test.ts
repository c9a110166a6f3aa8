// Images come only from this site's storage (docs/decisions/013-images-from-our-storage.md): every
// image field refuses another site's address in Spanish, and a media key issued to someone else;
// an administrator may use any issued key; a published picture may stay as it is.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_IMAGE_MESSAGE } from '@drd/shared/api/media-ref';
import { businesses } from '../../db/schema';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/context';
import { multipart, twoColourPhoto } from '../../test/images';
import { puertoPlata, registrationPayload } from '../../test/sign-up-fixtures';
import { PROFILE_SAMPLE } from '../owner-content/access-entries';
import { UPLOAD_MESSAGES } from './messages';
import { withVersion } from '../../test/versions';

let ctx: TestContext;
let actors: Actors;
let mediaDir: string;
let businessId: number;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'drd-media-refs-'));
  ctx = await createTestContext({ env: { MEDIA_DIR: mediaDir } });
  actors = await createActors(ctx.database.db, 'imagenes');
  businessId = actors.fixtures.ownedBusinessId;
  await ctx.database.db
    .update(businesses)
    .set({ packageId: 5 })
    .where(eq(businesses.id, businessId));
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

type Answer = {
  error?: string;
  details?: Record<string, string[]>;
  id?: number;
  submissionId?: number;
};

async function call(who: Actor, method: 'POST' | 'PUT', url: string, body: unknown) {
  const cookies = await actors.cookies(who, ctx.app.now());
  const response = await ctx.app.inject({
    method,
    url,
    headers: SAME_ORIGIN,
    payload: JSON.stringify(await withVersion(ctx.database.db, url, body)),
    ...(cookies ? { cookies } : {}),
  });
  return { status: response.statusCode, body: response.json<Answer>() };
}

let seed = 300;
/** A new photo uploaded by `who`; the URL the upload answers with. */
async function upload(who: Actor, purpose: 'logo' | 'cover' | 'gallery' = 'cover') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/uploads/photos?purpose=${purpose}`,
    cookies: (await actors.cookies(who, ctx.app.now()))!,
    ...multipart(await twoColourPhoto(600, 400, 'jpeg', seed++)),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ url: string }>().url;
}

/** The same bytes, uploaded by `who`, as a wizard photo. */
async function uploadBytes(who: Actor, bytes: Buffer) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads/photos?purpose=cover',
    cookies: (await actors.cookies(who, ctx.app.now()))!,
    ...multipart(bytes),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ url: string }>().url;
}

const OUTSIDE = [
  'https://fotos.do/terraza.jpg',
  'http://169.254.169.254/latest/meta-data',
  'data:image/png;base64,iVBORw0KGgo=',
];
const expectRefused = (
  answer: { status: number; body: Answer },
  field: string,
  message = OUTSIDE_IMAGE_MESSAGE,
) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.details?.[field]).toEqual([message]);
};

describe('gallery photos', () => {
  const gallery = () => `/api/businesses/${businessId}/gallery`;

  it('refuses another site’s address on create and on edit', async () => {
    for (const imageUrl of OUTSIDE) {
      expectRefused(await call('owner', 'POST', gallery(), { imageUrl }), 'imageUrl');
    }
    const made = await call('owner', 'POST', gallery(), { imageUrl: await upload('owner') });
    expect(made.status).toBe(201);
    for (const imageUrl of OUTSIDE) {
      const edited = await call('owner', 'PUT', `${gallery()}/${made.body.id}`, { imageUrl });
      expectRefused(edited, 'imageUrl');
    }
  });

  it('refuses this site’s path on another origin, and a key this site never issued', async () => {
    const mine = await upload('owner');
    const key = /\/media\/([0-9a-f]{32})\.webp$/.exec(mine)![1]!;
    const elsewhere = `https://otro-sitio.do/media/${key}.webp`;
    expectRefused(await call('owner', 'POST', gallery(), { imageUrl: elsewhere }), 'imageUrl');
    const unknown = `/media/${'ab'.repeat(16)}.webp`;
    expectRefused(
      await call('owner', 'POST', gallery(), { imageUrl: unknown }),
      'imageUrl',
      UPLOAD_MESSAGES.notYours,
    );
    // The bare key and the relative path name the same upload.
    expect((await call('owner', 'POST', gallery(), { imageUrl: key })).status).toBe(201);
  });

  it('refuses a key issued to another user; an administrator may use any issued key', async () => {
    const theirs = await upload('user');
    expectRefused(
      await call('owner', 'POST', gallery(), { imageUrl: theirs }),
      'imageUrl',
      UPLOAD_MESSAGES.notYours,
    );
    const made = await call('owner', 'POST', gallery(), { imageUrl: await upload('owner') });
    expectRefused(
      await call('owner', 'PUT', `${gallery()}/${made.body.id}`, { imageUrl: theirs }),
      'imageUrl',
      UPLOAD_MESSAGES.notYours,
    );
    expect((await call('admin', 'POST', gallery(), { imageUrl: theirs })).status).toBe(201);
    // A new photo of the owner's own replaces the item's photo through review.
    const newPhoto = await upload('owner');
    const replaced = await call('owner', 'PUT', `${gallery()}/${made.body.id}`, {
      imageUrl: newPhoto,
      caption: 'Otra vista',
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    // An edit of a still-waiting item changes its one waiting submission.
    for (const id of new Set([made.body.submissionId, replaced.body.submissionId])) {
      const url = `/api/admin/submissions/${id}/approve`;
      expect((await call('admin', 'POST', url, {})).status).toBe(200);
    }
    const cookies = await actors.cookies('owner', ctx.app.now());
    const items = await ctx.app.inject({ url: gallery(), ...(cookies ? { cookies } : {}) });
    const item = items
      .json<{ id: number; imageUrl: string }[]>()
      .find((i) => i.id === made.body.id);
    expect(item?.imageUrl).toBe(newPhoto);
  });
});

describe('a photo belongs to whoever uploaded it first', () => {
  const gallery = () => `/api/businesses/${businessId}/gallery`;
  it('the same bytes sent by another person make their own photo; each uses their own', async () => {
    const bytes = await twoColourPhoto(600, 400, 'jpeg', 977);
    const first = await uploadBytes('owner', bytes);
    const second = await uploadBytes('user', bytes);
    expect(second).not.toBe(first);
    // The owner's photo is still theirs (before issue #41 the second upload took it away).
    const made = await call('owner', 'POST', gallery(), { imageUrl: first });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // Neither may use the other's.
    expectRefused(
      await call('owner', 'POST', gallery(), { imageUrl: second }),
      'imageUrl',
      UPLOAD_MESSAGES.notYours,
    );
    const place = await puertoPlata(ctx.database.db);
    const register = (imageUrl: string) =>
      call('user', 'POST', '/api/businesses/register', registrationPayload(place, { imageUrl }));
    expectRefused(await register(first), 'imageUrl', UPLOAD_MESSAGES.notYours);
    const theirs = await register(second);
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    // Sent again by its first uploader, the photo keeps its address and its owner.
    expect(await uploadBytes('owner', bytes)).toBe(first);
    const again = await call('owner', 'POST', gallery(), { imageUrl: first });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });
});

describe('the logo and cover photo', () => {
  const profile = () => `/api/businesses/${businessId}/profile`;

  it('refuse another site’s address and another user’s key in the owner’s facts', async () => {
    for (const field of ['logoUrl', 'imageUrl']) {
      for (const url of OUTSIDE) {
        expectRefused(
          await call('owner', 'PUT', profile(), { ...PROFILE_SAMPLE, [field]: url }),
          field,
        );
      }
      const theirs = await upload('user', 'logo');
      expectRefused(
        await call('owner', 'PUT', profile(), { ...PROFILE_SAMPLE, [field]: theirs }),
        field,
        UPLOAD_MESSAGES.notYours,
      );
      const mine = await upload('owner', 'logo');
      expect(
        (await call('owner', 'PUT', profile(), { ...PROFILE_SAMPLE, [field]: mine })).status,
      ).toBe(200);
    }
  });

  it('keep the published pictures when sent back unchanged (the demo’s are no one’s)', async () => {
    const [published] = await ctx.database.db
      .select({ imageUrl: businesses.imageUrl })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(published?.imageUrl).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    const sent = await call('owner', 'PUT', profile(), {
      ...PROFILE_SAMPLE,
      imageUrl: published!.imageUrl,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });

  it('refuse another site’s address and another user’s key in the registration wizard', async () => {
    const place = await puertoPlata(ctx.database.db);
    const register = (body: unknown) => call('user', 'POST', '/api/businesses/register', body);
    for (const field of ['logoUrl', 'imageUrl'] as const) {
      for (const url of OUTSIDE) {
        expectRefused(await register(registrationPayload(place, { [field]: url })), field);
      }
      const theirs = await upload('owner', 'logo');
      expectRefused(
        await register(registrationPayload(place, { [field]: theirs })),
        field,
        UPLOAD_MESSAGES.notYours,
      );
    }
    const made = await register(
      registrationPayload(place, {
        logoUrl: await upload('user', 'logo'),
        imageUrl: await upload('user', 'cover'),
      }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  });
});
