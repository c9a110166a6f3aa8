// Leads (decision 017): a visitor's message reaches only the owner's inbox; the honeypot, the
// limits and the fourth-message confirmation; the switches and the booking plan boundary.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_MESSAGES, type Lead, type LeadCounts } from '@drd/shared/api/leads';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import type { MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { planRequiredMessage } from '@drd/shared/plans';
import { authLimits, businesses, businessLeads, users } from '../../db/schema';
import { createActors, type Actors } from '../../test/actors';
import { createTestContext, type TestContext } from '../../test/context';
import { leadTestKit } from './test-kit';

let ctx: TestContext;
let actors: Actors;
let businessId: number;
let kit: ReturnType<typeof leadTestKit>;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'leads');
  businessId = actors.fixtures.ownedBusinessId;
  kit = leadTestKit(ctx, actors, businessId);
});
afterAll(() => ctx.close());
// Each test starts with fresh limits and an empty inbox.
beforeEach(async () => {
  await ctx.database.db.delete(authLimits);
  await ctx.database.db.delete(businessLeads);
  await ctx.database.db
    .update(businesses)
    .set({ packageId: 1, contactFormEnabled: true, bookingEnabled: false })
    .where(eq(businesses.id, businessId));
});

const contact = { name: 'Ana Pérez', phone: '809-555-0101', message: '¿Tienen mesa para hoy?' };
const stored = async () => ctx.database.db.select().from(businessLeads);

describe('the contact form', () => {
  it('reaches the owner’s inbox, unread until read, and can be archived twice', async () => {
    const sent = await kit.send(await kit.visitor(), contact);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ message: LEAD_MESSAGES.sent, needsConfirmation: false });

    const inbox = await kit.inbox();
    expect(inbox.unread).toBe(1);
    expect(inbox.leads).toMatchObject([{ ...contact, kind: 'contact', isRead: false }]);
    const mine = await kit.call<MyBusinessesAnswer>('owner', 'GET', '/api/my/businesses');
    expect(mine.body.businesses.find((b) => b.id === businessId)?.unreadLeads).toBe(1);

    const id = inbox.leads[0]!.id;
    const read = await kit.call<Lead>('owner', 'PATCH', `${kit.base}/leads/${id}`, {
      isRead: true,
    });
    expect(read.body.isRead).toBe(true);
    expect((await kit.inbox()).unread).toBe(0);
    await kit.call('owner', 'PATCH', `${kit.base}/leads/${id}`, { isRead: false });
    expect((await kit.inbox()).unread).toBe(1);

    for (let i = 0; i < 2; i++) {
      const archived = await kit.call<Lead>('owner', 'PATCH', `${kit.base}/leads/${id}`, {
        archived: true,
      });
      expect(archived.status).toBe(200);
      expect(archived.body.archived).toBe(true);
    }
    expect(await kit.inbox()).toEqual({ leads: [], unread: 0 });
    expect((await kit.inbox(true)).leads.map((l) => l.id)).toEqual([id]);
  });

  it('is the owner’s alone: 401, 403 for another owner and the admin, who gets counts only', async () => {
    await kit.send(await kit.visitor(), contact);
    expect((await kit.call('visitor', 'GET', `${kit.base}/leads`)).status).toBe(401);
    const other = await kit.call('otherOwner', 'GET', `${kit.base}/leads`);
    expect(other.status).toBe(403);
    expect((await kit.call('admin', 'GET', `${kit.base}/leads`)).status).toBe(403);
    const id = (await kit.inbox()).leads[0]!.id;
    const patch = await kit.call('otherOwner', 'PATCH', `${kit.base}/leads/${id}`, {
      isRead: true,
    });
    expect(patch.status).toBe(403);

    const counts = await kit.call<LeadCounts>(
      'admin',
      'GET',
      `/api/admin/leads/counts?businessId=${businessId}`,
    );
    expect(counts.status).toBe(200);
    expect(counts.body.counts).toEqual([
      expect.objectContaining({ businessId, total: 1, unread: 1, waiting: 0, last30Days: 1 }),
    ]);
    expect(counts.response.body).not.toContain(contact.message);
    expect(counts.response.body).not.toContain(contact.phone);
    expect((await kit.call('owner', 'GET', '/api/admin/leads/counts')).status).toBe(403);
  });

  it('answers a filled honeypot as accepted and stores nothing', async () => {
    const sent = await kit.send(await kit.visitor(), { ...contact, website: 'http://spam.do' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(LEAD_MESSAGES.sent);
    expect(await stored()).toEqual([]);
  });

  it('asks for a phone or an e-mail and the message, in Spanish', async () => {
    const bare = await kit.send(await kit.visitor(), { name: 'Ana', message: 'Hola' });
    expect(bare.status).toBe(400);
    expect(bare.body.details?.phone).toEqual([LEAD_MESSAGES.contactNeeded]);
    const empty = await kit.send(await kit.visitor(), { ...contact, message: ' ' });
    expect(empty.body.details?.message).toEqual(['Escribe tu mensaje']);
  });

  it('is refused, and not offered on the profile, when the owner turns it off', async () => {
    const off = await kit.call('owner', 'PUT', `${kit.base}/lead-settings`, {
      contactFormEnabled: false,
      bookingEnabled: false,
    });
    expect(off.status).toBe(200);
    const refused = await kit.send(await kit.visitor(), contact);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(LEAD_MESSAGES.formOff);
    const detail = await kit.call<BusinessDetail>(
      'visitor',
      'GET',
      `/api/businesses/detail/${businessId}`,
    );
    expect(detail.body.contactFormEnabled).toBe(false);
    expect(await stored()).toEqual([]);
  });
});

describe('limits', () => {
  it('holds the fourth message of a day until the sender opens the mailed link', async () => {
    const visitor = await kit.visitor();
    for (let i = 0; i < 3; i++) expect((await kit.send(visitor, contact)).status).toBe(201);
    const noEmail = await kit.send(visitor, contact);
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toBe(LEAD_MESSAGES.emailNeeded);

    const held = await kit.send(visitor, { ...contact, email: 'ana@correo.do', message: 'Cuarto' });
    expect(held.body).toEqual({ message: LEAD_MESSAGES.confirmationSent, needsConfirmation: true });
    expect((await kit.inbox()).leads.map((l) => l.message)).not.toContain('Cuarto');

    const token = await kit.mailedToken('ana@correo.do');
    expect(token).toBeTruthy();
    const confirmed = await kit.call('visitor', 'POST', '/api/leads/confirm', { token });
    expect(confirmed.body.message).toBe(LEAD_MESSAGES.confirmed);
    expect((await kit.inbox()).leads.map((l) => l.message)).toContain('Cuarto');
    const again = await kit.call('visitor', 'POST', '/api/leads/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(LEAD_MESSAGES.invalidLink);
  });

  it('lets a signed-in user with a confirmed e-mail send the fourth at once', async () => {
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: ctx.app.now() })
      .where(eq(users.username, 'leads_user'));
    const session = (await actors.cookies('user', ctx.app.now()))!;
    const visitor = { ...(await kit.visitor()), ...session };
    for (let i = 0; i < 4; i++) {
      expect((await kit.send(visitor, contact)).body.needsConfirmation).toBe(false);
    }
    expect((await kit.inbox()).leads).toHaveLength(4);
  });

  it('answers 429 in Spanish past the visitor’s and the address’s budgets', async () => {
    const visitor = await kit.visitor();
    const withEmail = { ...contact, email: 'ana@correo.do' };
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await kit.send(visitor, withEmail, `10.71.0.${i + 1}`)).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    const last = await kit.send(visitor, withEmail, '10.71.1.1');
    expect(last.body.error).toBe(LEAD_MESSAGES.tooMany);

    // One address, a new visitor each time: 30 a day.
    const fromAddress = [];
    for (let i = 0; i < 31; i++) {
      fromAddress.push((await kit.send('visitor', withEmail, '10.72.0.1')).status);
    }
    expect(fromAddress.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(fromAddress[30]).toBe(429);
  });
});

describe('booking requests', () => {
  const booking = {
    kind: 'booking',
    name: 'Luis',
    email: 'luis@correo.do',
    date: '2026-12-05',
    time: '20:30',
    people: 4,
    message: 'Mesa afuera, por favor',
  };

  it('need the switch, and the switch needs plan 3 (plan 2 is refused)', async () => {
    const off = await kit.send(await kit.visitor(), booking);
    expect(off.status).toBe(403);
    expect(off.body.error).toBe(LEAD_MESSAGES.bookingOff);

    await ctx.database.db
      .update(businesses)
      .set({ packageId: 2 })
      .where(eq(businesses.id, businessId));
    const settings = { contactFormEnabled: true, bookingEnabled: true };
    const plan2 = await kit.call('owner', 'PUT', `${kit.base}/lead-settings`, settings);
    expect(plan2.status).toBe(403);
    expect(plan2.body.error).toBe(planRequiredMessage('booking'));
    // A switch left on from a higher plan opens nothing on plan 2.
    await ctx.database.db
      .update(businesses)
      .set({ bookingEnabled: true })
      .where(eq(businesses.id, businessId));
    expect((await kit.send(await kit.visitor(), booking)).status).toBe(403);

    await ctx.database.db
      .update(businesses)
      .set({ packageId: 3 })
      .where(eq(businesses.id, businessId));
    expect((await kit.call('owner', 'PUT', `${kit.base}/lead-settings`, settings)).status).toBe(
      200,
    );
    const sent = await kit.send(await kit.visitor(), booking);
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(LEAD_MESSAGES.bookingSent);
    expect((await kit.inbox()).leads).toMatchObject([
      { kind: 'booking', date: '2026-12-05', time: '20:30', people: 4, name: 'Luis' },
    ]);
    const incomplete = await kit.send(await kit.visitor(), { ...booking, time: undefined });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.details?.time).toEqual([LEAD_MESSAGES.bookingFields]);
  });
});

describe('concurrency', () => {
  it('gives 10 of 16 simultaneous messages from one visitor a place, the rest 429', async () => {
    const visitor = await kit.visitor();
    const body = { ...contact, email: 'ana@correo.do' };
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => kit.send(visitor, body, `10.73.0.${i + 1}`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(6).fill(429)]);
    expect(await stored()).toHaveLength(10);
  });

  it('archives one message from many tabs at once without a conflict', async () => {
    await kit.send(await kit.visitor(), contact);
    const id = (await kit.inbox()).leads[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        kit.call<Lead>('owner', 'PATCH', `${kit.base}/leads/${id}`, { archived: true }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array<number>(10).fill(200));
    const [row] = await stored();
    expect(row!.archivedAt).not.toBeNull();
  });
});
