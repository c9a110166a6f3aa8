// 'Come back to where you were' after signing in: /login?next=/registrar-negocio. Only a path of
// this site is followed, so a link cannot send someone elsewhere after they sign in.

/** The `next` path when it is a same-origin path ('/x', never '//host' or '/\host'), else null. */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  // Control characters and backslashes could be read as another host by some browsers.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 32 || c === '\u007f')) {
    return null;
  }
  return value;
}

/** A sign-in or sign-up link that keeps where to come back to. */
export function withNext(path: '/login' | '/register', next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
