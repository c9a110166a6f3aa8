// The sitemap index and paginas.xml read rows the database keeps (statement triggers on
// businesses, migration 0045) instead of grouping every active business: the rows follow an
// approval, an edit that moves a business, a suspension, an import, a deletion and concurrent
// writes; a business leaving dates its file and pages; the index reads the kept rows.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { businesses, sitemapBusinessFiles, categoryPlaceTotals } from '../../db/schema';
import { createSession } from '../auth/repository';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import {
  approvePendingAs,
  makeAccount,
  registerBusinessAs,
  type Account,
} from '../../test/sign-up-fixtures';
import { URLS_PER_SITEMAP } from './sitemap';
import {
  emptyPlaceAndCategory,
  keptRows,
  mismatches,
  recountedRows,
} from './sitemap-kept-fixtures';

let ctx: TestContext;
let admin: Account;
let owner: Account;
beforeAll(async () => {
  ctx = await createTestContext({ web: true });
  // Signed in on the tests' first day, so the sessions hold through them.
  admin = await makeAccount(ctx.database.db, day(1), { role: 'admin' });
  owner = await makeAccount(ctx.database.db, day(1));
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const fileOf = (id: number) => String(Math.floor((id - 1) / URLS_PER_SITEMAP));
// Later than the demo data's dates, so each step's date is the newest.
const day = (n: number) => new Date(`2027-01-0${n}T12:00:00.000Z`);

async function expectKeptEqualsRecount() {
  const [kept, recounted] = [await keptRows(db()), await recountedRows(db())];
  expect(mismatches(kept.files, recounted.files)).toEqual([]);
  expect(mismatches(kept.groups, recounted.groups)).toEqual([]);
  return kept;
}

/** The sitemap index as a crawler reads it: each file's name and lastmod. */
async function index() {
  ctx.app.slowCache.clear();
  const xml = (await ctx.app.inject({ url: '/sitemap.xml' })).body;
  const entries = [...xml.matchAll(/sitemaps\/([^<]+)<\/loc><lastmod>([^<]+)</g)];
  return Object.fromEntries(entries.map((m) => [m[1]!, m[2]!]));
}

async function paginas() {
  ctx.app.slowCache.clear();
  return (await ctx.app.inject({ url: '/sitemaps/paginas.xml' })).body;
}

/** The app's clock on that day, with a fresh administrator's session (an older one has lapsed). */
async function moveTo(n: number) {
  ctx.setNow(day(n));
  admin.cookies = { drd_session: await createSession(db(), admin.id, day(n)) };
}

const approve = (id: number) => approvePendingAs(ctx.app, admin, id);

describe('the sitemap rows the database keeps', () => {
  it('follow an approval, an edit, a suspension, an import and a deletion', async () => {
    await expectKeptEqualsRecount();
    const { place, other, category } = await emptyPlaceAndCategory(db());
    const group = (p: typeof place) => `${category.id}/${p.province}/${p.municipality}/0`;

    // An approval lists a business: its file and its new group, dated by the approval.
    await moveTo(1);
    const id = await registerBusinessAs(ctx.app, owner, place, { category: category.id });
    await approve(id);
    let kept = await expectKeptEqualsRecount();
    expect(kept.groups.get(group(place))).toEqual({
      key: group(place),
      active: 1,
      lastmod: day(1),
    });
    expect(kept.files.get(fileOf(id))!.lastmod).toEqual(day(1));
    const file = `negocios-${Number(fileOf(id)) + 1}.xml`;
    expect(await index()).toMatchObject({ 'paginas.xml': '2027-01-01', [file]: '2027-01-01' });
    expect(await paginas()).toContain(`/categoria/${category.slug}</loc><lastmod>2027-01-01<`);

    // An edit that moves it to another municipality: it leaves one group and enters another.
    await db()
      .update(businesses)
      .set({ municipalityId: other.municipality, provinceId: other.province, updatedAt: day(2) })
      .where(eq(businesses.id, id));
    kept = await expectKeptEqualsRecount();
    expect(kept.groups.get(group(place))).toMatchObject({ active: 0, lastmod: day(2) });
    expect(kept.groups.get(group(other))).toMatchObject({ active: 1, lastmod: day(2) });

    // A suspension takes it off: its file and group are dated by it, its pages leave paginas.xml.
    await moveTo(3);
    const suspended = await postJson(
      ctx.app,
      `/api/admin/directory/${id}/suspend`,
      { kind: 'suspended', reason: 'Datos falsos en la ficha del negocio' },
      { cookies: admin.cookies },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    kept = await expectKeptEqualsRecount();
    expect(kept.groups.get(group(other))).toMatchObject({ active: 0, lastmod: day(3) });
    expect(kept.files.get(fileOf(id))!.lastmod).toEqual(day(3));
    expect(await index()).toMatchObject({ 'paginas.xml': '2027-01-03', [file]: '2027-01-03' });
    expect(await paginas()).not.toContain(`/categoria/${category.slug}<`);

    // An import of two businesses there, in one statement.
    await moveTo(4);
    const csv = [
      'id_externo,nombre,categoria,provincia,municipio,distrito,direccion,telefono,whatsapp,correo,sitio_web,horario,lat,lng,descripcion',
      `map-1,Ferretería Los Pinos,${category.name},${place.provinceName},${place.municipalityName},,,809-571-4401,,,,,,,`,
      `map-2,Panadería Aurora del Valle,${category.name},${place.provinceName},${place.municipalityName},,,809-571-4402,,,,,,,`,
    ].join('\n');
    const imported = await postJson(
      ctx.app,
      '/api/admin/imports',
      { fileName: 'mapa.csv', csv },
      { cookies: admin.cookies },
    );
    expect(imported.statusCode, imported.body).toBe(200);
    kept = await expectKeptEqualsRecount();
    expect(kept.groups.get(group(place))).toMatchObject({ active: 2, lastmod: day(4) });

    // A deletion is dated by the database's clock (an old date set by hand shows it moved).
    await db()
      .update(categoryPlaceTotals)
      .set({ lastmod: new Date('2000-01-01T00:00:00Z') })
      .where(eq(categoryPlaceTotals.categoryId, category.id));
    const [clock] = await queryRows<{ before: string }>(db(), sql`select now() as before`);
    await db()
      .delete(businesses)
      .where(
        and(
          eq(businesses.categoryId, category.id),
          inArray(businesses.municipalityId, [place.municipality, other.municipality]),
        ),
      );
    kept = await expectKeptEqualsRecount();
    const deleted = kept.groups.get(group(place))!;
    expect(deleted.active).toBe(0);
    expect(deleted.lastmod.getTime()).toBeGreaterThanOrEqual(new Date(clock!.before).getTime());
  });

  it('stay right when writes to one file and one group run at the same time', async () => {
    const [first] = await db()
      .select({ categoryId: businesses.categoryId, municipalityId: businesses.municipalityId })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .groupBy(businesses.categoryId, businesses.municipalityId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const rows = await db()
      .select({ id: businesses.id })
      .from(businesses)
      .where(
        and(
          eq(businesses.isActive, true),
          eq(businesses.categoryId, first!.categoryId),
          eq(businesses.municipalityId, first!.municipalityId),
        ),
      )
      .orderBy(businesses.id)
      .limit(8);
    expect(rows.length).toBeGreaterThan(1);
    // Separate statements, so on PostgreSQL they run on several connections at once.
    const at = (i: number) => new Date(day(5).getTime() + i * 60_000);
    const toggle = (isActive: boolean, offset: number) =>
      Promise.all(
        rows.map((r, i) =>
          db()
            .update(businesses)
            .set({ isActive, updatedAt: at(offset + i) })
            .where(eq(businesses.id, r.id)),
        ),
      );
    await toggle(false, 0);
    let kept = await expectKeptEqualsRecount();
    expect(kept.files.get(fileOf(rows[0]!.id))!.lastmod).toEqual(at(rows.length - 1));
    await toggle(true, rows.length);
    kept = await expectKeptEqualsRecount();
    expect(kept.files.get(fileOf(rows[0]!.id))!.lastmod).toEqual(at(2 * rows.length - 1));
  });

  it('are not written by an update that changes no date and no listing (the visit order)', async () => {
    const versions = async () =>
      (
        await queryRows<{ v: string }>(
          db(),
          sql`select (select string_agg(xmin::text, ',' order by file) from ${sitemapBusinessFiles})
            || (select string_agg(xmin::text, ',' order by category_id, province_id, municipality_id, district_id) from ${categoryPlaceTotals}) as v`,
        )
      )[0]!.v;
    const before = await versions();
    await db()
      .update(businesses)
      .set({ visitCount: sql`${businesses.visitCount} + 1` })
      .where(eq(businesses.isActive, true));
    expect(await versions()).toEqual(before);
  });

  it('are what the index reads, not a recount', async () => {
    await db()
      .insert(sitemapBusinessFiles)
      .values({ file: 998, active: 0, lastmod: day(6) });
    await db()
      .insert(sitemapBusinessFiles)
      .values({ file: 999, active: 1, lastmod: day(6) });
    try {
      const files = await index();
      expect(files['negocios-1000.xml']).toBe('2027-01-06');
      expect(files['negocios-999.xml']).toBeUndefined();
    } finally {
      await db()
        .delete(sitemapBusinessFiles)
        .where(inArray(sitemapBusinessFiles.file, [998, 999]));
    }
    // paginas.xml's date in the index is its newest entry's.
    const dates = [...(await paginas()).matchAll(/<lastmod>([^<]+)</g)].map((m) => m[1]!).sort();
    expect((await index())['paginas.xml']).toBe(dates.at(-1));
  });
});
