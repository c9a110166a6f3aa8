// What the sitemaps list, read from rows the database keeps (migration 0045: statement triggers on
// businesses) instead of grouping a million businesses: one row per list-page group and per
// business file; one id range per file for the file itself.
import { and, asc, between, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  businesses,
  categories,
  municipalDistricts,
  municipalities,
  packages,
  provinces,
  sitemapBusinessFiles,
  categoryPlaceTotals,
} from '../../db/schema';

export interface SitemapGroup {
  category: string;
  province: string;
  municipality: string;
  district: string | null;
  /** Whether it still lists an active business; an emptied group only dates its pages. */
  listed: boolean;
  lastmod: Date;
}

/**
 * Every category × municipality × district that has had active businesses, with the newest
 * change among them (a business leaving included).
 */
export async function listSitemapGroups(db: Db): Promise<SitemapGroup[]> {
  const g = categoryPlaceTotals;
  const rows = await db
    .select({
      category: categories.slug,
      province: provinces.slug,
      municipality: municipalities.slug,
      district: municipalDistricts.slug,
      listed: sql<boolean>`${g.active} > 0`,
      lastmod: g.lastmod,
    })
    .from(g)
    .innerJoin(categories, eq(categories.id, g.categoryId))
    .innerJoin(provinces, eq(provinces.id, g.provinceId))
    .innerJoin(municipalities, eq(municipalities.id, g.municipalityId))
    .leftJoin(municipalDistricts, eq(municipalDistricts.id, g.districtId));
  return rows.map((r) => ({ ...r, lastmod: new Date(r.lastmod) }));
}

/**
 * paginas.xml's lastmod without building it: the newest change of any group while one is listed
 * (its home and all-businesses entries carry it), or null when none is.
 */
export async function pageGroupsLastChanged(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({
      at: max(categoryPlaceTotals.lastmod),
      listed: sql<boolean>`coalesce(bool_or(${categoryPlaceTotals.active} > 0), false)`,
    })
    .from(categoryPlaceTotals);
  return row?.listed && row.at ? new Date(row.at) : null;
}

/** When the plan table last changed: the page /planes shows it. */
export async function plansLastChanged(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: max(packages.createdAt) }).from(packages);
  return row?.at ? new Date(row.at) : null;
}

/**
 * The business files that list any active business: file n holds the ids in
 * (n·URLS_PER_SITEMAP, (n+1)·URLS_PER_SITEMAP], so a business stays in its file for good.
 */
export async function listBusinessSitemapFiles(db: Db): Promise<{ file: number; lastmod: Date }[]> {
  const rows = await db
    .select({ file: sitemapBusinessFiles.file, lastmod: sitemapBusinessFiles.lastmod })
    .from(sitemapBusinessFiles)
    .where(gt(sitemapBusinessFiles.active, 0))
    .orderBy(sitemapBusinessFiles.file);
  return rows.map((r) => ({ file: r.file, lastmod: new Date(r.lastmod) }));
}

export function listBusinessesOfSitemapFile(db: Db, file: number, size: number) {
  return db
    .select({ id: businesses.id, name: businesses.name, updatedAt: businesses.updatedAt })
    .from(businesses)
    .where(
      and(
        eq(businesses.isActive, true),
        between(businesses.id, file * size + 1, (file + 1) * size),
      ),
    )
    .orderBy(asc(businesses.id));
}
