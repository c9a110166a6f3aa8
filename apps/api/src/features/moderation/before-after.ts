// The change a submission makes, as two versions the review screen can compare: the public one
// now (null for new content) and the one approval would publish (null for a removal).
import { inArray, sql } from 'drizzle-orm';
import type { PendingSubmission } from '@drd/shared/api/content/moderation';
import type { Db } from '../../db/client';
import { CONTENT_STORAGE, isContentType } from '../owner-content/registry';
import { readProfiles } from '../owner-content/profile-repository';
import { fieldsJson, rows, table } from '../owner-content/sql';
import { withFactNames } from './fact-names';

type Data = Record<string, unknown>;
type Row = Omit<PendingSubmission, 'before' | 'after' | 'voidsVerification'>;

/** The stored version of each item the submissions are about, by `type:id`. */
async function currentItems(db: Db, submissions: Row[]): Promise<Map<string, Data>> {
  const found = new Map<string, Data>();
  const byType = new Map<string, Row[]>();
  for (const s of submissions) {
    if (!isContentType(s.contentType) || s.contentId === null) continue;
    byType.set(s.contentType, [...(byType.get(s.contentType) ?? []), s]);
  }
  await Promise.all(
    [...byType].map(async ([type, list]) => {
      if (!isContentType(type)) return;
      const storage = CONTENT_STORAGE[type];
      const ids = list.map((s) => s.contentId!);
      const items = await rows<{ id: number; item: Data }>(
        db,
        sql`select t.id, ${fieldsJson(storage)} as item from ${table(storage)} t
          where ${inArray(sql`t.id`, ids)}`,
      );
      for (const { id, item } of items) found.set(`${type}:${id}`, item);
    }),
  );
  const businessIds = submissions
    .filter((s) => s.contentType === 'business')
    .map((s) => s.businessId);
  for (const [id, profile] of await readProfiles(db, businessIds)) {
    found.set(`business:${id}`, profile);
  }
  return found;
}

export async function attachBeforeAfter(
  db: Db,
  submissions: Row[],
): Promise<Omit<PendingSubmission, 'voidsVerification'>[]> {
  const items = await currentItems(db, submissions);
  const compared = submissions.map((s) => {
    const current =
      items.get(
        s.contentType === 'business'
          ? `business:${s.businessId}`
          : `${s.contentType}:${s.contentId}`,
      ) ?? null;
    if (s.changeType === 'new_content')
      return { ...s, before: null, after: current ?? s.changeData };
    if (s.changeType === 'delete_content')
      return { ...s, before: current ?? s.changeData, after: null };
    // An edit: the fields it changes, before and after.
    const before = current
      ? Object.fromEntries(Object.keys(s.changeData).map((k) => [k, current[k] ?? null]))
      : null;
    return { ...s, before, after: s.changeData };
  });
  // The business's facts: category and place by name on both sides.
  const facts = compared.filter((s) => s.contentType === 'business');
  const named = await withFactNames(
    db,
    facts.flatMap((s) => [s.before, s.after]),
  );
  facts.forEach((s, i) => {
    s.before = named[2 * i] ?? null;
    s.after = named[2 * i + 1] ?? null;
  });
  return compared;
}
