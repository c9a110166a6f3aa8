// A profile's readable URL, '/negocio/1-restaurante-el-malecon-grill': the id decides which
// business it is, the name only reads well in a shared link (a renamed business keeps its links).
import { slugify } from './slug';

/** Long enough for a business name, short enough for a message. */
export const BUSINESS_SLUG_MAX = 60;

/** The name as a URL slug, cut at a word boundary past BUSINESS_SLUG_MAX characters. */
export function businessSlug(name: string): string {
  const slug = slugify(name);
  if (slug.length <= BUSINESS_SLUG_MAX) return slug;
  const cut = slug.slice(0, BUSINESS_SLUG_MAX + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, BUSINESS_SLUG_MAX)).replace(
    /-+$/,
    '',
  );
}

/** The profile's path; a name with nothing to spell ('🍕🍕') leaves the bare id. */
export function businessPath(business: { id: number; name: string }): string {
  const slug = businessSlug(business.name);
  return slug ? `/negocio/${business.id}-${slug}` : `/negocio/${business.id}`;
}

/**
 * The id of a profile URL's last segment, with or without a slug ('1-restaurante…' and '1' give
 * 1; a stale slug still names the business); null when it does not start with an id.
 */
export function businessIdFromParam(param: string | undefined): number | null {
  const match = /^([1-9][0-9]{0,9})(?:-|$)/.exec(param ?? '');
  const id = match ? Number(match[1]) : NaN;
  return id <= 2_147_483_647 ? id : null;
}
