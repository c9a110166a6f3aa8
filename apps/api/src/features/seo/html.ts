// Puts a page's own title, description, canonical URL, Open Graph tags and JSON-LD into the SPA's
// index.html, so WhatsApp previews and search engines see the page without running JavaScript.
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  image?: string | undefined;
  /** The og:image's size and type, which WhatsApp and Facebook read before fetching it. */
  imageSize?: { width: number; height: number; type: string } | undefined;
  type?: 'website' | 'business.business';
  jsonLd?: Record<string, unknown> | undefined;
  noindex?: boolean;
  /** The page's largest image, fetched at once instead of after the scripts (LCP). */
  preloadImage?: string | undefined;
  /** The preloaded image's srcset and sizes, so the preload fetches the width the page shows. */
  preloadImageSet?: { srcset: string; sizes: string } | undefined;
  /** The page's lazily loaded scripts, fetched beside the entry (route-modules.ts). */
  preloadModules?: string[];
  /** Data the web app would fetch first, handed over in the page (lib/initial-data.ts). */
  initialData?: { queryKey: readonly unknown[]; data: unknown }[];
  /** The page's own first screen, drawn in place of index.html's spinner (first-screen.ts). */
  firstScreen?: string | undefined;
  /** The home page's sections under index.html's own hero (list-pages.ts, decision 028). */
  homeSections?: string | undefined;
}

export const INITIAL_DATA_ID = 'drd-initial-data';

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

// JSON inside <script> must not be able to close the element.
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');

export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

const MODULE_SCRIPT = /<script type="module"/i;

export function renderPage(template: string, meta: PageMeta): string {
  const preload = meta.preloadImage
    ? `<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}"${
        meta.preloadImageSet
          ? ` imagesrcset="${escapeHtml(meta.preloadImageSet.srcset)}" imagesizes="${escapeHtml(meta.preloadImageSet.sizes)}"`
          : ''
      } fetchpriority="high" />`
    : undefined;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:site_name" content="Directorio RD" />`,
    `<meta property="og:locale" content="es_DO" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    ...(meta.image && meta.imageSize
      ? [
          `<meta property="og:image:type" content="${escapeHtml(meta.imageSize.type)}" />`,
          `<meta property="og:image:width" content="${meta.imageSize.width}" />`,
          `<meta property="og:image:height" content="${meta.imageSize.height}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(meta.preloadModules ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
    ),
    ...(meta.initialData
      ? [
          `<script type="application/json" id="${INITIAL_DATA_ID}">${safeJson(meta.initialData)}</script>`,
        ]
      : []),
    ...(meta.jsonLd
      ? [`<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>`]
      : []),
  ].join('\n    ');
  const withoutOwn = template
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '');
  // The largest image is asked for before the entry script and the inline stylesheet: on a slow
  // network it then arrives first, and the first screen can show it (decision 011).
  const early = preload !== undefined && MODULE_SCRIPT.test(withoutOwn);
  const head = [...(preload && !early ? [preload] : []), tags].join('\n    ');
  const withHead = withoutOwn
    .replace(/<\/head>/i, () => `    ${head}\n  </head>`)
    .replace(MODULE_SCRIPT, (script) => (early ? `${preload}\n    ${script}` : script));
  const page =
    meta.firstScreen === undefined ? withHead : withFirstScreen(withHead, meta.firstScreen);
  const sections = meta.homeSections;
  return sections === undefined ? page : page.replace(HOME_SECTIONS, () => sections);
}

// index.html marks its two first screens (the home page's and the other pages' spinner); a page
// with its own first screen drops the home page's and puts its own in the spinner's place.
const HOME_BLOCK = /<!-- first-paint:home -->[\s\S]*?<!-- \/first-paint:home -->/;
const PAGE_BLOCK = /<!-- first-paint:page -->[\s\S]*?<!-- \/first-paint:page -->/;
// Inside the home page's block: its empty sections, which the server's copy fills.
const HOME_SECTIONS =
  /<!-- first-paint:home-sections -->[\s\S]*?<!-- \/first-paint:home-sections -->/;

function withFirstScreen(html: string, markup: string): string {
  // A function as replacement: the markup may hold '$&' or '$1', which a string would expand.
  return html.replace(HOME_BLOCK, () => '').replace(PAGE_BLOCK, () => markup);
}
