// `node bench/sitemap.mjs` (build first): the sitemap index and every file it names, as a crawler
// fetches them (Googlebot's Accept-Encoding), on a database filled by `npm run seed:scale`
// (BENCH_DATABASE_URL). Each is timed cold (the first fetch after the server starts, which builds
// the cache) and warm (the median of the next five fetches, served from the cache). Target: warm
// within a second at 1,000,000 businesses.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './lib/server.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const URL_ = process.env.BENCH_DATABASE_URL;
const PORT = Number(process.env.BENCH_PORT ?? 3792);
if (!URL_ || !existsSync(join(ROOT, 'apps/api/dist/server.js'))) {
  console.error('Build first, and set BENCH_DATABASE_URL to a database filled by seed:scale');
  process.exit(2);
}
const crawler = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Googlebot/2.1' };

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: crawler });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return {
    ms: performance.now() - started,
    body,
    bytes: Number(response.headers.get('content-length') ?? 0),
  };
}

async function measure(url) {
  const cold = await timed(url);
  const warm = [];
  for (let i = 0; i < 5; i++) warm.push((await timed(url)).ms);
  warm.sort((a, b) => a - b);
  return { cold: cold.ms, warm: warm[2], body: cold.body };
}

const server = await startServer({ port: PORT, databaseUrl: URL_ });
try {
  const rows = [];
  const index = await measure(`${server.base}/sitemap.xml`);
  rows.push(['sitemap.xml', index]);
  const files = [...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  let urls = 0;
  for (const loc of files) {
    const file = await measure(loc.replace(/^https?:\/\/[^/]+/, server.base));
    urls += (file.body.match(/<url>/g) ?? []).length;
    rows.push([loc.split('/').pop(), file]);
  }
  console.log(`${files.length} files, ${urls.toLocaleString('en')} URLs`);
  console.log('| file | cold ms | warm ms (median of 5) |\n|---|---:|---:|');
  for (const [name, m] of rows)
    console.log(`| ${name} | ${m.cold.toFixed(0)} | ${m.warm.toFixed(1)} |`);
  const worstWarm = Math.max(...rows.map(([, m]) => m.warm));
  console.log(`worst warm: ${worstWarm.toFixed(1)} ms (target: within 1,000 ms)`);
} finally {
  await server.stop();
}
