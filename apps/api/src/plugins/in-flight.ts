// Requests whose handlers are still running, so a shutdown can wait for them before closing the
// database. A client that hangs up does not stop its handler (Fastify runs it to the end and then
// sends into the void), and `app.close()` only waits for open connections: closing the pool under
// such a handler made its next query fail ("Cannot use a pool after calling end on the pool").
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface InFlight {
  /** Handlers running now (the in-flight gauge of /metrics). */
  count: () => number;
  /** Resolves once no handler is running, or after `timeoutMs` at the latest. */
  idle: (timeoutMs: number) => Promise<void>;
}

export function registerInFlight(app: FastifyInstance): InFlight {
  let running = 0;
  let waiters: (() => void)[] = [];
  const finished = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async () => {
    running++;
  });
  // onSend comes after the handler, aborted or not, and for errors too (onResponse does not come
  // for a request whose client left).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!finished.has(request)) {
      finished.add(request);
      running--;
      if (running === 0) for (const wake of waiters.splice(0)) wake();
    }
    return payload;
  });

  return {
    count: () => running,
    idle: (timeoutMs) =>
      running === 0
        ? Promise.resolve()
        : new Promise((resolve) => {
            const timer = setTimeout(() => {
              waiters = waiters.filter((w) => w !== wake);
              resolve();
            }, timeoutMs);
            const wake = () => {
              clearTimeout(timer);
              resolve();
            };
            waiters.push(wake);
          }),
  };
}
