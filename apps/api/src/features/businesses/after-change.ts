// What every write that changes businesses must refresh, in one call, so a seed, the owner's
// editor and moderation cannot forget a part: the search documents and vocabulary (stored), and
// the cached counts and lookups (this process's query cache; other instances catch up when their
// entries expire, lib/query-cache.ts). Counts are not stored anywhere else: dropping the cache is
// their refresh.
import type { Db } from '../../db/client';
import type { QueryCache } from '../../lib/query-cache';
import { refreshSearchDocuments } from './search/document';

/** After inserting, editing, activating or removing businesses: `ids`, or every business. */
export async function afterBusinessChange(
  db: Db,
  cache: QueryCache,
  ids?: number[],
): Promise<void> {
  await refreshSearchDocuments(db, ids);
  cache.clear();
}
