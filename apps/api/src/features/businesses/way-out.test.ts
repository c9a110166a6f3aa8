// An empty 'Abierto ahora' answers with the counts of the nearest ways out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessCard, BusinessList } from '@drd/shared/api/businesses';
import { isOpenAt } from '@drd/shared/opening-hours';
import { createTestContext, getJson, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const list = async (query: string) =>
  (await getJson<BusinessList>(ctx.app, `/api/businesses/filter?${query}`)).body;

// Wednesday 03:00 in Santo Domingo: only the late places are open.
const NIGHT = new Date('2026-11-18T03:00:00-04:00');

/** A municipality with businesses but none open at NIGHT, and the counts the way out must give. */
async function closedMunicipality() {
  const all = await list('pageSize=100');
  expect(all.filtered).toBeLessThanOrEqual(100);
  const byMunicipality = new Map<number, BusinessCard[]>();
  for (const b of all.businesses)
    byMunicipality.set(b.municipalityId, [...(byMunicipality.get(b.municipalityId) ?? []), b]);
  const [municipalityId, inMunicipality] = [...byMunicipality].find(([, rows]) =>
    rows.every((b) => !isOpenAt(b.openingHours, NIGHT)),
  )!;
  const provinceId = inMunicipality[0]!.provinceId;
  const openInProvince = all.businesses.filter(
    (b) => b.provinceId === provinceId && isOpenAt(b.openingHours, NIGHT),
  ).length;
  return { provinceId, municipalityId, count: inMunicipality.length, openInProvince };
}

describe('GET /api/businesses/filter?openNow=true with nothing open', () => {
  it('gives the count open now in the province and the count without the time filter', async () => {
    ctx.setNow(NIGHT);
    const place = await closedMunicipality();
    const body = await list(
      `province=${place.provinceId}&municipality=${place.municipalityId}&openNow=true`,
    );
    expect(body.filtered).toBe(0);
    expect(body.openNowWayOut).toEqual({
      openNowInProvince: place.openInProvince,
      withoutOpenNow: place.count,
    });
  });

  it('keeps the other filters in both counts', async () => {
    ctx.setNow(NIGHT);
    const place = await closedMunicipality();
    const body = await list(
      `province=${place.provinceId}&municipality=${place.municipalityId}&openNow=true&search=zzzqqqxxx`,
    );
    expect(body.filtered).toBe(0);
    expect(body.openNowWayOut).toEqual({ openNowInProvince: 0, withoutOpenNow: 0 });
  });

  it('offers no province when the search was already province-wide', async () => {
    ctx.setNow(NIGHT);
    const place = await closedMunicipality();
    const body = await list(`province=${place.provinceId}&openNow=true&search=zzzqqqxxx`);
    expect(body.openNowWayOut).toEqual({ openNowInProvince: null, withoutOpenNow: 0 });
  });

  it('adds nothing when something is open or the time filter is off', async () => {
    ctx.setNow(new Date('2026-11-18T10:00:00-04:00'));
    const open = await list('openNow=true');
    expect(open.filtered).toBeGreaterThan(0);
    expect(open.openNowWayOut).toBeUndefined();
    const empty = await list('search=zzzqqqxxx');
    expect(empty.filtered).toBe(0);
    expect(empty.openNowWayOut).toBeUndefined();
  });
});
