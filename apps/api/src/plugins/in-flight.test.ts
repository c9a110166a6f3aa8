import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerInFlight } from './in-flight';

const app = Fastify();
afterEach(() => app.close());

describe('in-flight requests', () => {
  it('waits for a handler whose client hung up', async () => {
    const inFlight = registerInFlight(app);
    let handlerDone = false;
    let handlerStarted = false;
    app.get('/slow', async () => {
      handlerStarted = true;
      await new Promise((r) => setTimeout(r, 150));
      handlerDone = true;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const request = http.get(`http://127.0.0.1:${port}/slow`);
    request.on('error', () => {});
    // Hang up once the handler runs: on a busy machine a fixed wait could hang up before the
    // request arrived, leaving nothing in flight to wait for.
    while (!handlerStarted) await new Promise((r) => setTimeout(r, 5));
    request.destroy();

    await inFlight.idle(2_000);
    expect(handlerDone).toBe(true);
    // Nothing running: resolves at once, long before its own time limit.
    const first = await Promise.race([
      inFlight.idle(60_000).then(() => 'idle'),
      new Promise((r) => setTimeout(() => r('still waiting'), 1_000)),
    ]);
    expect(first).toBe('idle');
  });
});
