// The 'Verificado' badge: the owner's request (check digits, a private document of their own, one
// waiting at a time), the administrators' version-bound decision, and the badge on the profile and
// cards without the number.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetail, BusinessList } from '@drd/shared/api/businesses';
import { STALE_VERSION_MESSAGE, type ApiError } from '@drd/shared/api/common';
import { documentPath } from '@drd/shared/api/media-ref';
import type { AdminVerification, OwnVerification } from '@drd/shared/api/verification';
import { and, asc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { businessJsonLd } from '../seo/json-ld';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { multipart, twoColourPhoto } from '../../test/images';

let ctx: TestContext;
let actors: Actors;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'drd-verification-'));
  ctx = await createTestContext({ env: { MEDIA_DIR: mediaDir } });
  actors = await createActors(ctx.database.db, 'verifica');
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const RNC = '101850043';
const CEDULA = '00113918205';
const cookiesOf = async (who: Actor) => (await actors.cookies(who, ctx.app.now())) ?? {};
/** What the owner was told of decisions on their requests, oldest first. */
const decisionMails = () =>
  ctx.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'verification-decided'),
        eq(mailOutbox.toAddress, 'verifica_owner@correo.do'),
      ),
    )
    .orderBy(asc(mailOutbox.id));
const url = () => `/api/businesses/${actors.fixtures.ownedBusinessId}/verification`;

async function upload(who: Actor): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads/documents',
    cookies: await cookiesOf(who),
    ...multipart(await twoColourPhoto(900, 600)),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ key: string }>().key;
}
const ask = async (who: Actor, body: Record<string, unknown>) =>
  postJson(ctx.app, url(), body, { cookies: await cookiesOf(who) });
const read = async (who: Actor, path: string) =>
  ctx.app.inject({ url: path, cookies: await cookiesOf(who) });
const queue = async (status = 'pending') =>
  (await read('admin', `/api/admin/verifications?status=${status}`)).json<AdminVerification[]>();
const decide = async (id: number, action: 'approve' | 'reject', body: Record<string, unknown>) =>
  postJson(ctx.app, `/api/admin/verifications/${id}/${action}`, body, {
    cookies: await cookiesOf('admin'),
  });

describe('asking for verification', () => {
  it('checks the RNC and cédula by their check digits, with a Spanish message', async () => {
    const key = await upload('owner');
    const badRnc = await ask('owner', { kind: 'rnc', number: '101850042', documentKey: key });
    expect(badRnc.statusCode).toBe(400);
    expect(badRnc.json<ApiError>().details!.number).toEqual([
      'El RNC no es válido: revisa los 9 dígitos',
    ]);
    const badCedula = await ask('owner', { kind: 'cedula', number: RNC, documentKey: key });
    expect(badCedula.json<ApiError>().details!.number).toEqual([
      'La cédula no es válida: revisa los 11 dígitos',
    ]);
    const noDocument = await ask('owner', { kind: 'rnc', number: RNC });
    expect(noDocument.statusCode).toBe(400);
    expect(noDocument.json<ApiError>().details!.documentKey).toBeDefined();
  });

  it("refuses someone else's document, and anyone but the owner", async () => {
    const othersKey = await upload('otherOwner');
    const notMine = await ask('owner', { kind: 'rnc', number: RNC, documentKey: othersKey });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json<ApiError>().details!.documentKey).toBeDefined();
    const adminKey = await upload('admin');
    const asAdmin = await ask('admin', { kind: 'rnc', number: RNC, documentKey: adminKey });
    expect(asAdmin.statusCode).toBe(403);
    const asOther = await ask('otherOwner', { kind: 'rnc', number: RNC, documentKey: othersKey });
    expect(asOther.statusCode).toBe(403);
    expect((await read('otherOwner', url())).statusCode).toBe(403);
  });

  it('takes a valid request once, keeps the number and document from the public', async () => {
    const key = await upload('owner');
    const made = await ask('owner', { kind: 'cedula', number: '001-1391820-5', documentKey: key });
    expect(made.statusCode, made.body).toBe(201);
    const again = await ask('owner', { kind: 'rnc', number: RNC, documentKey: key });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error).toBe(
      'Ya hay una solicitud de verificación pendiente para este negocio',
    );

    const own = await read('owner', url());
    expect(own.json<OwnVerification>()).toEqual({
      verifiedAt: null,
      request: expect.objectContaining({ status: 'pending', kind: 'cedula', adminNotes: null }),
    });
    expect(own.body).not.toContain('1391820');
    // The document: its uploader and administrators only.
    expect((await read('admin', documentPath(key))).statusCode).toBe(200);
    expect((await read('otherOwner', documentPath(key))).statusCode).toBe(404);
    expect((await read('visitor', documentPath(key))).statusCode).toBe(401);

    const [waiting] = (await queue()).filter(
      (v) => v.business.id === actors.fixtures.ownedBusinessId,
    );
    expect(waiting).toMatchObject({ kind: 'cedula', number: CEDULA, documentKey: key, version: 1 });
  });
});

describe('deciding', () => {
  it('rejects with a note the owner reads', async () => {
    const [waiting] = await queue();
    expect((await decide(waiting!.id, 'reject', { version: waiting!.version })).statusCode).toBe(
      400,
    );
    const rejected = await decide(waiting!.id, 'reject', {
      version: waiting!.version,
      adminNotes: 'La foto no se lee: súbela con más luz',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await read('owner', url())).json<OwnVerification>().request).toMatchObject({
      status: 'rejected',
      adminNotes: 'La foto no se lee: súbela con más luz',
    });
    const [mail] = await decisionMails();
    expect(mail).toMatchObject({ subject: expect.stringMatching(/^No pudimos verificar «/) });
    expect(mail!.text).toContain('Motivo: La foto no se lee: súbela con más luz');
  });

  it('approves only the version seen; the badge and its date show, never the number', async () => {
    const key = await upload('owner');
    expect((await ask('owner', { kind: 'rnc', number: RNC, documentKey: key })).statusCode).toBe(
      201,
    );
    const [waiting] = await queue();
    const stale = await decide(waiting!.id, 'approve', { version: waiting!.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: STALE_VERSION_MESSAGE, version: waiting!.version });
    // A first page that shows the business, cached before the approval, has the badge after it.
    const owned = (
      await read('visitor', `/api/businesses/detail/${actors.fixtures.ownedBusinessId}`)
    ).json<BusinessDetail>();
    const itsList = `/api/businesses/filter?categories=${owned.categorySlug}&municipality=${owned.municipalityId}`;
    const cardIn = async () =>
      (await read('visitor', itsList))
        .json<BusinessList>()
        .businesses.find((b) => b.id === actors.fixtures.ownedBusinessId);
    expect(await cardIn()).toMatchObject({ verified: false });
    const approved = await decide(waiting!.id, 'approve', { version: waiting!.version });
    expect(approved.statusCode, approved.body).toBe(200);
    const twice = await decide(waiting!.id, 'approve', { version: waiting!.version });
    expect(twice.statusCode).toBe(409);
    // One mail per decision: the rejection above and this approval, never one for the 409s.
    const mails = await decisionMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/ya es un negocio verificado$/);

    const id = actors.fixtures.ownedBusinessId;
    const detail = await read('visitor', `/api/businesses/detail/${id}`);
    expect(detail.json<BusinessDetail>()).toMatchObject({
      verified: true,
      verifiedAt: ctx.app.now().toISOString(),
    });
    expect(detail.body).not.toContain(RNC);
    const ld = businessJsonLd(detail.json<BusinessDetail>(), 'http://x/negocio/1');
    expect(ld.additionalProperty).toMatchObject({ '@type': 'PropertyValue', value: true });
    expect(JSON.stringify(ld)).not.toContain(RNC);
    expect(await cardIn()).toMatchObject({ verified: true });
    const list = await read('visitor', '/api/businesses?pageSize=100');
    const card = list.json<BusinessList>().businesses.find((b) => b.id === id);
    expect(card).toMatchObject({ verified: true, verifiedAt: ctx.app.now().toISOString() });
    expect(list.body).not.toContain(RNC);
    const other = list.json<BusinessList>().businesses.find((b) => b.id !== id);
    expect(other).toMatchObject({ verified: false, verifiedAt: null });
    expect((await read('owner', url())).json<OwnVerification>()).toMatchObject({
      verifiedAt: ctx.app.now().toISOString(),
      request: { status: 'approved', kind: 'rnc' },
    });
  });
});
