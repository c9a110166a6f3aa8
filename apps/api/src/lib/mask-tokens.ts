// Links that act for an account (password reset, e-mail confirmation, review confirmation) carry
// their secret as a `…token=` query value. Whoever reads a stored or logged copy could use it, so
// every copy but the one sent is masked: one pattern for every template, present and future.

export const MASKED = '[oculto]';

// Any query parameter whose name ends in "token" (token, confirmToken…), in a URL or in HTML where
// & is written &amp;. The value ends at the next separator, quote, tag or space.
const TOKEN_PARAM = /([?&;][a-z0-9_-]*token=)[^&\s"'<>#]+/gi;

/** The text with the value of every token-bearing query parameter replaced. */
export function maskTokens(text: string): string {
  return text.replace(TOKEN_PARAM, `$1${MASKED}`);
}
