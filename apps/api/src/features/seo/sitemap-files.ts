// The sitemap index and each of its files, as the cache keeps them (lib/query-cache-keys.ts):
// built from the database on a miss; the index and paginas.xml read kept rows, a business file
// one range of the primary key.
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
  pageGroupsLastChanged,
  plansLastChanged,
} from './sitemap-repository';

async function pageEntries(db: Db) {
  const [groups, plans] = await Promise.all([listSitemapGroups(db), plansLastChanged(db)]);
  return listPageEntries(groups, plans);
}

/** The index: the list pages' file, then one file per range of business ids that has any. */
export async function sitemapFiles(db: Db): Promise<{ name: string; lastmod: Date }[]> {
  const [groupsChanged, plans, files] = await Promise.all([
    pageGroupsLastChanged(db),
    plansLastChanged(db),
    listBusinessSitemapFiles(db),
  ]);
  // paginas.xml's newest entry, as listPageEntries dates them: the site's pages or '/planes'.
  const pagesLastmod = [groupsChanged, plans].reduce<Date | null>(
    (a, d) => (d && (!a || a < d) ? d : a),
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
