// The server's 'Abierto Ahora' / 'Abierto Hoy' SQL and the shared function the cards use must
// agree on every demo business at every clock, including past midnight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
import { isOpenAt, isOpenOnDay } from '@drd/shared/opening-hours';
import { createTestContext, getJson, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// Dominican wall-clock times (UTC-4) across a week: early morning, noon, evening, past midnight.
const clocks = [
  '2026-11-16T07:30:00-04:00', // Monday
  '2026-11-18T10:00:00-04:00', // Wednesday
  '2026-11-19T16:55:00-04:00', // Thursday, just before offices close
  '2026-11-20T21:00:00-04:00', // Friday night
  '2026-11-21T01:00:00-04:00', // Saturday, 01:00: bars that opened Friday are still open
  '2026-11-21T12:30:00-04:00', // Saturday, half day
  '2026-11-22T10:00:00-04:00', // Sunday
  '2026-11-23T00:30:00-04:00', // Monday after midnight
];

describe.each(clocks)('at %s', (clock) => {
  it('openNow and openToday agree with the shared functions', async () => {
    const now = new Date(clock);
    ctx.setNow(now);
    const all = (await getJson<BusinessList>(ctx.app, '/api/businesses/filter?pageSize=100')).body;
    const openNow = (
      await getJson<BusinessList>(ctx.app, '/api/businesses/filter?openNow=true&pageSize=100')
    ).body;
    const openToday = (
      await getJson<BusinessList>(ctx.app, '/api/businesses/filter?openToday=true&pageSize=100')
    ).body;
    const expectedNow = all.businesses.filter((b) => isOpenAt(b.openingHours, now));
    const expectedToday = all.businesses.filter((b) => isOpenOnDay(b.openingHours, now));
    expect(openNow.businesses.map((b) => b.id).sort()).toEqual(expectedNow.map((b) => b.id).sort());
    expect(openNow.filtered).toBe(expectedNow.length);
    expect(openToday.businesses.map((b) => b.id).sort()).toEqual(
      expectedToday.map((b) => b.id).sort(),
    );
  });
});

describe('the demo directory at a late hour', () => {
  it('has a bar open at 01:00 on Saturday and fewer businesses open than at noon', async () => {
    ctx.setNow(new Date('2026-11-21T01:00:00-04:00'));
    const night = (
      await getJson<BusinessList>(ctx.app, '/api/businesses/filter?openNow=true&pageSize=100')
    ).body;
    ctx.setNow(new Date('2026-11-18T12:00:00-04:00'));
    const noon = (
      await getJson<BusinessList>(ctx.app, '/api/businesses/filter?openNow=true&pageSize=100')
    ).body;
    expect(night.filtered).toBeGreaterThan(0);
    expect(night.businesses.some((b) => /bar|discoteca/i.test(b.category))).toBe(true);
    expect(noon.filtered).toBeGreaterThan(night.filtered);
  });
});
