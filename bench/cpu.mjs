// `node bench/cpu.mjs` (build first): CPU time per request of API shapes, server and database
// together, for two builds in turn. Throughput on a shared machine moves with its neighbours;
// the processor time a request costs moves far less, so a paired comparison of builds holds on
// a busy machine. Needs a database that already holds the scale data: BENCH_PG_URL, and the
// postmaster's pid in BENCH_PG_PID (its backends' time is read from /proc).
// BENCH_OTHER=/path/to/other/apps/api/dist/server.js compares against another build; rounds
// alternate the builds (BENCH_ROUNDS, default 4), each round N requests per shape (BENCH_N).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { backendsCpu, cpuOf } from './lib/cpu-time.mjs';
import { startServer } from './lib/server.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const PG_URL = process.env.BENCH_PG_URL;
const PG_PID = Number(process.env.BENCH_PG_PID);
const OTHER = process.env.BENCH_OTHER;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const N = Number(process.env.BENCH_N ?? 2000);
const CONCURRENCY = 4;
const PORT = Number(process.env.BENCH_PORT ?? 3789);
if (!PG_URL || !PG_PID) {
  console.error('Set BENCH_PG_URL and BENCH_PG_PID (the postmaster of that cluster)');
  process.exit(2);
}
const only = process.env.BENCH_ONLY?.split(',') ?? null;
const shapes = JSON.parse(
  readFileSync(join(ROOT, 'bench/filter-shapes.json'), 'utf8'),
).shapes.filter((s) => !only || only.some((w) => s.name.includes(w)));

/** The server's time plus every backend of the cluster's. */
const cpuNow = (serverPid) => cpuOf(serverPid) + backendsCpu(PG_PID);

async function hammer(url, count) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

const builds = [{ name: 'this', serverPath: undefined }];
if (OTHER) builds.push({ name: 'other', serverPath: OTHER });
const results = new Map(); // `${build} ${shape}` -> ms per request, one per round
for (let round = 0; round < ROUNDS; round++) {
  for (const build of round % 2 ? [...builds].reverse() : builds) {
    const server = await startServer({
      port: PORT,
      databaseUrl: PG_URL,
      serverPath: build.serverPath,
    });
    try {
      for (const shape of shapes) {
        const url = `${server.base}/api/businesses/filter?${shape.query}`;
        await hammer(url, 200); // warm: caches, prepared plans, JIT
        const before = cpuNow(server.pid);
        await hammer(url, N);
        const perRequest = (cpuNow(server.pid) - before) / N;
        const key = `${build.name}\t${shape.name}`;
        results.set(key, [...(results.get(key) ?? []), perRequest]);
        console.log(
          `round ${round + 1} ${build.name.padEnd(5)} ${shape.name.padEnd(22)} ${perRequest.toFixed(3)} ms CPU/request`,
        );
      }
    } finally {
      await server.stop();
    }
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log('\nmedian CPU ms per request (server + database):');
for (const shape of shapes) {
  const cells = builds.map((b) => median(results.get(`${b.name}\t${shape.name}`)).toFixed(3));
  console.log(
    `${shape.name.padEnd(22)} ${builds.map((b, i) => `${b.name} ${cells[i]}`).join('  ')}`,
  );
}
