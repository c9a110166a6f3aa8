// Paying (issue #32): the RD$ rate an administrator sets, the e-mail a new payment sends at once,
// and the owner's receipt, private to the owner and administrators.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPath } from '@drd/shared/api/media-ref';
import { mailOutbox, userDocuments } from '../../db/schema';
import {
  createTestContext,
  FIXED_NOW,
  postJson,
  SAME_ORIGIN,
  type TestContext,
} from '../../test/context';
import { multipart, twoColourPhoto } from '../../test/images';
import {
  makeAccount,
  puertoPlata,
  registerBusinessAs,
  type Account,
} from '../../test/sign-up-fixtures';
import { cleanOrphanDocuments, ORPHAN_GRACE_MS } from '../uploads/cleanup';
import { receivedBody } from '../../test/versions';

let ctx: TestContext;
let mediaDir: string;
let admin: Account;
let owner: Account;
let businessId: number;
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'drd-receipts-'));
  ctx = await createTestContext({ env: { MEDIA_DIR: mediaDir, DOP_PER_USD: '58.5' } });
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
  owner = await makeAccount(ctx.database.db, FIXED_NOW);
  businessId = await registerBusinessAs(ctx.app, owner, await puertoPlata(ctx.database.db), {
    packageId: 2,
    name: 'Colmado Los Pagos',
  });
});
afterAll(async () => {
  await ctx.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const put = (url: string, body: unknown, who: Account) =>
  ctx.app.inject({
    method: 'PUT',
    url,
    headers: SAME_ORIGIN,
    cookies: who.cookies,
    payload: JSON.stringify(body),
  });
const payment = async (who: Account = owner) =>
  ctx.app.inject({ url: `/api/businesses/${businessId}/payment`, cookies: who.cookies });
async function upload(who: Account) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads/documents',
    cookies: who.cookies,
    ...multipart(await twoColourPhoto(900, 600)),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ key: string }>().key;
}

describe('the RD$ rate', () => {
  it('starts at DOP_PER_USD and changes when an administrator saves it', async () => {
    expect((await ctx.app.inject({ url: '/api/exchange-rate' })).json()).toEqual({
      dopPerUsd: 58.5,
    });
    expect((await payment()).json()).toMatchObject({ dopPerUsd: 58.5 });
    const url = '/api/admin/payments/exchange-rate';
    expect((await put(url, { dopPerUsd: 61 }, owner)).statusCode).toBe(403);
    const refused = await put(url, { dopPerUsd: 0 }, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('La tasa debe ser de al menos 1 peso por dólar');
    expect((await put(url, { dopPerUsd: 61.25 }, admin)).json()).toEqual({ dopPerUsd: 61.25 });
    expect((await ctx.app.inject({ url: '/api/exchange-rate' })).json()).toEqual({
      dopPerUsd: 61.25,
    });
    expect((await payment()).json()).toMatchObject({ dopPerUsd: 61.25 });
  });
});

describe('the payment e-mail', () => {
  it('goes out with the registration: reference, price and how to pay', async () => {
    const id = (await payment()).json<{ transaction: { id: number } }>().transaction.id;
    const reference = `DRD-${String(id).padStart(6, '0')}`;
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, owner.id), eq(mailOutbox.kind, 'payment-due')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Tu pago ${reference} para «Colmado Los Pagos»`);
    expect(mails[0]!.text).toContain('Monto: US$ 60 (RD$ 3,510 aprox.)');
    expect(mails[0]!.text).toContain('Transferencia bancaria');
    expect(mails[0]!.text).toContain('efectivo');
  });
});

describe('the receipt', () => {
  it('is the owner’s own upload, replaceable while pending, seen by the owner and admins only', async () => {
    const url = `/api/businesses/${businessId}/payment/receipt`;
    expect((await payment()).json()).toMatchObject({
      businessName: 'Colmado Los Pagos',
      receiptKey: null,
    });
    const stranger = await makeAccount(ctx.database.db, FIXED_NOW);
    const theirs = await upload(stranger);
    expect((await put(url, { documentKey: theirs }, stranger)).statusCode).toBe(403);
    const notMine = await put(url, { documentKey: theirs }, owner);
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json()).toMatchObject({
      error: 'Ese documento no lo subiste tú. Súbelo desde tu dispositivo.',
    });

    const first = await upload(owner);
    const saved = await put(url, { documentKey: first }, owner);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ receiptKey: first });
    const second = await upload(owner);
    expect((await put(url, { documentKey: second }, owner)).json()).toMatchObject({
      receiptKey: second,
    });
    expect((await payment()).json()).toMatchObject({ receiptKey: second });

    const list = await ctx.app.inject({ url: '/api/admin/payments', cookies: admin.cookies });
    const item = list
      .json<{ payments: { business: { id: number } | null; receiptKey: string | null }[] }>()
      .payments.find((p) => p.business?.id === businessId);
    expect(item?.receiptKey).toBe(second);
    const view = (who: Account) =>
      ctx.app.inject({ url: documentPath(second), cookies: who.cookies });
    expect((await view(admin)).statusCode).toBe(200);
    expect((await view(admin)).headers['cache-control']).toContain('no-store');
    expect((await view(owner)).statusCode).toBe(200);
    expect((await view(stranger)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: documentPath(second) })).statusCode).toBe(401);

    // The cleanup keeps the receipt a payment names, and deletes the one it replaced.
    const later = new Date(FIXED_NOW.getTime() + ORPHAN_GRACE_MS + 60_000);
    await cleanOrphanDocuments(ctx.database.db, ctx.app.storage, later);
    const kept = await ctx.database.db.select({ key: userDocuments.key }).from(userDocuments);
    expect(kept.map((d) => d.key)).toContain(second);
    expect(kept.map((d) => d.key)).not.toContain(first);

    // Once paid there is no pending payment to attach a receipt to.
    const { id } = (await payment()).json<{ transaction: { id: number } }>().transaction;
    const received = await postJson(
      ctx.app,
      `/api/admin/payments/${id}/received`,
      await receivedBody(ctx.database.db, id),
      { cookies: admin.cookies },
    );
    expect(received.json()).toMatchObject({ payment: { receiptKey: second } });
    const late = await put(url, { documentKey: await upload(owner) }, owner);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ error: 'No hay pagos pendientes para este negocio' });
  });
});
