// An affiliate's referral link (/registro?ref=CODE) is remembered in this browser for 30 days,
// so the business registration wizard can fill the code in whenever the owner gets there.

const KEY = 'drd:referido';
const DAYS_30_MS = 30 * 24 * 60 * 60 * 1000;
/** A readable referral cookie, should the server set one for a followed link. */
const COOKIE = 'drd_ref';
const CODE = /^[A-Za-z0-9_-]{1,40}$/;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** Keeps a referral code for 30 days; anything that is not a plausible code is ignored. */
export function rememberReferral(
  code: string | null,
  now = Date.now(),
  storage = browserStorage(),
): void {
  const value = code?.trim() ?? '';
  if (!storage || !CODE.test(value)) return;
  try {
    storage.setItem(KEY, JSON.stringify({ code: value, until: now + DAYS_30_MS }));
  } catch {
    // A full or blocked storage: the link simply is not remembered.
  }
}

/** The remembered code while its 30 days last, else a referral cookie's, else null. */
export function rememberedReferral(
  now = Date.now(),
  storage = browserStorage(),
  cookies = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  try {
    const saved = JSON.parse(storage?.getItem(KEY) ?? 'null') as unknown;
    if (saved && typeof saved === 'object') {
      const { code, until } = saved as { code?: unknown; until?: unknown };
      if (typeof code === 'string' && CODE.test(code) && typeof until === 'number') {
        if (until > now) return code;
        storage?.removeItem(KEY);
      }
    }
  } catch {
    // Unreadable: fall through to the cookie.
  }
  const cookie = cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === COOKIE)?.[1];
  const fromCookie = cookie ? decodeURIComponent(cookie) : '';
  return CODE.test(fromCookie) ? fromCookie : null;
}
