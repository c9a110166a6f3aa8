// Answers that are costly to compute and fine to serve a little old: counts over the whole
// directory (active businesses, per category, per filter) and reference lookups. At 100,000
// businesses a count(*) per request would be the slowest part of every list.
//
// Per process, expiring after `ttlMs`: several instances may disagree for that long, which is
// acceptable for counts shown as context. Writes that change a business drop the entries that may
// hold it (features/businesses/after-change.ts); its keys are named in query-cache-keys.ts.
// Concurrent misses of one key share one load, so a burst after expiry runs the query once.

export interface QueryCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Drops the entries `stale` accepts, given each key and its settled value (undefined while the
   * load is still running, whose answer may predate the change).
   */
  drop(stale: (key: string, value: unknown) => boolean): void;
  clear(): void;
}

type Entry = { expires: number; value: Promise<unknown>; settled?: { value: unknown } };

export function createQueryCache({
  ttlMs,
  maxEntries,
  bulky,
  onLookup,
}: {
  ttlMs: number;
  maxEntries: number;
  /**
   * Entries far larger than a count (a page of cards), under their own, smaller limit: their keys
   * come from visitors' input, so the limit bounds the memory they can make the server hold.
   */
  bulky?: { test: (key: string) => boolean; maxEntries: number };
  /** Told of every lookup, served from the cache or not (the hit and miss counts of /metrics). */
  onLookup?: (hit: boolean) => void;
}) {
  const entries = new Map<string, Entry>();
  const bulkyEntries = new Map<string, Entry>();
  const mapOf = (key: string) => (bulky?.test(key) ? bulkyEntries : entries);
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const map = mapOf(key);
      const hit = map.get(key);
      if (hit && hit.expires > now) {
        onLookup?.(true);
        return hit.value as Promise<T>;
      }
      onLookup?.(false);
      if (hit) map.delete(key);
      // Settled into a promise of its own: a query builder is a thenable that runs its statement
      // again on every await, so storing the builder itself would cache nothing.
      const value = Promise.resolve(load());
      const entry: Entry = { expires: now + ttlMs, value };
      map.set(key, entry);
      // A failed load must not be served to the next caller.
      value.then(
        (settled) => (entry.settled = { value: settled }),
        () => {
          if (map.get(key) === entry) map.delete(key);
        },
      );
      // Map keeps insertion order: the first key is the oldest entry.
      const limit = map === bulkyEntries ? bulky!.maxEntries : maxEntries;
      if (map.size > limit) map.delete(map.keys().next().value!);
      return value;
    },
    drop(stale: (key: string, value: unknown) => boolean) {
      for (const map of [entries, bulkyEntries]) {
        for (const [key, entry] of [...map]) {
          if (stale(key, entry.settled?.value)) map.delete(key);
        }
      }
    },
    clear() {
      entries.clear();
      bulkyEntries.clear();
    },
  } satisfies QueryCache;
}

/** No caching: every read goes to the database (seeds and scripts, which no server shares). */
export const uncached: QueryCache = {
  get: (_key, load) => load(),
  drop: () => {},
  clear: () => {},
};
