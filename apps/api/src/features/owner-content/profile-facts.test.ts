// Issue #29: the owner changes the business's name, category, place and pin through review; the
// badge lapses on a new name or category; the old address moves to the new one.
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetail, BusinessList } from '@drd/shared/api/businesses';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import type { PendingSubmission } from '@drd/shared/api/content/moderation';
import type { OwnerProfile } from '@drd/shared/api/content/profile';
import { businessPath } from '@drd/shared/business-path';
import { OUTSIDE_DR_MESSAGE } from '@drd/shared/dr-bounds';
import { queryRows } from '../../db/raw';
import { businesses, categories, municipalDistricts, municipalities } from '../../db/schema';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/context';
import { submissionVersion } from '../../test/versions';
import { businessSitemapName, URLS_PER_SITEMAP } from '../seo/sitemap';
import { PROFILE_SAMPLE } from './access-entries';

let ctx: TestContext;
let actors: Actors;
let businessId: number;
let published: { name: string; categoryId: number; provinceId: number; municipalityId: number };
/** Another category, and a municipality (with a district) of another province. */
let target: { category: number; province: number; municipality: number; district: number };
beforeAll(async () => {
  // With the web build's stand-in, so the server-drawn profile and its redirect are there.
  ctx = await createTestContext({ web: true });
  actors = await createActors(ctx.database.db, 'hechos');
  businessId = actors.fixtures.ownedBusinessId;
  const [row] = await ctx.database.db
    .select({
      name: businesses.name,
      categoryId: businesses.categoryId,
      provinceId: businesses.provinceId,
      municipalityId: businesses.municipalityId,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  published = row!;
  const [category] = await ctx.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(ne(categories.id, published.categoryId))
    .limit(1);
  const [place] = await ctx.database.db
    .select({
      district: municipalDistricts.id,
      municipality: municipalities.id,
      province: municipalities.provinceId,
    })
    .from(municipalDistricts)
    .innerJoin(municipalities, eq(municipalities.id, municipalDistricts.municipalityId))
    .where(ne(municipalities.provinceId, published.provinceId))
    .limit(1);
  target = { category: category!.id, ...place! };
});
afterAll(() => ctx.close());

async function call<T>(who: Actor, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) {
  const cookies = await actors.cookies(who, ctx.app.now());
  const response = await ctx.app.inject({
    method,
    url,
    headers: SAME_ORIGIN,
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    ...(cookies ? { cookies } : {}),
  });
  return { status: response.statusCode, body: response.json<T>() };
}
const profileUrl = () => `/api/businesses/${businessId}/profile`;
const send = (body: Record<string, unknown>) =>
  call<{ submissionId: number; error?: string; details?: Record<string, string[]> }>(
    'owner',
    'PUT',
    profileUrl(),
    { ...PROFILE_SAMPLE, ...body },
  );
const decide = async (submissionId: number, version?: number) =>
  call<{ error?: string; version?: number }>(
    'admin',
    'POST',
    `/api/admin/submissions/${submissionId}/approve`,
    { version: version ?? (await submissionVersion(ctx.database.db, submissionId)) },
  );
const detail = async () =>
  (await call<BusinessDetail>('visitor', 'GET', `/api/businesses/detail/${businessId}`)).body;
const setVerified = (at: Date | null) =>
  ctx.database.db.update(businesses).set({ verifiedAt: at }).where(eq(businesses.id, businessId));
const inMunicipality = async (municipality: number) => {
  const list = await call<BusinessList>(
    'visitor',
    'GET',
    `/api/businesses/filter?municipality=${municipality}&pageSize=100`,
  );
  return list.body.businesses.some((b) => b.id === businessId);
};

describe("the owner's name, category, place and pin", () => {
  it('waits for review, shows the admin each change by name, and moves the business on approval', async () => {
    const before = await detail();
    const oldPath = businessPath(before);
    expect(await inMunicipality(published.municipalityId)).toBe(true);
    const change = {
      name: 'Colmado Hechos Nuevos',
      category: target.category,
      province: target.province,
      municipality: target.municipality,
      districtMunicipality: target.district,
      coords: { lat: 18.4861, lng: -69.9312 },
    };
    const sent = await send(change);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    // Nothing public moves while the change waits.
    const waiting = await detail();
    expect(waiting).toMatchObject({
      name: before.name,
      category: before.category,
      municipalityId: before.municipalityId,
      coords: before.coords,
    });
    const mine = await call<OwnerProfile>('owner', 'GET', profileUrl());
    expect(mine.body.pendingChange?.data).toMatchObject(change);

    const queue = await call<{ submissions: PendingSubmission[] }>(
      'admin',
      'GET',
      `/api/admin/pending-submissions?businessId=${businessId}&contentType=business`,
    );
    const card = queue.body.submissions.find((s) => s.id === sent.body.submissionId);
    const [names] = await queryRows<Record<string, string>>(
      ctx.database.db,
      sql`select c.name as category, p.name as province, m.name as municipality,
          d.name as district
        from categories c, provinces p, municipalities m, municipal_districts d
        where c.id = ${target.category} and p.id = ${target.province}
          and m.id = ${target.municipality} and d.id = ${target.district}`,
    );
    expect(card?.before).toMatchObject({
      name: before.name,
      category: before.category,
      province: before.province,
      municipality: before.municipality,
      coords: before.coords,
    });
    expect(card?.after).toMatchObject({
      name: change.name,
      category: names!.category,
      province: names!.province,
      municipality: names!.municipality,
      districtMunicipality: names!.district,
      coords: change.coords,
    });

    expect((await decide(sent.body.submissionId)).status).toBe(200);
    const after = await detail();
    expect(after).toMatchObject({
      name: change.name,
      category: names!.category,
      provinceId: target.province,
      municipalityId: target.municipality,
      coords: change.coords,
    });
    // The place pages and the search follow at once (after-change.ts).
    expect(await inMunicipality(target.municipality)).toBe(true);
    expect(await inMunicipality(published.municipalityId)).toBe(false);
    const search = await call<BusinessList>(
      'visitor',
      'GET',
      `/api/businesses/filter?search=${encodeURIComponent('Hechos Nuevos')}`,
    );
    expect(search.body.businesses.map((b) => b.id)).toContain(businessId);

    // The old address moves, server-side, to the new one.
    const newPath = businessPath(after);
    expect(newPath).not.toBe(oldPath);
    const moved = await ctx.app.inject({ method: 'GET', url: oldPath });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(newPath);
    const page = await ctx.app.inject({ method: 'GET', url: newPath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:3000${newPath}" />`);
    const file = businessSitemapName(Math.floor((businessId - 1) / URLS_PER_SITEMAP));
    const sitemap = (await ctx.app.inject({ method: 'GET', url: `/sitemaps/${file}` })).body;
    expect(sitemap).toContain(`${newPath}</loc>`);
    expect(sitemap).not.toContain(`${oldPath}</loc>`);
  });

  it('takes the verified badge away on a new name or category, not on a new phone', async () => {
    const verifiedAt = new Date('2026-11-01T12:00:00Z');
    await setVerified(verifiedAt);
    const phone = await send({ phone: '809-555-0199' });
    expect((await decide(phone.body.submissionId)).status).toBe(200);
    expect((await detail()).verified).toBe(true);

    // The same name and category sent again (the editor sends every fact) keep it too.
    const current = await detail();
    const same = await send({ name: current.name, phone: '809-555-0198' });
    expect((await decide(same.body.submissionId)).status).toBe(200);
    expect((await detail()).verified).toBe(true);

    const renamed = await send({ name: 'Colmado Con Otro Nombre' });
    expect((await decide(renamed.body.submissionId)).status).toBe(200);
    expect((await detail()).verified).toBe(false);

    await setVerified(verifiedAt);
    const [other] = await ctx.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(ne(categories.id, target.category), ne(categories.id, published.categoryId)))
      .limit(1);
    const recategorised = await send({ category: other!.id });
    expect((await decide(recategorised.body.submissionId)).status).toBe(200);
    expect((await detail()).verified).toBe(false);
    const owner = await call<OwnerProfile>('owner', 'GET', profileUrl());
    expect(owner.body.business.verified).toBe(false);
  });

  it('answers 409 with the new version when the owner edited after the admin looked', async () => {
    const first = await send({ name: 'Colmado Versión Uno' });
    const seen = await submissionVersion(ctx.database.db, first.body.submissionId);
    const second = await send({ name: 'Colmado Versión Dos' });
    expect(second.body.submissionId).toBe(first.body.submissionId);
    const stale = await decide(first.body.submissionId, seen);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(STALE_VERSION_MESSAGE);
    expect(stale.body.version).toBeGreaterThan(seen);
    expect((await detail()).name).not.toBe('Colmado Versión Uno');
    expect((await decide(first.body.submissionId, stale.body.version)).status).toBe(200);
    expect((await detail()).name).toBe('Colmado Versión Dos');
  });

  it('refuses a place that does not fit, an unknown category and a pin outside the country', async () => {
    const [otherMunicipality] = await ctx.database.db
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(ne(municipalities.provinceId, target.province))
      .limit(1);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { province: target.province, municipality: otherMunicipality!.id },
        'municipality',
        'El municipio no pertenece a la provincia',
      ],
      [
        {
          province: published.provinceId,
          municipality: published.municipalityId,
          districtMunicipality: target.district,
        },
        'districtMunicipality',
        'El distrito municipal no pertenece al municipio',
      ],
      [{ province: target.province }, 'municipality', 'Debe seleccionar un municipio'],
      [{ category: 999_999 }, 'category', 'Debe seleccionar una categoría'],
      [{ coords: { lat: 25.7617, lng: -80.1918 } }, 'coords', OUTSIDE_DR_MESSAGE],
      [{ name: 'AB' }, 'name', 'El nombre debe tener al menos 3 caracteres'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.details?.[field], JSON.stringify(answer.body)).toContain(message);
    }
  });
});
