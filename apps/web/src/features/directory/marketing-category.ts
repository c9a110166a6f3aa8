import { CATEGORIES, categoryByName } from '@drd/shared/categories';

/**
 * Marketing links open the home page with ?categoria={name} or ?categoria={id}. Category ids
 * follow the order of categories.json (the seed inserts them in that order).
 */
export function slugFromMarketingParam(value: string | null): string | null {
  if (!value) return null;
  const id = Number(value);
  if (Number.isInteger(id) && id > 0) return CATEGORIES[id - 1]?.slug ?? null;
  return categoryByName(value)?.slug ?? null;
}
