// What the sitemaps list, read in as few passes as a million businesses allow: one grouped pass
// for every list page's last change, one for the business files' index, and one id range per file.
import { and, asc, between, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  businesses,
  categories,
  municipalDistricts,
  municipalities,
  packages,
  provinces,
} from '../../db/schema';

export interface SitemapGroup {
  category: string;
  province: string;
  municipality: string;
  district: string | null;
  lastmod: Date;
}

/** The newest change of the active businesses of each category in each municipality and district. */
export async function listSitemapGroups(db: Db): Promise<SitemapGroup[]> {
  const grouped = db
    .select({
      categoryId: businesses.categoryId,
      provinceId: businesses.provinceId,
      municipalityId: businesses.municipalityId,
      districtId: businesses.districtId,
      lastmod: max(businesses.updatedAt).as('lastmod'),
    })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .groupBy(
      businesses.categoryId,
      businesses.provinceId,
      businesses.municipalityId,
      businesses.districtId,
    )
    .as('grouped');
  const rows = await db
    .select({
      category: categories.slug,
      province: provinces.slug,
      municipality: municipalities.slug,
      district: municipalDistricts.slug,
      lastmod: grouped.lastmod,
    })
    .from(grouped)
    .innerJoin(categories, eq(categories.id, grouped.categoryId))
    .innerJoin(provinces, eq(provinces.id, grouped.provinceId))
    .innerJoin(municipalities, eq(municipalities.id, grouped.municipalityId))
    .leftJoin(municipalDistricts, eq(municipalDistricts.id, grouped.districtId));
  return rows.map((r) => ({ ...r, lastmod: new Date(r.lastmod!) }));
}

/** When the plan table last changed: the page /planes shows it. */
export async function plansLastChanged(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: max(packages.createdAt) }).from(packages);
  return row?.at ? new Date(row.at) : null;
}

/**
 * The business files: file n holds the active businesses with ids in (n·size, (n+1)·size], so a
 * business stays in its file for good and each file is one range of the primary key.
 */
export async function listBusinessSitemapFiles(
  db: Db,
  size: number,
): Promise<{ file: number; lastmod: Date }[]> {
  const file = sql<number>`(${businesses.id} - 1) / ${sql.raw(String(size))}`.mapWith(Number);
  const rows = await db
    .select({ file, lastmod: max(businesses.updatedAt) })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .groupBy(file)
    .orderBy(file);
  return rows.map((r) => ({ file: r.file, lastmod: new Date(r.lastmod!) }));
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
