import { describe, expect, it } from 'vitest';
import { tapBatcher } from './tap-batcher';

/** A store that records each batch it is given, answering after `ms`. */
function store(ms = 5, fail?: (batch: number[]) => boolean) {
  const batches: number[][] = [];
  const saved: number[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const run = async (items: number[]) => {
    batches.push(items);
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((r) => setTimeout(r, ms));
    running--;
    if (fail?.(items)) throw new Error('base de datos caída');
    saved.push(...items);
    return items.map((i) => i * 2);
  };
  return { run, batches, saved, mostAtOnce: () => mostAtOnce };
}

describe('tap batcher', () => {
  it('answers each tap with its own result, in batches of at most maxBatch, two at once', async () => {
    const s = store();
    const taps = tapBatcher(s.run, { maxBatch: 10, maxInFlight: 2 });
    const results = await Promise.all(Array.from({ length: 35 }, (_, i) => taps.record(i)));
    expect(results).toEqual(Array.from({ length: 35 }, (_, i) => i * 2));
    expect(s.batches.every((b) => b.length <= 10)).toBe(true);
    expect(s.batches.length).toBeLessThan(35);
    expect(s.mostAtOnce()).toBe(2);
  });

  it('drain waits until every queued tap is written (shutdown loses none)', async () => {
    const s = store(20);
    const taps = tapBatcher(s.run, { maxBatch: 3, maxInFlight: 1 });
    const pending = Array.from({ length: 10 }, (_, i) => taps.record(i));
    await taps.drain();
    expect(s.saved.sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i));
    await Promise.all(pending);
    await taps.drain();
  });

  it('a failed batch fails its own taps only, and the queue goes on', async () => {
    const s = store(1, (batch) => batch.includes(0));
    const taps = tapBatcher(s.run, { maxBatch: 2, maxInFlight: 1 });
    const results = await Promise.allSettled([0, 1, 2, 3].map((i) => taps.record(i)));
    expect(results.map((r) => r.status)).toEqual([
      'rejected',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
