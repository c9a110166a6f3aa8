// What sitemap-kept.test.ts compares: the rows migration 0045's triggers keep, and the same
// figures counted the slow way over every active business.
import { and, count, eq, max, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  businesses,
  categories,
  municipalities,
  provinces,
  sitemapBusinessFiles,
  categoryPlaceTotals,
} from '../../db/schema';
import { URLS_PER_SITEMAP } from './sitemap';

export interface KeptRow {
  key: string;
  active: number;
  lastmod: Date;
}

const byKey = (rows: KeptRow[]) => new Map(rows.map((r) => [r.key, r]));

/** The kept rows by key: a file's number, or a group's "category/province/municipality/district". */
export async function keptRows(db: Db) {
  const files = await db.select().from(sitemapBusinessFiles);
  const groups = await db.select().from(categoryPlaceTotals);
  return {
    files: byKey(files.map((f) => ({ key: String(f.file), active: f.active, lastmod: f.lastmod }))),
    groups: byKey(
      groups.map((g) => ({
        key: `${g.categoryId}/${g.provinceId}/${g.municipalityId}/${g.districtId}`,
        active: g.active,
        lastmod: g.lastmod,
      })),
    ),
  };
}

/** The same rows recounted over the active businesses (the newest updated_at as the date). */
export async function recountedRows(db: Db) {
  const file = sql<number>`(${businesses.id} - 1) / ${sql.raw(String(URLS_PER_SITEMAP))}`;
  const files = await db
    .select({ file, active: count(), lastmod: max(businesses.updatedAt) })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .groupBy(file);
  const district = sql<number>`coalesce(${businesses.districtId}, 0)`;
  const groups = await db
    .select({
      key: sql<string>`concat_ws('/', ${businesses.categoryId}, ${businesses.provinceId}, ${businesses.municipalityId}, ${district})`,
      active: count(),
      lastmod: max(businesses.updatedAt),
    })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .groupBy(businesses.categoryId, businesses.provinceId, businesses.municipalityId, district);
  return {
    files: byKey(
      files.map((f) => ({ key: String(f.file), active: f.active, lastmod: f.lastmod! })),
    ),
    groups: byKey(groups.map((g) => ({ key: g.key, active: g.active, lastmod: g.lastmod! }))),
  };
}

/**
 * Kept rows above zero are exactly the recounted ones, with the same counts, and never older than
 * the newest business in them (a departure may date them later).
 */
export function mismatches(kept: Map<string, KeptRow>, recounted: Map<string, KeptRow>) {
  const wrong: string[] = [];
  for (const [key, row] of kept) {
    const want = recounted.get(key);
    if (row.active !== (want?.active ?? 0)) wrong.push(`${key}: ${row.active} ≠ ${want?.active}`);
    if (want && row.lastmod < want.lastmod) wrong.push(`${key}: older than its newest business`);
  }
  for (const key of recounted.keys()) if (!kept.has(key)) wrong.push(`${key}: not kept`);
  return wrong;
}

/** A municipality and a category without active businesses, so a new one makes a new group. */
export async function emptyPlaceAndCategory(db: Db) {
  const none = (where: ReturnType<typeof eq>) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(businesses)
        .where(and(eq(businesses.isActive, true), where)),
    );
  const places = await db
    .select({
      municipality: municipalities.id,
      municipalityName: municipalities.name,
      province: provinces.id,
      provinceName: provinces.name,
    })
    .from(municipalities)
    .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
    .where(none(eq(businesses.municipalityId, municipalities.id)))
    .orderBy(municipalities.id)
    .limit(2);
  const [category] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(none(eq(businesses.categoryId, categories.id)))
    .orderBy(categories.id)
    .limit(1);
  return { place: places[0]!, other: places[1]!, category: category! };
}
