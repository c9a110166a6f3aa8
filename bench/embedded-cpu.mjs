// `node bench/embedded-cpu.mjs` (build first; `npm run bench:api` with BENCH_TARGETS=pglite once
// before, for its database): processor time per public read on the embedded database, where the
// server and PGlite share one thread, so a read's CPU time is what it takes from every other
// request. At 100 req/s a thread is busy 100 × that time per second; on a shared machine this holds
// where latencies do not. BENCH_PGLITE_SIZE picks the database (default 50,000), BENCH_N the
// requests per read (default 300, after 30 of warm-up), BENCH_ONLY="near,detail" the reads whose
// names contain one of the words. Prints one line per read.
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { cpuOf } from './lib/cpu-time.mjs';
import { startServer } from './lib/server.mjs';
import { publicReads, requestPath } from './lib/public-reads.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const SIZE = Number(process.env.BENCH_PGLITE_SIZE ?? 50_000);
const N = Number(process.env.BENCH_N ?? 300);
const PORT = Number(process.env.BENCH_PORT ?? 3790);
const ONLY = process.env.BENCH_ONLY?.split(',').map((w) => w.trim()) ?? null;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const server = await startServer({ port: PORT, dataDir: join(ROOT, `bench/.data/pglite-${SIZE}`) });
try {
  const ids = [];
  for (let page = 1; page <= 5; page++) {
    const body = await (
      await fetch(`${server.base}/api/businesses/filter?pageSize=100&page=${page * 7}`)
    ).json();
    ids.push(...body.businesses.map((b) => b.id));
  }
  console.log(
    `PGlite, ${SIZE} businesses; ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}`,
  );
  console.log('read | server CPU ms per request (mean) | thread busy at 100 req/s');
  for (const read of publicReads().filter((r) => !ONLY || ONLY.some((w) => r.name.includes(w)))) {
    const send = async () => {
      const response = await fetch(`${server.base}${requestPath(read, ids)}`, { headers: HEADERS });
      if (!response.ok) throw new Error(`${read.name}: ${response.status}`);
      await response.arrayBuffer();
    };
    for (let i = 0; i < 30; i++) await send();
    const before = cpuOf(server.pid);
    for (let i = 0; i < N; i++) await send();
    const perRequest = (cpuOf(server.pid) - before) / N;
    console.log(`${read.name} | ${perRequest.toFixed(2)} | ${Math.round(perRequest * 10)} %`);
  }
  console.log(`load at the end ${loadavg()[0].toFixed(1)}`);
} finally {
  await server.stop();
}
