// sitemaps.org: at most 50,000 URLs per file; past that, sitemap.xml becomes an index of parts.
export const URLS_PER_SITEMAP = 50_000;

const xmlEscape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function urlset(entries: { path: string; lastmod?: Date }[], base: string) {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${xmlEscape(base + e.path)}</loc>${
        e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildSitemaps(
  entries: { path: string; lastmod?: Date }[],
  base: string,
  perFile = URLS_PER_SITEMAP,
): { root: string; parts: Map<string, string> } {
  if (entries.length <= perFile) return { root: urlset(entries, base), parts: new Map() };
  const parts = new Map<string, string>();
  for (let i = 0; i * perFile < entries.length; i++) {
    parts.set(`sitemap-${i + 1}.xml`, urlset(entries.slice(i * perFile, (i + 1) * perFile), base));
  }
  const index = [...parts.keys()].map(
    (name) => `  <sitemap><loc>${xmlEscape(`${base}/sitemaps/${name}`)}</loc></sitemap>`,
  );
  return {
    root: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.join('\n')}\n</sitemapindex>\n`,
    parts,
  };
}
