// Issue 41: a decision binds its version after the decision too. For every kind of administrator's
// decision (reported reviews are tested with reviews): a decided item answers 409 with its version
// to any later decision, even one sent with the version it was decided on, and changes nothing;
// of 25 approvals and rejections sent together exactly one wins. CI runs it on PostgreSQL too.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVerification } from '@drd/shared/api/verification';
import type { Claim } from '@drd/shared/api/claims';
import type { PendingSubmission } from '@drd/shared/api/content/moderation';
import {
  adminActions,
  businessProfileSubmissions,
  businesses,
  mailOutbox,
  subscriptions,
  transactions,
  userDocuments,
} from '../../db/schema';
import { createActors, type Actors } from '../../test/actors';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import {
  makeAccount,
  puertoPlata,
  registerBusinessAs,
  type Account,
} from '../../test/sign-up-fixtures';
import { paymentVersion, registrationVersion } from '../../test/versions';
import { PROFILE_SAMPLE } from '../owner-content/access-entries';
import { rows } from '../owner-content/sql';
import { questionTestKit } from '../questions/test-kit';

let ctx: TestContext;
let actors: Actors;
let admin: Account;
let place: { province: number; municipality: number };
let spare: number[];
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'decididos');
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
  place = await puertoPlata(ctx.database.db);
  // Active listings the actors do not use, for claims and verifications.
  spare = (
    await ctx.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .orderBy(businesses.id)
      .limit(4)
      .offset(10)
  ).map((b) => b.id);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const RACE = 25;
type Decision = 'approve' | 'reject';
interface Answer {
  status: number;
  body: { error?: string; version?: number };
}

/** One kind of decision: how to make a waiting item, decide it, and read what it changed. */
interface Kind {
  name: string;
  make: () => Promise<{ id: number; version: number }>;
  decide: (id: number, decision: Decision, version: number) => Promise<Answer>;
  /** The audit log's target of the decision. */
  target: (id: number) => Promise<{ type: string; id: number }>;
  /** What a decision changes (its status, the public state, mail sent): must not move on a 409. */
  state: (id: number) => Promise<unknown>;
}

async function post(url: string, body: unknown): Promise<Answer> {
  const response = await postJson(ctx.app, url, body, { cookies: admin.cookies });
  return { status: response.statusCode, body: response.json() };
}

async function logged(target: { type: string; id: number }): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(adminActions)
    .where(and(eq(adminActions.targetType, target.type), eq(adminActions.targetId, target.id)));
  return row!.n;
}

async function mails(userId: number, kinds: string[]): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), inArray(mailOutbox.kind, kinds)));
  return row!.n;
}

async function submissionState(id: number) {
  const [row] = await db()
    .select({
      status: businessProfileSubmissions.status,
      notes: businessProfileSubmissions.reviewNotes,
    })
    .from(businessProfileSubmissions)
    .where(eq(businessProfileSubmissions.id, id));
  return row;
}

const submissionKind = (name: string, make: Kind['make']): Kind => ({
  name,
  make,
  decide: (id, decision, version) =>
    post(`/api/admin/submissions/${id}/${decision}`, {
      version,
      ...(decision === 'reject' ? { adminNotes: 'No cumple las normas.' } : {}),
    }),
  target: (id) => Promise.resolve({ type: 'submission', id }),
  state: async (id) => ({
    submission: await submissionState(id),
    detail: (await ctx.app.inject({ url: `/api/businesses/detail/${ownedId()}` })).body,
  }),
});

const ownedId = () => actors.fixtures.ownedBusinessId;
async function asOwner(method: 'POST' | 'PUT', url: string, body: unknown) {
  const cookies = await actors.cookies('owner', ctx.app.now());
  const response = await ctx.app.inject({
    method,
    url,
    headers: { origin: 'http://localhost', 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    ...(cookies ? { cookies } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ submissionId: number }>();
}
async function queued(submissionId: number) {
  const queue = await ctx.app.inject({
    url: `/api/admin/pending-submissions?businessId=${ownedId()}&pageSize=100`,
    cookies: admin.cookies,
  });
  const found = queue
    .json<{ submissions: PendingSubmission[] }>()
    .submissions.find((s) => s.id === submissionId);
  return { id: submissionId, version: found!.version };
}

let made = 0;
const content = submissionKind('content submissions', async () => {
  const n = made++;
  const sent = await asOwner('POST', `/api/businesses/${ownedId()}/faqs`, {
    question: `¿Pregunta número ${n} del negocio?`,
    answer: `Respuesta número ${n}.`,
  });
  return queued(sent.submissionId);
});

const facts = submissionKind("the business's facts", async () => {
  const n = String(made++).padStart(4, '0');
  const sent = await asOwner('PUT', `/api/businesses/${ownedId()}/profile`, {
    ...PROFILE_SAMPLE,
    phone: `809-555-${n}`,
  });
  return queued(sent.submissionId);
});

/** The bulk decisions: a decided item fails alone with its version, as a single 409 does. */
const bulk: Kind = {
  ...content,
  name: 'content submissions decided in bulk',
  decide: async (id, decision, version) => {
    const answer = await post('/api/admin/submissions/decisions', {
      decisions: [
        { id, version, decision, ...(decision === 'reject' ? { adminNotes: 'No.' } : {}) },
      ],
    });
    const result = (answer.body as { results: { ok: boolean; error?: string; version?: number }[] })
      .results[0]!;
    return {
      status: result.ok ? 200 : 409,
      body: { ...(result.error ? { error: result.error } : {}), version: result.version },
    };
  },
};

const owners = new Map<number, number>();
const newBusinesses: Kind = {
  name: 'new businesses',
  make: async () => {
    const owner = await makeAccount(db(), FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place);
    owners.set(id, owner.id);
    return { id, version: await registrationVersion(db(), id) };
  },
  decide: (id, decision, version) =>
    post(`/api/admin/businesses/${id}/${decision}`, {
      version,
      ...(decision === 'reject' ? { adminNotes: 'Faltan datos del local.' } : {}),
    }),
  target: (id) => Promise.resolve({ type: 'business', id }),
  state: async (id) => ({
    business: (
      await db()
        .select({ active: businesses.isActive, expires: businesses.expiresAt })
        .from(businesses)
        .where(eq(businesses.id, id))
    )[0],
    registration: (
      await db()
        .select({ status: businessProfileSubmissions.status })
        .from(businessProfileSubmissions)
        .where(eq(businessProfileSubmissions.businessId, id))
    ).map((s) => s.status),
    payments: (
      await db()
        .select({ status: transactions.status })
        .from(transactions)
        .where(eq(transactions.businessId, id))
    ).map((t) => t.status),
    mails: await mails(owners.get(id)!, ['business-approved', 'business-rejected']),
  }),
};

const claimants = new Map<number, number>();
let claimedListing = 0;
const claims: Kind = {
  name: 'claims',
  make: async () => {
    const listing = spare[claimedListing++ % 2]!;
    await db().update(businesses).set({ userId: null }).where(eq(businesses.id, listing));
    const claimant = await makeAccount(db(), FIXED_NOW);
    const sent = await postJson(
      ctx.app,
      `/api/businesses/${listing}/claims`,
      { note: 'Soy el dueño de este negocio desde 2010.' },
      claimant,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const queue = await ctx.app.inject({ url: '/api/admin/claims', cookies: admin.cookies });
    const claim = queue.json<Claim[]>().find((c) => c.claimant.id === claimant.id)!;
    claimants.set(claim.id, claimant.id);
    return { id: claim.id, version: claim.version };
  },
  decide: (id, decision, version) =>
    post(`/api/admin/claims/${id}/${decision}`, {
      version,
      ...(decision === 'reject' ? { adminNotes: 'No se pudo comprobar.' } : {}),
    }),
  target: (id) => Promise.resolve({ type: 'claim', id }),
  state: async (id) => ({
    status: await rows(db(), sql`select status, business_id from business_claims where id = ${id}`),
    owner: await rows(
      db(),
      sql`select b.user_id from businesses b join business_claims c on c.business_id = b.id
          where c.id = ${id}`,
    ),
    mails: await mails(claimants.get(id)!, ['claim-decided', 'claim-scheduled']),
  }),
};

const requesters = new Map<number, number>();
let verifiedListing = 0;
const verifications: Kind = {
  name: 'verifications',
  make: async () => {
    const listing = spare[2 + (verifiedListing++ % 2)]!;
    const owner = await makeAccount(db(), FIXED_NOW);
    await db().update(businesses).set({ userId: owner.id }).where(eq(businesses.id, listing));
    const key = `${owner.id}`.padStart(32, 'd');
    await db().insert(userDocuments).values({ key, userId: owner.id, bytes: 1 });
    const sent = await postJson(
      ctx.app,
      `/api/businesses/${listing}/verification`,
      { kind: 'rnc', number: '131098193', documentKey: key },
      owner,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json<{ id: number }>().id;
    const queue = await ctx.app.inject({ url: '/api/admin/verifications', cookies: admin.cookies });
    const shown = queue.json<AdminVerification[]>().find((v) => v.id === id)!;
    requesters.set(id, owner.id);
    return { id, version: shown.version };
  },
  decide: (id, decision, version) =>
    post(`/api/admin/verifications/${id}/${decision}`, {
      version,
      ...(decision === 'reject' ? { adminNotes: 'El documento no se lee.' } : {}),
    }),
  target: (id) => Promise.resolve({ type: 'verification', id }),
  state: async (id) => ({
    request: await rows(
      db(),
      sql`select v.status, b.verified_at from business_verifications v
          join businesses b on b.id = v.business_id where v.id = ${id}`,
    ),
    mails: await mails(requesters.get(id)!, ['verification-decided']),
  }),
};

let asked = 0;
const questions: Kind = {
  name: 'questions',
  make: async () => {
    const kit = questionTestKit(ctx, actors, ownedId());
    const n = asked++;
    const shown = await kit.confirmed(
      `¿Tienen servicio a domicilio número ${n}?`,
      `preguntona${n}@correo.do`,
      `10.41.${n}.1`,
    );
    return { id: shown.id, version: shown.version };
  },
  decide: (id, decision, version) =>
    post(`/api/admin/questions/${id}/${decision}`, {
      version,
      ...(decision === 'reject' ? { reason: 'Fuera de lugar' } : {}),
    }),
  target: (id) => Promise.resolve({ type: 'question', id }),
  state: async (id) =>
    await rows(
      db(),
      sql`select status, answer_status, decision_note from business_questions where id = ${id}`,
    ),
};

/** A payment's decisions: 'Marcar recibido' (approve) and 'Marcar reembolsado' (reject). */
const payers = new Map<number, number>();
const payments: Kind = {
  name: 'manual payments',
  make: async () => {
    const owner = await makeAccount(db(), FIXED_NOW);
    const businessId = await registerBusinessAs(ctx.app, owner, place, { packageId: 2 });
    const [payment] = await db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.businessId, businessId));
    payers.set(payment!.id, owner.id);
    return { id: payment!.id, version: await paymentVersion(db(), payment!.id) };
  },
  decide: (id, decision, version) =>
    decision === 'approve'
      ? post(`/api/admin/payments/${id}/received`, {
          version,
          method: 'cash',
          amount: '3500.00',
          currency: 'DOP',
        })
      : post(`/api/admin/payments/${id}/refunded`, { version }),
  target: (id) => Promise.resolve({ type: 'payment', id }),
  state: async (id) => ({
    payment: (
      await db()
        .select({
          status: transactions.status,
          amount: transactions.receivedAmount,
          refundedAt: transactions.refundedAt,
        })
        .from(transactions)
        .where(eq(transactions.id, id))
    )[0],
    mails: await mails(payers.get(id)!, ['payment-received']),
  }),
};

const KINDS: Kind[] = [
  content,
  facts,
  bulk,
  newBusinesses,
  claims,
  verifications,
  questions,
  payments,
];

describe.each(KINDS)('$name', (kind) => {
  it('answers 409 to an approval sent after a rejection with the same version, and changes nothing', async () => {
    const item = await kind.make();
    // A payment is refunded only once received: its "rejection" here is the refund of a receipt.
    const first: Decision = kind === payments ? 'approve' : 'reject';
    const decided = await kind.decide(item.id, first, item.version);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const before = await kind.state(item.id);

    for (const late of ['approve', 'reject'] as const) {
      const answer = await kind.decide(item.id, late, item.version);
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body.error).toEqual(expect.any(String));
      expect(answer.body.version).toBeGreaterThan(item.version);
    }
    expect(await kind.state(item.id)).toEqual(before);
    expect(await logged(await kind.target(item.id))).toBe(1);
  });

  it(`lets exactly one of ${RACE} approvals and rejections sent together win`, async () => {
    const item = await kind.make();
    const answers = await Promise.all(
      Array.from({ length: RACE }, (_, i) =>
        kind.decide(item.id, i % 2 ? 'reject' : 'approve', item.version),
      ),
    );
    const codes = answers.map((a) => a.status).sort();
    expect(codes).toEqual([200, ...Array<number>(RACE - 1).fill(409)]);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body.version).toBeGreaterThan(item.version);
    }
    expect(await logged(await kind.target(item.id))).toBe(1);
  });
});

describe('a new business approved before its plan is paid', () => {
  const planOf = async (id: number) => {
    const [business] = await db()
      .select({
        active: businesses.isActive,
        expiresAt: businesses.expiresAt,
        packageId: businesses.packageId,
      })
      .from(businesses)
      .where(eq(businesses.id, id));
    const [subscription] = await db()
      .select({ active: subscriptions.isActive, endDate: subscriptions.endDate })
      .from(subscriptions)
      .where(eq(subscriptions.businessId, id));
    return { ...business!, subscription: subscription! };
  };

  it('is published without its plan; the plan starts when the payment is received', async () => {
    const owner = await makeAccount(db(), FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place, { packageId: 4 });
    const approved = await newBusinesses.decide(id, 'approve', await registrationVersion(db(), id));
    expect(approved.status).toBe(200);
    const unpaid = await planOf(id);
    expect(unpaid).toMatchObject({ active: true, expiresAt: null, packageId: 1 });
    expect(unpaid.subscription).toMatchObject({ active: false, endDate: null });

    const [payment] = await db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.businessId, id));
    const received = await payments.decide(
      payment!.id,
      'approve',
      await paymentVersion(db(), payment!.id),
    );
    expect(received.status).toBe(200);
    const paid = await planOf(id);
    expect(paid).toMatchObject({ active: true, packageId: 4 });
    expect(paid.expiresAt!.getTime()).toBeGreaterThan(ctx.app.now().getTime());
    expect(paid.subscription.active).toBe(true);
  });

  it('starts the plan at approval when the payment was received first', async () => {
    const owner = await makeAccount(db(), FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place, { packageId: 3 });
    const [payment] = await db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.businessId, id));
    expect((await payments.decide(payment!.id, 'approve', 1)).status).toBe(200);
    // Still waiting for approval: the payment alone publishes nothing.
    expect(await planOf(id)).toMatchObject({ active: false, expiresAt: null });
    const version = await registrationVersion(db(), id);
    expect((await newBusinesses.decide(id, 'approve', version)).status).toBe(200);
    const plan = await planOf(id);
    expect(plan).toMatchObject({ active: true, packageId: 3 });
    expect(plan.expiresAt).not.toBeNull();
    expect(plan.subscription.active).toBe(true);
  });
});
