import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryCache } from './query-cache';

afterEach(() => vi.useRealTimers());

describe('query cache', () => {
  it('serves a value until it expires, sharing one load between concurrent callers', async () => {
    vi.useFakeTimers();
    const cache = createQueryCache({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(() => Promise.resolve(load.mock.calls.length));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps bulky entries under their own limit, dropped and cleared with the rest', async () => {
    const cache = createQueryCache({
      ttlMs: 60_000,
      maxEntries: 10,
      bulky: { test: (key) => key.startsWith('page:'), maxEntries: 1 },
    });
    await cache.get('page:a', () => Promise.resolve('a1'));
    await cache.get('count', () => Promise.resolve(1));
    await cache.get('page:b', () => Promise.resolve('b1'));
    // The second page pushed out the first; the count stayed.
    expect(await cache.get('page:a', () => Promise.resolve('a2'))).toBe('a2');
    expect(await cache.get('count', () => Promise.resolve(2))).toBe(1);
    cache.drop((key, value) => value === 'a2');
    expect(await cache.get('page:a', () => Promise.resolve('a3'))).toBe('a3');
    cache.clear();
    expect(await cache.get('count', () => Promise.resolve(3))).toBe(3);
  });

  it('forgets failures, the oldest entries past the limit, and everything on clear()', async () => {
    const cache = createQueryCache({ ttlMs: 60_000, maxEntries: 2 });
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.get('bad', () => Promise.resolve('up'))).toBe('up');
    await cache.get('a', () => Promise.resolve('a1'));
    await cache.get('b', () => Promise.resolve('b1'));
    expect(await cache.get('bad', () => Promise.resolve('reloaded'))).toBe('reloaded');
    expect(await cache.get('b', () => Promise.resolve('b2'))).toBe('b1');
    cache.clear();
    expect(await cache.get('b', () => Promise.resolve('b3'))).toBe('b3');
  });

  it('runs a lazy thenable (a query builder) once, not on every await', async () => {
    const cache = createQueryCache({ ttlMs: 60_000, maxEntries: 10 });
    let runs = 0;
    // As drizzle's query builders do: the statement runs each time `then` is called.
    const builder = {
      then<R>(resolve: (value: number) => R) {
        runs++;
        return Promise.resolve(runs).then(resolve);
      },
    } as unknown as Promise<number>;
    expect(await cache.get('k', () => builder)).toBe(1);
    expect(await cache.get('k', () => builder)).toBe(1);
    expect(await cache.get('k', () => builder)).toBe(1);
    expect(runs).toBe(1);
  });
});
