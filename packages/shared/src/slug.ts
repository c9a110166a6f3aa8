/** Lower-case, accent-free, single-spaced: how search compares text ('Cafetería' → 'cafeteria'). */
export function normalizeText(text: string): string {
  return (
    text
      // NFD splits 'í' into 'i' plus a combining accent, which the next line drops ('ñ' → 'n').
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** URL slug: 'Boutiques de Ropa' → 'boutiques-de-ropa', 'Panaderías' → 'panaderias'. */
export function slugify(text: string): string {
  return normalizeText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The fallback title of an unknown slug: 'tiendas-de-ropa' → 'Tiendas De Ropa'. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
