// Data access of the import: the reference data, the listings a file may update or duplicate
// (one query for the whole file), and the writes of an applied import in one transaction, a
// statement per thousand rows (jsonb_to_recordset), so 10,000 rows take seconds, not minutes.
import { asc, sql } from 'drizzle-orm';
import type { ImportCounts } from '@drd/shared/api/business-import';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import {
  businessImports,
  categories,
  municipalDistricts,
  municipalities,
  provinces,
} from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { ExistingListing } from './classify';
import type { ReferenceData } from './references';
import type { ImportedBusiness } from './rows';

const CHUNK = 1000;

export async function loadReferences(db: Db): Promise<ReferenceData> {
  const [p, m, d, c] = await Promise.all([
    db
      .select({ id: provinces.id, name: provinces.name, slug: provinces.slug })
      .from(provinces)
      .orderBy(asc(provinces.id)),
    db
      .select({
        id: municipalities.id,
        parentId: municipalities.provinceId,
        name: municipalities.name,
        slug: municipalities.slug,
      })
      .from(municipalities)
      .orderBy(asc(municipalities.id)),
    db
      .select({
        id: municipalDistricts.id,
        parentId: municipalDistricts.municipalityId,
        name: municipalDistricts.name,
        slug: municipalDistricts.slug,
      })
      .from(municipalDistricts)
      .orderBy(asc(municipalDistricts.id)),
    db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories),
  ]);
  return {
    provinces: p.map((row) => ({ ...row, parentId: null })),
    municipalities: m,
    districts: d,
    categories: c,
  };
}

/**
 * Listings with one of these external ids or phones, and for the similar names the first listing
 * (lowest id) of each distinct name in these municipalities, from business_names: a name's later
 * listings never win a tie (similar-names.ts), and the largest municipality at 1,000,000 has
 * 4,960 names for 118,769 businesses. Three indexed branches: one OR of the three read the table.
 */
export function loadExisting(
  db: Db,
  keys: { externalIds: string[]; phones: string[]; municipalityIds: number[] },
): Promise<ExistingListing[]> {
  const columns = sql`b.id, b.name, b.municipality_id as "municipalityId", b.phone,
    b.external_id as "externalId", b.user_id is not null as "hasOwner"`;
  return queryRows<ExistingListing>(
    db,
    sql`select ${columns} from businesses b
        where b.external_id = any(${sql.param(keys.externalIds)}::text[])
      union
      select ${columns} from businesses b
        where right(regexp_replace(b.phone, '\\D', '', 'g'), 10) = any(${sql.param(keys.phones)}::text[])
      union
      select ${columns} from business_names n join businesses b on b.id = n.business_ids[1]
        where n.municipality_id = any(${sql.param(keys.municipalityIds)}::int[])
      order by id`,
  );
}

const recordset = (rows: ImportedBusiness[], ids: (number | null)[]) =>
  JSON.stringify(
    rows.map((r, i) => ({
      id: ids[i],
      external_id: r.externalId,
      name: r.name,
      description: r.description,
      category_id: r.categoryId,
      province_id: r.provinceId,
      municipality_id: r.municipalityId,
      district_id: r.districtId,
      address: r.address,
      phone: r.phone,
      whatsapp_number: r.whatsappNumber,
      email: r.email,
      website: r.website,
      opening_hours: r.openingHours,
      lat: r.lat,
      lng: r.lng,
      approximate_location: r.approximateLocation,
    })),
  );

const COLUMNS = sql.raw(`id int, external_id text, name text, description text,
  category_id int, province_id int, municipality_id int, district_id int, address text,
  phone text, whatsapp_number text, email text, website text, opening_hours jsonb,
  lat double precision, lng double precision, approximate_location boolean`);

/**
 * Creates the new listings: public at the basic tier and unclaimed (no owner; plan_lapsed_at set,
 * so they show as an expired plan's page does); no contact form, since nobody would read it.
 */
async function insertListings(tx: Tx, rows: ImportedBusiness[], now: Date) {
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const created = await queryRows<{ id: number; externalId: string }>(
      tx,
      sql`insert into businesses (external_id, name, description, category_id, province_id,
          municipality_id, district_id, address, phone, whatsapp_number, email, website,
          opening_hours, lat, lng, approximate_location, package_id, is_active, activated_at,
          plan_lapsed_at, contact_form_enabled, created_at, updated_at)
        select external_id, name, description, category_id, province_id, municipality_id,
          district_id, address, phone, whatsapp_number, email, website, opening_hours, lat, lng,
          approximate_location, 1, true, ${now}, ${now}, false, ${now}, ${now}
        from jsonb_to_recordset(${recordset(
          chunk,
          chunk.map(() => null),
        )}::jsonb) as v(${COLUMNS})
        returning id, external_id as "externalId"`,
    );
    for (const row of created) ids.set(row.externalId, row.id);
  }
  return ids;
}

/** Rewrites the facts of unclaimed listings from the file (a claimed one never reaches here). */
async function updateListings(
  tx: Tx,
  rows: { business: ImportedBusiness; id: number }[],
  now: Date,
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const data = recordset(
      chunk.map((r) => r.business),
      chunk.map((r) => r.id),
    );
    await tx.execute(sql`update businesses b set name = v.name, description = v.description,
        category_id = v.category_id, province_id = v.province_id,
        municipality_id = v.municipality_id, district_id = v.district_id, address = v.address,
        phone = v.phone, whatsapp_number = v.whatsapp_number, email = v.email,
        website = v.website, opening_hours = v.opening_hours,
        -- A row without a pin keeps a pin the geocoder already found.
        lat = case when v.approximate_location and not b.approximate_location then b.lat else v.lat end,
        lng = case when v.approximate_location and not b.approximate_location then b.lng else v.lng end,
        approximate_location = v.approximate_location and b.approximate_location,
        updated_at = ${now}
      from jsonb_to_recordset(${data}::jsonb) as v(${COLUMNS})
      where b.id = v.id and b.user_id is null`);
  }
}

/** Queues the rows without a pin but with an address for the geocoder (one a second). */
async function queueGeocoding(tx: Tx, rows: { id: number; query: string }[], now: Date) {
  let queued = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const data = JSON.stringify(rows.slice(i, i + CHUNK));
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`insert into import_geocode_queue (business_id, query, next_attempt_at)
        select v.id, v.query, ${now} from jsonb_to_recordset(${data}::jsonb) as v(id int, query text)
          join businesses b on b.id = v.id and b.approximate_location
        on conflict (business_id) do update set query = excluded.query, attempts = 0,
          next_attempt_at = excluded.next_attempt_at
        returning business_id as id`,
    );
    queued += inserted.length;
  }
  return queued;
}

export async function applyImport(
  db: Db,
  input: {
    created: ImportedBusiness[];
    updated: { business: ImportedBusiness; id: number }[];
    geocode: boolean;
    counts: ImportCounts;
    fileName: string;
    adminId: number;
  },
  now: Date,
): Promise<{ importId: number; createdIds: Map<string, number>; geocodeQueued: number }> {
  return db.transaction(async (tx) => {
    const createdIds = await insertListings(tx, input.created, now);
    await updateListings(tx, input.updated, now);
    // A listing that now has its pin from the file no longer waits for the geocoder.
    const placed = input.updated.filter((u) => !u.business.approximateLocation).map((u) => u.id);
    if (placed.length > 0) {
      await tx.execute(sql`delete from import_geocode_queue
        where business_id in (select (jsonb_array_elements_text(${JSON.stringify(placed)}::jsonb))::int)`);
    }
    const waiting = [
      ...input.created.map((b) => ({ id: createdIds.get(b.externalId)!, business: b })),
      ...input.updated.map((u) => ({ id: u.id, business: u.business })),
    ]
      .filter((w) => input.geocode && w.business.approximateLocation && w.business.address)
      .map((w) => ({ id: w.id, query: w.business.geocodeQuery }));
    const geocodeQueued = await queueGeocoding(tx, waiting, now);
    const [row] = await tx
      .insert(businessImports)
      .values({
        createdBy: input.adminId,
        fileName: input.fileName,
        counts: input.counts,
        createdAt: now,
      })
      .returning({ id: businessImports.id });
    return { importId: row!.id, createdIds, geocodeQueued };
  });
}
