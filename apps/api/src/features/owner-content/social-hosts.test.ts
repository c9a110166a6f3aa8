// Each network its own hosts (issue 41): a Facebook link must be a facebook.com address, on
// adding it and on editing its url (the edit body has no platform: the stored one counts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActors, type Actors } from '../../test/actors';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/context';

let ctx: TestContext;
let actors: Actors;
let base: string;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'redes');
  base = `/api/businesses/${actors.fixtures.ownedBusinessId}/social-links`;
});
afterAll(() => ctx.close());

async function send(method: 'POST' | 'PUT', url: string, body: unknown) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: SAME_ORIGIN,
    payload: JSON.stringify(body),
    cookies: (await actors.cookies('owner', ctx.app.now()))!,
  });
  return {
    status: response.statusCode,
    body: response.json<{ id?: number; error?: string; details?: Record<string, string[]> }>(),
  };
}

const FACEBOOK = 'El enlace de Facebook debe ser una dirección de facebook.com';

describe('social links on their own hosts', () => {
  it('refuses a Facebook link to another site, in Spanish, and takes its own hosts', async () => {
    for (const url of ['https://instagram.com/colmado', 'https://facebook.com.example.do/x']) {
      const refused = await send('POST', base, { platform: 'facebook', url });
      expect(refused.status).toBe(400);
      expect(refused.body.details?.url).toEqual([FACEBOOK]);
    }
    for (const url of ['https://m.facebook.com/colmado', 'fb.com/colmado', '@colmado']) {
      const made = await send('POST', base, { platform: 'facebook', url });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    const tiktok = await send('POST', base, {
      platform: 'tiktok',
      url: 'https://youtube.com/@c',
    });
    expect(tiktok.body.details?.url).toEqual([
      'El enlace de TikTok debe ser una dirección de tiktok.com',
    ]);
    const youtube = await send('POST', base, { platform: 'youtube', url: 'https://youtu.be/x' });
    expect(youtube.status).toBe(201);
  });

  it('keeps an edited link on its network: the stored platform decides', async () => {
    const made = await send('POST', base, { platform: 'facebook', url: 'facebook.com/colmado' });
    expect(made.status).toBe(201);
    const refused = await send('PUT', `${base}/${made.body.id}`, {
      url: 'https://x.com/colmado',
    });
    expect(refused).toEqual({
      status: 400,
      body: { error: FACEBOOK, details: { url: [FACEBOOK] } },
    });
    const edited = await send('PUT', `${base}/${made.body.id}`, {
      url: 'https://www.facebook.com/colmado.rd',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  });
});
