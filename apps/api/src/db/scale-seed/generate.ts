// Generates a directory of any size inside the database (generate_series + hashing), so 100,000
// businesses and 2,000,000 visits take minutes, not hours, on PostgreSQL and on PGlite alike.
// Deterministic: every value comes from a hash of the row number and the seed.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../raw';
import { GLOBAL_VISITS } from '../../features/visits/repository';
import { HOURS_TEMPLATES } from './hours';
import { municipalityPoint, PROVINCES } from './places';
import {
  MENU_ITEMS,
  NAME_TAILS,
  PHRASES,
  PRODUCTS,
  REVIEW_COMMENTS,
  TAGLINES,
  nounOf,
} from './words';

const BATCH = 20_000;
const FOOD =
  /restaurante|comida|cafeter|pizzer|panader|reposter|helader|bar|colmado|frit|marisc|comedor/;

/** A non-negative pseudo-random integer for row `row`, stream `k` and the run's seed. */
const h = (row: SQL, k: number, seed: number) =>
  sql`(hashint8(${row}::bigint * 97 + ${sql.raw(String(k + seed * 1_000_003))}) & 2147483647)`;

const texts = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

export async function prepareScratch(db: Db) {
  await db.execute(sql`drop table if exists scale_places, scale_categories`);
  const places = await queryRows<{
    municipality_id: number;
    municipality: string;
    province_id: number;
    province: string;
    province_slug: string;
    n: number;
    district_ids: number[] | null;
  }>(
    db,
    sql`
    select m.id as municipality_id, m.name as municipality, p.id as province_id, p.name as province,
      p.slug as province_slug,
      (row_number() over (partition by p.id order by m.code) - 1)::int as n,
      (select array_agg(d.id order by d.id) from municipal_districts d where d.municipality_id = m.id) as district_ids
    from municipalities m join provinces p on p.id = m.province_id order by m.id`,
  );
  const rows: SQL[] = [];
  let slot = 0;
  for (const place of places) {
    const province = PROVINCES[place.province_slug];
    if (!province) throw new Error(`Sin coordenadas para la provincia ${place.province_slug}`);
    const point = municipalityPoint(province, place.n);
    // The capital municipality carries the province's weight; the others one share each.
    const weight = place.n === 0 ? province.weight * 3 : 1;
    for (let w = 0; w < weight; w++, slot++)
      rows.push(
        sql`(${slot}::int, ${place.municipality_id}::int, ${place.municipality}::text, ${place.province_id}::int, ${place.province}::text, ${point.lat}::float8, ${point.lng}::float8, ${sql.param(place.district_ids ?? [])}::int[])`,
      );
  }
  await db.execute(sql`create table scale_places as select * from (values ${sql.join(rows, sql`, `)})
    as t(slot, municipality_id, municipality, province_id, province, lat, lng, district_ids)`);
  const categories = await queryRows<{ id: number; name: string; slug: string }>(
    db,
    sql`select id, name, slug from categories order by id`,
  );
  const cats = categories.map(
    (c, i) =>
      sql`(${i}::int, ${c.id}::int, ${nounOf(c.name)}::text, ${FOOD.test(c.slug)}::boolean)`,
  );
  await db.execute(sql`create table scale_categories as select * from (values ${sql.join(cats, sql`, `)})
    as t(idx, category_id, noun, food)`);
  return { slots: slot, categories: categories.length };
}

export async function insertBusinesses(
  db: Db,
  count: number,
  seed: number,
  log: (m: string) => void,
) {
  const { slots, categories } = await prepareScratch(db);
  const g = sql.raw('g');
  const r = (k: number) => h(g, k, seed);
  const pick = (list: readonly string[], k: number) =>
    sql`(${texts(list)})[1 + ${r(k)} % ${list.length}]`;
  const hours = HOURS_TEMPLATES.map((t) => JSON.stringify(t));
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await db.execute(sql`
      insert into businesses (package_id, name, description, category_id, province_id, municipality_id,
        district_id, address, is_active, activated_at, phone, whatsapp_number,
        opening_hours, lat, lng, features, tagline)
      select
        case when ${r(1)} % 100 < 50 then 1 when ${r(1)} % 100 < 75 then 2 when ${r(1)} % 100 < 88 then 3
             when ${r(1)} % 100 < 96 then 4 else 5 end,
        c.noun || ' ' || ${pick(NAME_TAILS, 2)} || case when ${r(3)} % 10 < 3 then ' ' || p.municipality else '' end,
        c.noun || ' en ' || p.municipality || ', ' || p.province || '. ' || ${pick(PHRASES, 4)} || ' ' || ${pick(PHRASES, 5)},
        c.category_id, p.province_id, p.municipality_id,
        case when ${r(6)} % 10 < 3 and cardinality(p.district_ids) > 0
          then p.district_ids[1 + ${r(7)} % greatest(cardinality(p.district_ids), 1)] end,
        'Calle ' || ${pick(NAME_TAILS, 8)} || ' #' || (1 + ${r(9)} % 200),
        ${r(10)} % 100 < 97,
        now() - make_interval(days => ${r(11)} % 730),
        phone.value,
        case when ${r(13)} % 100 < 85 then phone.value end,
        (${texts(hours)})[1 + ${r(14)} % ${hours.length}]::jsonb,
        p.lat + ((${r(15)} % 2001) - 1000) / 250000.0,
        p.lng + ((${r(16)} % 2001) - 1000) / 250000.0,
        jsonb_build_object('wifi', ${r(17)} % 2 = 0, 'parking', ${r(18)} % 3 = 0,
          'delivery', ${r(19)} % 3 = 0, 'creditCard', ${r(20)} % 2 = 0, 'cash', true),
        ${pick(TAGLINES, 21)}
      from generate_series(${from}::int, ${to}::int) as g
      join scale_places p on p.slot = ${r(22)} % ${slots}
      join scale_categories c on c.idx = g % ${categories}
      cross join lateral (select (array['809', '829', '849'])[1 + ${r(23)} % 3] || '-' ||
        lpad((200 + ${r(24)} % 800)::text, 3, '0') || '-' || lpad((${r(25)} % 10000)::text, 4, '0') as value) phone`);
    log(`  ${to.toLocaleString('es-DO')} negocios`);
  }
}

export async function insertContent(db: Db, seed: number) {
  const id = sql.raw('b.id');
  const r = (k: number) => h(id, k, seed);
  const generated = sql`from businesses b join scale_categories c on c.category_id = b.category_id`;
  await db.execute(sql`insert into business_tags (business_id, tag, status)
    select b.id, lower(c.noun), 'approved' ${generated} where ${r(40)} % 10 < 3`);
  await db.execute(sql`insert into business_menus (business_id, section_name, item_name, price, status, display_order)
    select b.id, (${texts(MENU_ITEMS.map((m) => m[0]))})[1 + (${r(41)} + i * 5) % ${MENU_ITEMS.length}],
      (${texts(MENU_ITEMS.map((m) => m[1]))})[1 + (${r(41)} + i * 5) % ${MENU_ITEMS.length}],
      150 + (${r(42)} + i * 37) % 900, 'approved', i
    ${generated} cross join generate_series(0, 3) i where c.food and ${r(43)} % 2 = 0`);
  await db.execute(sql`insert into business_products (business_id, name, price, status, display_order)
    select b.id, (${texts(PRODUCTS)})[1 + (${r(44)} + i * 3) % ${PRODUCTS.length}], 500 + (${r(45)} + i) % 5000, 'approved', i
    ${generated} cross join generate_series(0, 1) i where ${r(46)} % 100 < 15`);
  await db.execute(sql`insert into business_faqs (business_id, question, answer, status, display_order)
    select b.id, q.question, q.answer, 'approved', q.n ${generated}
    cross join (values (0, '¿Tienen entrega a domicilio?', 'Sí, en toda la zona. Escríbanos por WhatsApp.'),
                       (1, '¿Qué formas de pago aceptan?', 'Efectivo, tarjetas y transferencias.')) q(n, question, answer)
    where ${r(47)} % 10 = 0`);
  await db.execute(sql`insert into reviews (business_id, rating, comment, reviewer_name, is_approved, confirmed_at)
    select b.id, 3 + (${r(48)} + i) % 3, (${texts(REVIEW_COMMENTS)})[1 + (${r(49)} + i) % ${REVIEW_COMMENTS.length}],
      'Cliente ' || (i + 1), true, now()
    ${generated} cross join generate_series(0, 2) i where ${r(50)} % 4 = 0 and i <= ${r(51)} % 3`);
  await inIdRanges(db, (from, to) =>
    db.execute(sql`update businesses b set rating = r.rating
      from (select business_id, round(avg(rating) * 10)::int as rating from reviews
            where is_approved and business_id between ${from} and ${to} group by business_id) r
      where r.business_id = b.id`),
  );
}

export async function insertVisits(db: Db, count: number, seed: number, log: (m: string) => void) {
  const g = sql.raw('g');
  const r = (k: number) => h(g, k, seed);
  for (let from = 1; from <= count; from += BATCH * 10) {
    const to = Math.min(count, from + BATCH * 10 - 1);
    // Popularity is skewed: the cube of a uniform number favours the first businesses. Visits
    // are at least 30 minutes old, so no de-duplication window (visit_windows) is open.
    await db.execute(sql`insert into visits (business_id, visitor_id, timestamp)
      select a.ids[1 + floor(a.n * power(${r(60)}::float8 / 2147483648.0, 3))::int],
        md5(g::text || ':' || ${seed})::uuid::text,
        now() - make_interval(mins => 30 + ${r(61)} % 525600)
      from generate_series(${from}::int, ${to}::int) as g,
        (select array_agg(id order by id) as ids, count(*) as n from businesses where is_active) a`);
    log(`  ${to.toLocaleString('es-DO')} visitas`);
  }
  await inIdRanges(db, (from, to) =>
    db.execute(sql`update businesses b set visit_count = v.n
      from (select business_id, count(*)::int as n from visits
            where business_id between ${from} and ${to} group by business_id) v
      where v.business_id = b.id`),
  );
  await db.execute(sql`delete from counters where name like ${`${GLOBAL_VISITS}:%`}`);
  await db.execute(sql`insert into counters (name, value)
    select ${GLOBAL_VISITS}, coalesce(sum(visit_count), 0) from businesses
    on conflict (name) do update set value = excluded.value`);
}

/**
 * Runs `work` over consecutive ranges of business ids. PGlite runs out of memory updating many
 * wide rows in one statement, the more so since the kept totals' statement triggers hold each
 * statement's old and new rows (migrations 0044, 0046): 10,000 did at 50,000 businesses.
 */
export async function inIdRanges(db: Db, work: (from: number, to: number) => Promise<unknown>) {
  const [range] = await queryRows<{ max: number | null }>(
    db,
    sql`select max(id) as max from businesses`,
  );
  const max = range?.max ?? 0;
  for (let from = 1; from <= max; from += 2_000) await work(from, Math.min(max, from + 1_999));
}

export async function dropScratch(db: Db) {
  await db.execute(sql`drop table if exists scale_places, scale_categories`);
}
