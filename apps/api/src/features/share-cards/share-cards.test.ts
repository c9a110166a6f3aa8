// Link previews: each shareable page's head names a 1200×630 JPEG (with its size and type) that
// loads, made on first request and stored; a changed business gets a new card URL.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema';
import { createActors, type Actors } from '../../test/actors';
import { createTestContext, type TestContext } from '../../test/context';
import { multipart, twoColourPhoto } from '../../test/images';

let ctx: TestContext;
let actors: Actors;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'drd-cards-'));
  ctx = await createTestContext({ web: true, env: { MEDIA_DIR: mediaDir } });
  actors = await createActors(ctx.database.db, 'tarjetas');
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

// WhatsApp's fetcher reads the head without running scripts, as a plain GET, and follows a move
// (a bare id goes to the readable address).
async function ogImage(path: string) {
  const get = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { 'user-agent': 'WhatsApp/2.23.20.0' } });
  let response = await get(path);
  if (response.statusCode === 301) response = await get(String(response.headers.location));
  expect(response.statusCode).toBe(200);
  const meta = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]+)"`).exec(response.body)?.[1];
  return {
    url: meta('og:image')!,
    width: meta('og:image:width'),
    height: meta('og:image:height'),
    type: meta('og:image:type'),
  };
}

async function load(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  return { response, meta: await sharp(response.rawPayload).metadata() };
}

describe('share cards', () => {
  it('a business profile names a 1200×630 JPEG that loads, and a new one after a change', async () => {
    const id = actors.fixtures.activeBusinessId;
    const image = await ogImage(`/negocio/${id}`);
    expect(image).toMatchObject({ width: '1200', height: '630', type: 'image/jpeg' });
    expect(image.url).toMatch(
      new RegExp(`^http://localhost:3000/og/negocio/${id}/[0-9a-f]{16}\\.jpg$`),
    );
    const card = await load(image.url);
    expect(card.meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(card.response.headers['cache-control']).toContain('immutable');
    const stored = () => readdir(join(mediaDir, 'og', 'negocio', String(id)));
    const first = `${/([0-9a-f]{16})\.jpg$/.exec(image.url)![1]}.jpg`;
    expect(await stored()).toEqual([first]);
    // Served from storage the second time, byte for byte.
    expect((await load(image.url)).response.rawPayload.equals(card.response.rawPayload)).toBe(true);

    await ctx.database.db
      .update(businesses)
      .set({ name: 'Nombre Nuevo del Negocio' })
      .where(eq(businesses.id, id));
    ctx.app.cache.clear();
    const changed = await ogImage(`/negocio/${id}`);
    expect(changed.url).not.toBe(image.url);
    // The old URL still answers (a preview already shared), with the current card, briefly cached.
    const old = await load(image.url);
    expect(old.response.headers['cache-control']).toBe('public, max-age=300');
    // The superseded file is gone from storage; only the current card is kept.
    const second = `${/([0-9a-f]{16})\.jpg$/.exec(changed.url)![1]}.jpg`;
    expect(await stored()).toEqual([second]);
    expect((await load(changed.url)).response.rawPayload.equals(old.response.rawPayload)).toBe(
      true,
    );
  });

  it('keeps one card per page when requests for a new version arrive together', async () => {
    const id = actors.fixtures.ownedBusinessId;
    const stored = () => readdir(join(mediaDir, 'og', 'negocio', String(id)));
    await load((await ogImage(`/negocio/${id}`)).url);
    for (const name of ['Primera Versión', 'Segunda Versión']) {
      await ctx.database.db.update(businesses).set({ name }).where(eq(businesses.id, id));
      ctx.app.cache.clear();
      const image = await ogImage(`/negocio/${id}`);
      await Promise.all(Array.from({ length: 4 }, () => load(image.url)));
      expect(await stored()).toEqual([`${/([0-9a-f]{16})\.jpg$/.exec(image.url)![1]}.jpg`]);
    }
  });

  it('draws the uploaded cover photo', async () => {
    const owner = (await actors.cookies('owner', ctx.app.now()))!;
    const body = multipart(await twoColourPhoto(1600, 900));
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads/photos?purpose=cover',
      cookies: owner,
      ...body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = actors.fixtures.ownedBusinessId;
    await ctx.database.db
      .update(businesses)
      .set({ imageUrl: uploaded.json<{ url: string }>().url })
      .where(eq(businesses.id, id));
    const card = await load((await ogImage(`/negocio/${id}`)).url);
    // The page preloads the width the phone will draw, not the 1600 px file.
    const moved = await ctx.app.inject({ method: 'GET', url: `/negocio/${id}` });
    const page = await ctx.app.inject({ method: 'GET', url: String(moved.headers.location) });
    expect(page.body).toMatch(
      /<link rel="preload" as="image" href="[^"]+" imagesrcset="[^"]+-400\.webp 400w, /,
    );
    // Top left is the photo's red half, not the designed card's blue.
    const { data } = await sharp(card.response.rawPayload)
      .extract({ left: 20, top: 200, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
  });

  it('category, location, home and list pages name their cards too', async () => {
    for (const path of [
      '/categoria/restaurantes',
      '/ubicacion/puerto-plata',
      '/',
      '/mapa-negocios',
    ]) {
      const image = await ogImage(path);
      expect(image).toMatchObject({ width: '1200', height: '630', type: 'image/jpeg' });
      expect((await load(image.url)).meta).toMatchObject({ width: 1200, height: 630 });
    }
  });

  it('answers 404 in Spanish for an unknown card', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/og/negocio/999999/0123456789abcdef.jpg',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Imagen no encontrada' });
  });
});
