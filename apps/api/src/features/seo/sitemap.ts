// sitemap.xml is always an index (sitemaps.org: at most 50,000 URLs per file): one file of list
// pages and one file per range of business ids, every entry with its lastmod.
import { businessPath } from '@drd/shared/business-path';
import { categoryPlacePath } from '@drd/shared/category-place-path';
import type { SitemapGroup } from './sitemap-repository';

export const URLS_PER_SITEMAP = 50_000;
export const PAGES_SITEMAP = 'paginas.xml';
export const businessSitemapName = (file: number) => `negocios-${file + 1}.xml`;
/** The file number of a business file's name, or null for any other name. */
export function businessSitemapFile(name: string): number | null {
  const match = /^negocios-([1-9]\d{0,6})\.xml$/.exec(name);
  return match ? Number(match[1]) - 1 : null;
}

export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

const xmlEscape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const day = (date: Date) => date.toISOString().slice(0, 10);
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlset(entries: SitemapEntry[], base: string): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${xmlEscape(base + e.path)}</loc><lastmod>${day(e.lastmod)}</lastmod></url>`,
  );
  return `${XML}<urlset ${NS}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(files: { name: string; lastmod: Date }[], base: string): string {
  const items = files.map(
    (f) =>
      `  <sitemap><loc>${xmlEscape(`${base}/sitemaps/${f.name}`)}</loc><lastmod>${day(f.lastmod)}</lastmod></sitemap>`,
  );
  return `${XML}<sitemapindex ${NS}>\n${items.join('\n')}\n</sitemapindex>\n`;
}

// One collator for the ~26,000 list pages at 1,000,000 businesses: the order localeCompare gives,
// without setting one up per comparison.
const byPath = new Intl.Collator();

function newest(into: Map<string, Date>, path: string, lastmod: Date) {
  const known = into.get(path);
  if (!known || known < lastmod) into.set(path, lastmod);
}

/**
 * Every list page the web app has a route for (apps/web/src/app/router.tsx), each dated by the
 * newest change among the businesses it lists, a business leaving it included: a listed 404 or a
 * false date costs the site's standing with crawlers. A page is listed while one of its groups is.
 */
export function listPageEntries(groups: SitemapGroup[], plansChanged: Date | null): SitemapEntry[] {
  const lists = new Map<string, Date>();
  const listed = new Set<string>();
  for (const g of groups) {
    const place = { province: g.province, municipality: g.municipality };
    const paths = [
      `/categoria/${g.category}`,
      `/ubicacion/${g.province}`,
      `/ubicacion/${g.province}/${g.municipality}`,
      // The category-in-place pages: only where the category has active businesses (decision 027).
      categoryPlacePath(g.category, { province: g.province }),
      categoryPlacePath(g.category, place),
      ...(g.district ? [categoryPlacePath(g.category, { ...place, district: g.district })] : []),
    ];
    for (const path of paths) {
      newest(lists, path, g.lastmod);
      if (g.listed) listed.add(path);
    }
  }
  const whole = groups.reduce<Date | null>((a, g) => (!a || a < g.lastmod ? g.lastmod : a), null);
  const site = groups.some((g) => g.listed)
    ? ['/', '/todos-los-negocios', '/mapa-negocios', '/demo-funcionalidades']
    : [];
  return [
    ...site.map((path) => ({ path, lastmod: whole! })),
    ...(plansChanged ? [{ path: '/planes', lastmod: plansChanged }] : []),
    ...[...lists]
      .filter(([path]) => listed.has(path))
      .map(([path, lastmod]) => ({ path, lastmod }))
      .sort((a, b) => byPath.compare(a.path, b.path)),
  ];
}

export function businessEntries(rows: { id: number; name: string; updatedAt: Date }[]) {
  return rows.map((b) => ({ path: businessPath(b), lastmod: b.updatedAt }));
}
