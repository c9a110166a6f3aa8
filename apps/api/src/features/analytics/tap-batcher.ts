// Taps arriving together are recorded by one statement: one round trip and one commit for many
// taps cost the server and the database far less than one each (bench: owner-statistics.mjs).
// Nothing waits for a timer: a batch starts as soon as a slot is free, and every request answers
// only after its batch has committed, so a tap the server acknowledged is never only in memory.

export interface TapBatcher<T, R> {
  /** Queues a tap; resolves with its result once its batch has run. */
  record: (item: T) => Promise<R>;
  /** Resolves once every queued tap has been written (shutdown). */
  drain: () => Promise<void>;
}

interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export function tapBatcher<T, R>(
  run: (items: T[]) => Promise<R[]>,
  options: { maxBatch: number; maxInFlight: number },
): TapBatcher<T, R> {
  let queue: Pending<T, R>[] = [];
  let inFlight = 0;
  let scheduled = false;
  const drained: (() => void)[] = [];

  const settleDrain = () => {
    if (queue.length === 0 && inFlight === 0) for (const wake of drained.splice(0)) wake();
  };

  async function flush(batch: Pending<T, R>[]): Promise<void> {
    try {
      const results = await run(batch.map((p) => p.item));
      batch.forEach((p, i) => p.resolve(results[i]!));
    } catch (error) {
      for (const p of batch) p.reject(error);
    } finally {
      inFlight--;
      schedule();
      settleDrain();
    }
  }

  // Deferred to the next turn so the taps that arrived in this one join the same batch.
  function schedule(): void {
    if (scheduled || queue.length === 0 || inFlight >= options.maxInFlight) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      while (queue.length > 0 && inFlight < options.maxInFlight) {
        const batch = queue.slice(0, options.maxBatch);
        queue = queue.slice(batch.length);
        inFlight++;
        void flush(batch);
      }
    });
  }

  return {
    record: (item) =>
      new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      }),
    drain: () =>
      new Promise<void>((resolve) => {
        drained.push(resolve);
        settleDrain();
      }),
  };
}
