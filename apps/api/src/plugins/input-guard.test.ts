// The guard covers every part of a request: multipart fields (a NUL in a photo's caption), bytes
// that are not UTF-8 percent-encoded in the path or query (never read as U+FFFD), and ids past
// PostgreSQL's integer refused by their schema, not by the database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActors, type Actors } from '../test/actors';
import { createTestContext, postJson, type TestContext } from '../test/context';
import { multipart, twoColourPhoto } from '../test/images';
import { makeAccount, puertoPlata, registrationPayload } from '../test/sign-up-fixtures';
import { DISALLOWED_TEXT_MESSAGE, isUtf8Url } from './input-guard';

let ctx: TestContext;
let actors: Actors;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'drd-guard-'));
  ctx = await createTestContext({ web: true, env: { MEDIA_DIR: mediaDir } });
  actors = await createActors(ctx.database.db, 'guardia');
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('input guard', () => {
  it('refuses a NUL in a multipart field before the photo is stored', async () => {
    const cookies = (await actors.cookies('owner', ctx.app.now()))!;
    const photo = await twoColourPhoto(400, 300);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/businesses/${actors.fixtures.ownedBusinessId}/gallery/photos`,
      cookies,
      ...multipart(photo, { fields: { caption: 'La terraza\u0000' } }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: DISALLOWED_TEXT_MESSAGE });
    // The same form with a clean caption goes through.
    const clean = await ctx.app.inject({
      method: 'POST',
      url: `/api/businesses/${actors.fixtures.ownedBusinessId}/gallery/photos`,
      cookies,
      ...multipart(photo, { fields: { caption: 'La terraza' } }),
    });
    expect(clean.statusCode, clean.body).toBe(201);
  });

  it.each([
    '/api/businesses/filter?q=caf%E9',
    '/api/businesses/filter?q=%FF',
    '/api/businesses/filter?q=%C3%28',
    '/categoria/aguas?pagina=%ED%A0%80',
  ])('refuses percent-encoding that is not UTF-8: %s', async (url) => {
    const response = await ctx.app.inject({ url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: DISALLOWED_TEXT_MESSAGE });
  });

  it("refuses it in a path too (the router's own Spanish 400)", async () => {
    for (const url of ['/categoria/%ED%A0%80', '/api/businesses/detail/%FF']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('reads UTF-8 and plain percent signs as before', async () => {
    expect(isUtf8Url('/api/businesses/filter?q=caf%C3%A9&x=100%')).toBe(true);
    expect(isUtf8Url('/x?q=%zz')).toBe(true);
    const response = await ctx.app.inject({ url: '/api/businesses/filter?q=caf%C3%A9' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an id past 2^31 with the field’s own message', async () => {
    const user = await makeAccount(ctx.database.db, ctx.app.now());
    const place = await puertoPlata(ctx.database.db);
    const response = await postJson(
      ctx.app,
      '/api/businesses/register',
      registrationPayload(place, { category: 2_147_483_648 }),
      user,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      details: { category: ['Debe seleccionar una categoría'] },
    });
    const payments = await ctx.app.inject({
      url: '/api/admin/payments?page=99999999999',
      cookies: (await actors.cookies('admin', ctx.app.now()))!,
    });
    expect(payments.statusCode).toBe(400);
    expect(payments.json()).toMatchObject({ error: 'Datos inválidos' });
  });
});
