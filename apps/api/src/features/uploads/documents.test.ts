// Private documents (a claim's proof): uploaded from the phone, kept apart from the public photos,
// served only to the uploader and administrators without any cache; a claim names one by its key,
// only its own uploader's.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claim } from '@drd/shared/api/claims';
import { documentPath, OUTSIDE_DOCUMENT_MESSAGE } from '@drd/shared/api/media-ref';
import { businesses } from '../../db/schema';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/context';
import { multipart, phonePhoto, twoColourPhoto } from '../../test/images';
import { cleanOrphanDocuments, ORPHAN_GRACE_MS } from './cleanup';
import { UPLOAD_MESSAGES } from './messages';

let ctx: TestContext;
let actors: Actors;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'drd-documents-'));
  ctx = await createTestContext({ env: { MEDIA_DIR: mediaDir } });
  actors = await createActors(ctx.database.db, 'documentos');
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const cookiesOf = async (who: Actor) => (await actors.cookies(who, ctx.app.now())) ?? {};

async function uploadDocument(who: Actor, photo?: Buffer) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/uploads/documents',
    cookies: await cookiesOf(who),
    ...multipart(photo ?? (await twoColourPhoto(900, 600))),
  });
}
const view = async (who: Actor, key: string) =>
  ctx.app.inject({ method: 'GET', url: documentPath(key), cookies: await cookiesOf(who) });

async function claim(who: Actor, body: Record<string, unknown>) {
  const [listing] = await ctx.database.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.name, 'Colmadón Doña Rosa'));
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/businesses/${listing!.id}/claims`,
    headers: SAME_ORIGIN,
    cookies: await cookiesOf(who),
    payload: JSON.stringify({ note: 'Soy el dueño desde 2015, tengo el registro.', ...body }),
  });
  return {
    status: response.statusCode,
    body: response.json<{ details?: Record<string, string[]> }>(),
  };
}

describe('private documents', () => {
  it('are served to their uploader and administrators only, never cached', async () => {
    expect((await uploadDocument('visitor')).statusCode).toBe(401);
    const uploaded = await uploadDocument('user', await phonePhoto(1200, 900));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { key } = uploaded.json<{ key: string }>();
    expect(key).toMatch(/^[0-9a-f]{32}$/);

    for (const who of ['user', 'admin'] as const) {
      const seen = await view(who, key);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['content-type']).toBe('image/webp');
      expect(seen.headers['cache-control']).toBe('private, no-store');
      // Processed like every upload: no GPS position or any other metadata left.
      const meta = await sharp(seen.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
    }
    expect((await view('visitor', key)).statusCode).toBe(401);
    for (const who of ['owner', 'otherOwner'] as const) {
      const refused = await view(who, key);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['cache-control']).toBe('private, no-store');
    }
    expect((await view('user', 'ab'.repeat(16))).statusCode).toBe(404);
    expect((await view('user', '../u/x')).statusCode).toBe(404);

    // Kept apart from the public photos: nothing under the public media path names it.
    expect((await ctx.app.inject({ url: `/media/${key}.webp` })).statusCode).toBe(404);
    expect(await readdir(join(mediaDir, 'd'))).toContain(`${key}.webp`);
    expect(await readdir(join(mediaDir, 'u')).catch(() => [])).toEqual([]);
  });

  it('refuses a file that is not a photo', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');
    const refused = await uploadDocument('user', pdf);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: UPLOAD_MESSAGES.notImage });
  });

  it('a claim names its claimant’s own document, never an address or another’s', async () => {
    const outside = await claim('otherOwner', { documentUrl: 'https://fotos.do/registro.jpg' });
    expect(outside.status).toBe(400);
    expect(outside.body.details?.documentUrl).toEqual([OUTSIDE_DOCUMENT_MESSAGE]);
    const asKey = await claim('otherOwner', { documentKey: 'https://fotos.do/registro.jpg' });
    expect(asKey.body.details?.documentKey).toEqual([OUTSIDE_DOCUMENT_MESSAGE]);

    const theirs = (await uploadDocument('user')).json<{ key: string }>().key;
    const stolen = await claim('otherOwner', { documentKey: theirs });
    expect(stolen.status).toBe(400);
    expect(stolen.body.details?.documentKey).toEqual([UPLOAD_MESSAGES.documentNotYours]);

    const mine = (await uploadDocument('otherOwner')).json<{ key: string }>().key;
    const made = await claim('otherOwner', { documentKey: mine });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const list = await ctx.app.inject({
      url: '/api/admin/claims',
      cookies: await cookiesOf('admin'),
    });
    const shown = list.json<Claim[]>().find((c) => c.documentKey === mine);
    expect(shown).toBeDefined();
    expect((await view('admin', mine)).statusCode).toBe(200);
  });

  it('deletes a document no claim names a day after its upload', async () => {
    const unsent = (await uploadDocument('user')).json<{ key: string }>().key;
    const later = new Date(ctx.app.now().getTime() + ORPHAN_GRACE_MS + 60_000);
    await cleanOrphanDocuments(ctx.database.db, ctx.app.storage, later);
    expect((await view('user', unsent)).statusCode).toBe(404);
    expect(await readdir(join(mediaDir, 'd'))).not.toContain(`${unsent}.webp`);
  });
});
