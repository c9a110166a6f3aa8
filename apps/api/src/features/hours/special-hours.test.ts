// Special hours for a date or range: a closed day in force at once, other hours after the review
// queue, and 'Abierto ahora/hoy', the status line and the JSON-LD following them (fixed clock).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetail, BusinessList } from '@drd/shared/api/businesses';
import type { PendingSubmission } from '@drd/shared/api/content/moderation';
import type { SpecialHoursEntry, SpecialHoursPage } from '@drd/shared/api/hours';
import { openingStatus } from '@drd/shared/opening-status';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, getJson, SAME_ORIGIN, type TestContext } from '../../test/context';
import { comingHolidays } from './holidays';

let ctx: TestContext;
let actors: Actors;
let id: number;

const range = (open: string, close: string) => ({ open, close });
const at = (local: string) => new Date(`${local}:00-04:00`);
const split = { closed: false, ranges: [range('08:00', '12:00'), range('14:00', '18:00')] };

beforeAll(async () => {
  ctx = await createTestContext({ web: true });
  actors = await createActors(ctx.database.db, 'special');
  id = actors.fixtures.ownedBusinessId;
  const week = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      split,
    ]),
  );
  await ctx.database.db.execute(
    sql`update businesses set opening_hours = ${JSON.stringify(week)}::jsonb, is_active = true
      where id = ${id}`,
  );
  ctx.app.cache.clear();
});
afterAll(() => ctx.close());

async function call(actor: Actor, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: SAME_ORIGIN,
    ...(method === 'GET' ? {} : { payload: JSON.stringify(body ?? {}) }),
    cookies: (await actors.cookies(actor, ctx.app.now()))!,
  });
}
const base = () => `/api/businesses/${id}/special-hours`;
const add = (body: unknown, actor: Actor = 'owner') => call(actor, 'POST', base(), body);

async function openIds(local: string, filter: 'openNow' | 'openToday' = 'openNow') {
  ctx.setNow(at(local));
  const { body } = await getJson<BusinessList>(
    ctx.app,
    `/api/businesses/filter?${filter}=true&pageSize=100`,
  );
  return new Set(body.businesses.map((b) => b.id));
}
const isOpen = async (local: string, filter?: 'openNow' | 'openToday') =>
  (await openIds(local, filter)).has(id);

async function statusAt(local: string) {
  ctx.setNow(at(local));
  const { body } = await getJson<BusinessDetail>(ctx.app, `/api/businesses/detail/${id}`);
  return openingStatus(body.openingHours, at(local), {
    closure: body.closure,
    special: body.special,
  }).label;
}

describe('POST /api/businesses/:id/special-hours, closed', () => {
  it('closes a holiday at once: out of the filters, the status says so, the day after is open', async () => {
    ctx.setNow(at('2026-11-18T10:00'));
    expect(await isOpen('2026-11-20T10:00')).toBe(true);
    ctx.setNow(at('2026-11-18T10:00'));
    const res = await add({ date: '2026-11-20', closed: true });
    expect(res.statusCode).toBe(201);
    expect(res.json<SpecialHoursEntry>()).toMatchObject({
      date: '2026-11-20',
      endDate: null,
      closed: true,
      status: 'approved',
    });
    expect(await isOpen('2026-11-20T10:00')).toBe(false);
    expect(await isOpen('2026-11-20T10:00', 'openToday')).toBe(false);
    expect(await isOpen('2026-11-21T10:00')).toBe(true);
    expect(await statusAt('2026-11-20T10:00')).toBe('Cerrado hoy · abre mañana a las 8:00');
    // The evening before, the next opening skips the holiday.
    expect(await statusAt('2026-11-19T19:00')).toBe('Cerrado · abre el sábado a las 8:00');
  });

  it('closes every day of a range of dates, and only those', async () => {
    ctx.setNow(at('2026-11-18T10:00'));
    const res = await add({ date: '2026-12-01', endDate: '2026-12-03', closed: true });
    expect(res.statusCode).toBe(201);
    expect(await isOpen('2026-11-30T10:00')).toBe(true);
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03']) {
      expect(await isOpen(`${day}T10:00`)).toBe(false);
      expect(await isOpen(`${day}T10:00`, 'openToday')).toBe(false);
    }
    expect(await isOpen('2026-12-04T10:00')).toBe(true);
  });

  it("puts the week's coming dates on the list's card, and none further", async () => {
    const cardAt = async (local: string) => {
      ctx.setNow(at(local));
      const { body } = await getJson<BusinessList>(ctx.app, `/api/businesses/filter?pageSize=100`);
      return body.businesses.find((b) => b.id === id);
    };
    const range = { date: '2026-12-01', endDate: '2026-12-03', closed: true, ranges: null };
    expect((await cardAt('2026-11-30T10:00'))?.special).toContainEqual(range);
    // A week ahead at most (CARD_SPECIAL_DAYS), and yesterday's still counts for a late night.
    expect((await cardAt('2026-11-20T10:00'))?.special).not.toContainEqual(range);
    expect((await cardAt('2026-12-04T10:00'))?.special).toContainEqual(range);
    expect((await cardAt('2026-12-05T10:00'))?.special).not.toContainEqual(range);
  });

  it('puts the coming dates in the JSON-LD as specialOpeningHoursSpecification', async () => {
    ctx.setNow(at('2026-11-18T10:00'));
    // A bare id answers 301 to the business's current address (decision 025).
    const moved = await ctx.app.inject({ method: 'GET', url: `/negocio/${id}` });
    expect(moved.statusCode).toBe(301);
    const page = await ctx.app.inject({ method: 'GET', url: String(moved.headers.location) });
    expect(page.statusCode).toBe(200);
    const ld = page.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    const json = JSON.parse(ld ?? '{}') as { specialOpeningHoursSpecification?: unknown[] };
    expect(json.specialOpeningHoursSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ validFrom: '2026-11-20', opens: '00:00', closes: '00:00' }),
        expect.objectContaining({ validFrom: '2026-12-01', validThrough: '2026-12-03' }),
      ]),
    );
  });
});

describe('other hours on a date', () => {
  it('wait for the review queue, then count that day instead of the week', async () => {
    ctx.setNow(at('2026-11-18T10:00'));
    const res = await add({ date: '2026-11-25', closed: false, ranges: [range('09:00', '13:00')] });
    expect(res.json<SpecialHoursEntry>().status).toBe('pending');
    // Waiting: the week still decides (12:30 is the lunch break).
    expect(await isOpen('2026-11-25T12:30')).toBe(false);

    const queue = await call(
      'admin',
      'GET',
      '/api/admin/pending-submissions?contentType=special-hours',
    );
    const [submission] = queue.json<{ submissions: PendingSubmission[] }>().submissions;
    expect(submission).toMatchObject({
      businessId: id,
      contentType: 'special-hours',
      after: { specialDate: '25 de noviembre', specialHours: '09:00 – 13:00' },
    });
    const approve = await call(
      'admin',
      'POST',
      `/api/admin/submissions/${submission!.id}/approve`,
      {
        version: submission!.version,
      },
    );
    expect(approve.statusCode).toBe(200);

    expect(await isOpen('2026-11-25T12:30')).toBe(true);
    expect(await isOpen('2026-11-25T15:00')).toBe(false);
    expect(await isOpen('2026-11-25T15:00', 'openToday')).toBe(true);
    expect(await statusAt('2026-11-25T08:30')).toBe('Abre a las 09:00');
    expect(await isOpen('2026-11-26T15:00')).toBe(true);
  });

  it('deleted while waiting, can no longer be approved', async () => {
    ctx.setNow(at('2026-11-18T10:00'));
    const entry = (
      await add({ date: '2026-11-27', closed: false, ranges: [range('10:00', '12:00')] })
    ).json<SpecialHoursEntry>();
    const queue = await call(
      'admin',
      'GET',
      '/api/admin/pending-submissions?contentType=special-hours',
    );
    const [submission] = queue.json<{ submissions: PendingSubmission[] }>().submissions;
    expect((await call('owner', 'DELETE', `${base()}/${entry.id}`)).statusCode).toBe(200);
    const approve = await call(
      'admin',
      'POST',
      `/api/admin/submissions/${submission!.id}/approve`,
      {
        version: submission!.version,
      },
    );
    expect(approve.statusCode).toBe(409);
  });
});

describe('GET and DELETE /api/businesses/:id/special-hours', () => {
  it('lists the coming dates and suggests the holidays of the next 7 days not yet given', async () => {
    ctx.setNow(at('2026-11-21T10:00'));
    const list = await call('owner', 'GET', base());
    const page = list.json<SpecialHoursPage>();
    // The 20th has passed; the range and the approved other hours remain, in date order.
    expect(page.specialHours.map((s) => s.date)).toEqual(['2026-11-25', '2026-12-01']);
    expect(page.suggestions).toEqual([]);

    ctx.setNow(at('2026-12-20T10:00'));
    const before = (await call('owner', 'GET', base())).json<SpecialHoursPage>();
    expect(before.suggestions).toEqual([{ date: '2026-12-25', name: 'Navidad' }]);
    expect((await add({ date: '2026-12-25', closed: true })).statusCode).toBe(201);
    const after = (await call('owner', 'GET', base())).json<SpecialHoursPage>();
    expect(after.suggestions).toEqual([]);
  });

  it('deleting a closed day reopens it in the filters', async () => {
    ctx.setNow(at('2026-11-18T10:00'));
    const list = (await call('owner', 'GET', base())).json<SpecialHoursPage>();
    const holiday = list.specialHours.find((s) => s.date === '2026-11-20')!;
    const res = await call('owner', 'DELETE', `${base()}/${holiday.id}`);
    expect(res.json()).toEqual({ message: 'Fecha especial eliminada' });
    expect(await isOpen('2026-11-20T10:00')).toBe(true);
    expect((await call('owner', 'DELETE', `${base()}/${holiday.id}`)).statusCode).toBe(404);
  });

  it('refuses past dates, ends before starts, and other owners', async () => {
    ctx.setNow(at('2026-11-18T10:00'));
    const past = await add({ date: '2026-11-17', closed: true });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ error: string }>().error).toBe('La fecha debe ser hoy o posterior');
    expect(
      (await add({ date: '2026-11-20', endDate: '2026-11-19', closed: true })).statusCode,
    ).toBe(400);
    expect(
      (await add({ date: '2026-11-20', endDate: '2027-12-01', closed: true })).statusCode,
    ).toBe(400);
    expect((await add({ date: '2026-11-20', closed: false })).statusCode).toBe(400);
    expect((await add({ date: '2026-11-20', closed: true }, 'otherOwner')).statusCode).toBe(403);
    expect((await call('otherOwner', 'GET', base())).statusCode).toBe(403);
  });
});

describe('comingHolidays', () => {
  it('knows the Dominican holidays and their Monday moves', () => {
    expect(comingHolidays(at('2026-12-20T10:00'))).toEqual([
      { date: '2026-12-25', name: 'Navidad' },
    ]);
    // Reyes (6 January 2026, a Tuesday) is kept on Monday the 5th (Law 139-97).
    expect(comingHolidays(at('2025-12-30T10:00')).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-01-05',
    ]);
    expect(comingHolidays(at('2026-11-18T10:00'))).toEqual([]);
  });
});
