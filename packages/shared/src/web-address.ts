// What owners type for a website or a social profile, read as they mean it: 'colmadolaesquina.com'
// and 'www.colmadolaesquina.com' are https:// addresses, '@colmado' on Instagram is its profile.
// Used by the shared schemas, so the wizard, the panel and the API store the same full URL.

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
// A bare host (with a dot) and an optional path: 'colmado.com', 'instagram.com/colmado'.
const BARE_ADDRESS = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]\S*)?$/u;

/** 'www.colmado.com' → 'https://www.colmado.com'; anything else is left for the URL check. */
export function toWebAddress(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '' || SCHEME.test(text)) return text;
  const bare = text.replace(/^\/\//, '');
  return BARE_ADDRESS.test(bare) ? `https://${bare}` : text;
}

/** Where a handle lives on each platform ('@colmado' → https://instagram.com/colmado). */
const PROFILE_BASE: Record<string, string> = {
  facebook: 'https://facebook.com/',
  instagram: 'https://instagram.com/',
  twitter: 'https://x.com/',
  linkedin: 'https://linkedin.com/in/',
  youtube: 'https://youtube.com/@',
  tiktok: 'https://tiktok.com/@',
};
const HANDLE = /^@?([\p{L}\p{N}._-]{1,100})$/u;

/**
 * A social link as typed: a full URL, an address without https:// ('instagram.com/colmado'), or
 * a handle ('@colmado', 'colmado') on a platform that has profiles by name.
 */
export function toSocialAddress(platform: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const handle = HANDLE.exec(text);
  const base = PROFILE_BASE[platform];
  if (handle && base && (text.startsWith('@') || !text.includes('.')))
    return `${base}${handle[1]!}`;
  return toWebAddress(text);
}
