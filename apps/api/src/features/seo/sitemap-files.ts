// The sitemap index and each of its files, as the cache keeps them (lib/query-cache-keys.ts):
// built from the database on a miss, so a million businesses cost one pass per file.
import type { Db } from '../../db/client';
import {
  businessEntries,
  businessSitemapFile,
  businessSitemapName,
  listPageEntries,
  PAGES_SITEMAP,
  URLS_PER_SITEMAP,
  type SitemapEntry,
} from './sitemap';
import {
  listBusinessesOfSitemapFile,
  listBusinessSitemapFiles,
  listSitemapGroups,
  plansLastChanged,
} from './sitemap-repository';

async function pageEntries(db: Db) {
  const [groups, plans] = await Promise.all([listSitemapGroups(db), plansLastChanged(db)]);
  return listPageEntries(groups, plans);
}

/** The index: the list pages' file, then one file per range of business ids that has any. */
export async function sitemapFiles(db: Db): Promise<{ name: string; lastmod: Date }[]> {
  const [pages, files] = await Promise.all([
    pageEntries(db),
    listBusinessSitemapFiles(db, URLS_PER_SITEMAP),
  ]);
  const pagesLastmod = pages.reduce<Date | null>(
    (a, e) => (!a || a < e.lastmod ? e.lastmod : a),
    null,
  );
  return [
    ...(pagesLastmod ? [{ name: PAGES_SITEMAP, lastmod: pagesLastmod }] : []),
    ...files.map((f) => ({ name: businessSitemapName(f.file), lastmod: f.lastmod })),
  ];
}

/** One file's entries, or null for a name that is no file (an empty range is no file either). */
export async function sitemapFileEntries(db: Db, name: string): Promise<SitemapEntry[] | null> {
  if (name === PAGES_SITEMAP) return pageEntries(db);
  const file = businessSitemapFile(name);
  if (file === null) return null;
  const rows = await listBusinessesOfSitemapFile(db, file, URLS_PER_SITEMAP);
  return rows.length ? businessEntries(rows) : null;
}
