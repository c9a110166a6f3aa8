// Photo uploads end to end through the API, with real images made by sharp: orientation, the
// metadata that must go, the sizes and formats, every refusal, the plan's limit under parallel
// uploads, and the cleanup of photos nothing refers to.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryLimitMessage, galleryLimitOf } from '@drd/shared/api/content/registry';
import { businessGalleryImages, businesses, mediaUploads } from '../../db/schema';
import { createActors, type Actors } from '../../test/actors';
import { createTestContext, type TestContext } from '../../test/context';
import { multipart, phonePhoto, pngBomb, twoColourPhoto } from '../../test/images';
import { cleanOrphanUploads, ORPHAN_GRACE_MS } from './cleanup';
import { UPLOAD_MESSAGES } from './messages';

let ctx: TestContext;
let actors: Actors;
let mediaDir: string;
let cookies: Record<string, string>;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'drd-media-'));
  ctx = await createTestContext({ env: { MEDIA_DIR: mediaDir } });
  actors = await createActors(ctx.database.db, 'subidas');
  cookies = (await actors.cookies('owner', ctx.app.now()))!;
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const galleryUrl = () => `/api/businesses/${actors.fixtures.ownedBusinessId}/gallery/photos`;

function upload(url: string, file: Buffer, options: Parameters<typeof multipart>[1] = {}) {
  const body = multipart(file, options);
  return ctx.app.inject({ method: 'POST', url, cookies, ...body });
}

const keyOf = (url: string) => /\/media\/([0-9a-f]{32})\.webp$/.exec(url)![1]!;
const storedFiles = async () => (await readdir(join(mediaDir, 'u')).catch(() => [])).sort();

async function fetchMedia(name: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/media/${name}` });
  return { response, meta: await sharp(response.rawPayload).metadata() };
}

async function setGallery(count: number) {
  const db = ctx.database.db;
  const businessId = actors.fixtures.ownedBusinessId;
  await db.update(businesses).set({ packageId: 1 }).where(eq(businesses.id, businessId));
  await db.delete(businessGalleryImages).where(eq(businessGalleryImages.businessId, businessId));
  for (let i = 0; i < count; i++) {
    await db.insert(businessGalleryImages).values({
      businessId,
      imageUrl: `https://fotos.example.do/${i}.jpg`,
      status: 'approved',
      displayOrder: i,
    });
  }
}

describe('a gallery photo', () => {
  it('is stored upright, without metadata, as WebP at three widths and a JPEG', async () => {
    await setGallery(0);
    const photo = await phonePhoto(1000, 600);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(galleryUrl(), photo, { fields: { caption: 'La terraza' } });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{ id: number; status: string; imageUrl: string }>();
    expect(answer.status).toBe('pending');
    expect(answer.imageUrl).toMatch(/^http:\/\/localhost:3000\/media\/[0-9a-f]{32}\.webp$/);
    const key = keyOf(answer.imageUrl);

    const [item] = await ctx.database.db
      .select()
      .from(businessGalleryImages)
      .where(eq(businessGalleryImages.id, answer.id));
    expect(item).toMatchObject({ imageUrl: answer.imageUrl, caption: 'La terraza' });

    // Orientation 6: stored 1000×600 on its side, shown 600×1000 upright.
    const largest = await fetchMedia(`${key}.webp`);
    expect(largest.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(largest.response.headers['content-type']).toBe('image/webp');
    expect(largest.meta).toMatchObject({ format: 'webp', width: 600, height: 1000 });
    expect(largest.meta.orientation).toBeUndefined();
    expect(largest.meta.exif).toBeUndefined();
    expect(largest.meta.xmp).toBeUndefined();
    // The left half (red) of the stored image is the top after rotating by 90° clockwise.
    const { data } = await sharp(largest.response.rawPayload)
      .extract({ left: 300, top: 100, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(100);

    for (const [name, width] of [
      [`${key}-400.webp`, 400],
      [`${key}-800.webp`, 600],
    ] as const) {
      const { meta } = await fetchMedia(name);
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.exif).toBeUndefined();
    }
    const share = await fetchMedia(`${key}.jpg`);
    expect(share.response.headers['content-type']).toBe('image/jpeg');
    expect(share.meta).toMatchObject({ format: 'jpeg', width: 600, height: 1000 });
    expect(share.meta.exif).toBeUndefined();
    expect(share.meta.icc).toBeUndefined();
  });

  it('is scaled to 1600, 800 and 400 pixels wide from a large PNG', async () => {
    await setGallery(0);
    const response = await upload(galleryUrl(), await twoColourPhoto(2400, 1800, 'png'), {
      filename: 'foto.png',
      type: 'image/png',
    });
    expect(response.statusCode, response.body).toBe(201);
    const key = keyOf(response.json<{ imageUrl: string }>().imageUrl);
    expect((await fetchMedia(`${key}.webp`)).meta).toMatchObject({ width: 1600, height: 1200 });
    expect((await fetchMedia(`${key}-800.webp`)).meta).toMatchObject({ width: 800, height: 600 });
    expect((await fetchMedia(`${key}-400.webp`)).meta).toMatchObject({ width: 400, height: 300 });
    expect((await fetchMedia(`${key}.jpg`)).meta).toMatchObject({ width: 1200, format: 'jpeg' });
  });
});

describe('bad input', () => {
  const cases: [string, () => Promise<Buffer>, number, string][] = [
    [
      'a text file named .jpg',
      async () => Buffer.from('hola, no soy una foto'),
      400,
      UPLOAD_MESSAGES.notImage,
    ],
    [
      'an SVG with a script',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>',
        ),
      400,
      UPLOAD_MESSAGES.svg,
    ],
    [
      'an image bomb (30000×30000 in a small PNG)',
      () => pngBomb(30000),
      400,
      UPLOAD_MESSAGES.tooManyPixels,
    ],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await twoColourPhoto(800, 600);
        return jpeg.subarray(0, Math.floor(jpeg.length / 2));
      },
      400,
      UPLOAD_MESSAGES.damaged,
    ],
    [
      'a 50 MB upload',
      async () => Buffer.alloc(50 * 1024 * 1024, 0xff),
      413,
      UPLOAD_MESSAGES.tooLarge,
    ],
    ['a tiny photo', () => twoColourPhoto(120, 90), 400, UPLOAD_MESSAGES.tooSmall(250)],
  ];

  it.each(cases)('refuses %s in Spanish and stores nothing', async (_name, make, status, error) => {
    await setGallery(0);
    const filesBefore = await storedFiles();
    const response = await upload(galleryUrl(), await make());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ error });
    expect(await storedFiles()).toEqual(filesBefore);
    const items = await ctx.database.db
      .select()
      .from(businessGalleryImages)
      .where(eq(businessGalleryImages.businessId, actors.fixtures.ownedBusinessId));
    expect(items).toEqual([]);
  });

  it('refuses a JSON body on the upload route', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: galleryUrl(),
      cookies,
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: UPLOAD_MESSAGES.notMultipart });
  });

  it('refuses a form from another site', async () => {
    const body = multipart(await twoColourPhoto(400, 300));
    const response = await ctx.app.inject({
      method: 'POST',
      url: galleryUrl(),
      cookies,
      payload: body.payload,
      headers: { ...body.headers, origin: 'https://otro-sitio.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("the plan's photo limit", () => {
  it('holds under parallel uploads and leaves no files of the refused ones', async () => {
    const limit = galleryLimitOf(1);
    await setGallery(limit - 1);
    const filesBefore = await storedFiles();
    const photos = await Promise.all(
      [1, 2, 3, 4].map((seed) => twoColourPhoto(500, 400, 'jpeg', seed)),
    );
    const responses = await Promise.all(photos.map((photo) => upload(galleryUrl(), photo)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toEqual({ error: galleryLimitMessage(limit) });
    }
    const [count] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(businessGalleryImages)
      .where(eq(businessGalleryImages.businessId, actors.fixtures.ownedBusinessId));
    expect(count!.n).toBe(limit);
    const accepted = keyOf(
      responses.find((r) => r.statusCode === 201)!.json<{ imageUrl: string }>().imageUrl,
    );
    const added = (await storedFiles()).filter((f) => !filesBefore.includes(f));
    expect(added.every((f) => f.startsWith(accepted))).toBe(true);
    expect(added).toHaveLength(4);
  });

  it('is refused before the photo is processed when the gallery is full', async () => {
    await setGallery(galleryLimitOf(1));
    const response = await upload(galleryUrl(), await twoColourPhoto(500, 400, 'jpeg', 9));
    expect(response.statusCode).toBe(409);
  });
});

describe('cleanup', () => {
  const later = () => new Date(ctx.app.now().getTime() + ORPHAN_GRACE_MS + 60_000);

  it('removes a deleted gallery photo from storage, and keeps the ones in use', async () => {
    await setGallery(0);
    const kept = await upload(galleryUrl(), await twoColourPhoto(600, 400, 'jpeg', 21));
    const gone = await upload(galleryUrl(), await twoColourPhoto(600, 400, 'jpeg', 22));
    const goneAnswer = gone.json<{ id: number; imageUrl: string }>();
    const keptKey = keyOf(kept.json<{ imageUrl: string }>().imageUrl);
    const goneKey = keyOf(goneAnswer.imageUrl);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${actors.fixtures.ownedBusinessId}/gallery/${goneAnswer.id}`,
      cookies,
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(removed.statusCode, removed.body).toBe(200);

    // Within the grace period nothing is touched.
    await cleanOrphanUploads(ctx.database.db, ctx.app.storage, ctx.app.now());
    expect((await storedFiles()).filter((f) => f.startsWith(goneKey))).toHaveLength(4);

    while ((await cleanOrphanUploads(ctx.database.db, ctx.app.storage, later())) > 0);
    const files = await storedFiles();
    expect(files.filter((f) => f.startsWith(goneKey))).toEqual([]);
    expect(files.filter((f) => f.startsWith(keptKey))).toHaveLength(4);
    const rows = await ctx.database.db.select({ key: mediaUploads.key }).from(mediaUploads);
    expect(rows.map((r) => r.key)).toContain(keptKey);
    expect(rows.map((r) => r.key)).not.toContain(goneKey);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/media/${goneKey}.webp` })).statusCode,
    ).toBe(404);
  });

  it("keeps a wizard's logo once a business refers to it, and removes an unused one", async () => {
    const used = await upload(
      '/api/uploads/photos?purpose=logo',
      await twoColourPhoto(200, 200, 'png', 31),
      {
        type: 'image/png',
      },
    );
    const unused = await upload(
      '/api/uploads/photos?purpose=cover',
      await twoColourPhoto(800, 450, 'jpeg', 32),
    );
    expect(used.statusCode, used.body).toBe(201);
    expect(unused.statusCode, unused.body).toBe(201);
    expect(unused.json()).toMatchObject({ width: 800, height: 450 });
    const usedUrl = used.json<{ url: string }>().url;
    await ctx.database.db
      .update(businesses)
      .set({ logoUrl: usedUrl })
      .where(eq(businesses.id, actors.fixtures.ownedBusinessId));
    while ((await cleanOrphanUploads(ctx.database.db, ctx.app.storage, later())) > 0);
    const files = await storedFiles();
    expect(files.filter((f) => f.startsWith(keyOf(usedUrl)))).toHaveLength(4);
    expect(files.filter((f) => f.startsWith(keyOf(unused.json<{ url: string }>().url)))).toEqual(
      [],
    );
  });

  it('needs a signed-in user for a wizard photo', async () => {
    const body = multipart(await twoColourPhoto(300, 300));
    const response = await ctx.app.inject({ method: 'POST', url: '/api/uploads/photos', ...body });
    expect(response.statusCode).toBe(401);
  });
});
