// `npm run bench:web`: what a cheap phone pays for the public pages. Builds nothing: run
// `npm run build` first. Starts the production server on a fresh embedded database, measures the
// JavaScript the home page needs for its first load (gzip) and runs Lighthouse (mobile, the
// npm package, on Debian's Chromium) on /, a profile by its readable URL, /negocio/1, a category page
// and a category-in-place page, then writes bench/results/<date>-web.md.
// Scores vary from run to run on a shared machine: every page is measured LH_RUNS times (default
// 3) and the run with the median score is reported, with every run's score beside it.
// LH_KEEP=<dir> keeps the Lighthouse JSON reports there for a closer look (long tasks, bootup).
// Every page is also loaded on a slow phone: Lighthouse's 3G figures (300 ms round trips, 700 Kbps)
// applied by DevTools to the real load, with the CPU slowed 4×, so the first contentful paint is
// the one the browser made, not a simulation's (docs/decisions/010-first-paint.md).
// BENCH_ROOT=<checkout> measures another built checkout (an earlier commit, for a before/after);
// BENCH_OUT=<file> writes the report there instead of bench/results/<date>-web.md.
import { spawn, execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = process.env.BENCH_ROOT ?? new URL('..', import.meta.url).pathname;
const DIST = join(ROOT, 'apps/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 3777);
const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const KEEP = process.env.LH_KEEP;
// Lighthouse's mobileRegular3G, as DevTools applies it: latency per request = RTT × 3.75,
// throughput × 0.9 (lighthouse-core/config/constants.js).
const SLOW_3G = [
  '--throttling-method=devtools',
  '--throttling.requestLatencyMs=1125',
  '--throttling.downloadThroughputKbps=630',
  '--throttling.uploadThroughputKbps=630',
  '--throttling.cpuSlowdownMultiplier=4',
];

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('Build first: npm run build');
  process.exit(2);
}

// 1. First-load JavaScript of the home page: the entry script and every module it preloads.
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1]);
const jsRows = scripts.map((src) => {
  const bytes = readFileSync(join(DIST, src));
  return { src, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const totalGzip = jsRows.reduce((s, r) => s + r.gzip, 0);

// 2. Lighthouse against the production server.
const dataDir = mkdtempSync(join(tmpdir(), 'drd-bench-'));
const server = spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // The pages are measured with the demo directory in them, as `npm start` serves it.
    SEED_DEMO: '1',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
// The server's complaints, shown if a run fails.
let serverErrors = '';
server.stderr.on('data', (chunk) => (serverErrors += chunk));
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // starting
  }
  await new Promise((r) => setTimeout(r, 500));
}

function lighthouse(path, run, profile = [], attempt = 1) {
  const name = `${profile.length ? 'slow-' : ''}${path.replace(/\W+/g, '_')}-${run}`;
  const out = join(dataDir, `lh-${name}.json`);
  try {
    runLighthouse(path, out, profile);
  } catch (error) {
    // Lighthouse now and then loses its own trace (NO_NAVSTART) on this shared machine: a run
    // that failed to measure is run again rather than ending the benchmark.
    if (attempt >= 3) throw error;
    console.error(`Lighthouse failed on ${path} (run ${run}, attempt ${attempt}); again.`);
    return lighthouse(path, run, profile, attempt + 1);
  }
  return readReport(path, name, out);
}

function runLighthouse(path, out, profile) {
  execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      `${base}${path}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      ...profile,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

function readReport(path, name, out) {
  if (KEEP) {
    mkdirSync(KEEP, { recursive: true });
    copyFileSync(out, join(KEEP, `lh-${name}.json`));
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id) => report.audits[id]?.displayValue ?? '—';
  return {
    path,
    score: Math.round(report.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

const median = (runs, key) => {
  const sorted = [...runs].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const seconds = (text) => Number.parseFloat(text.replace(',', '')) || Infinity;
let pages = [];
let slowPages = [];
try {
  // The profile by its readable URL (what every link, the sitemap and a shared link use) and by
  // the bare id (older links), which the app then replaces with the readable one.
  // The list pages the server draws (decision 028): a category and a category in a place.
  // BENCH_PAGES=/,/categoria/farmacias measures only those.
  const paths = process.env.BENCH_PAGES?.split(',') ?? [
    '/',
    '/negocio/1-restaurante-el-malecon-grill',
    '/negocio/1',
    '/categoria/farmacias',
    '/categoria/colmadones/puerto-plata/sosua',
  ];
  for (const path of paths) {
    const runs = Array.from({ length: RUNS }, (_, i) => lighthouse(path, i + 1));
    pages.push({ ...median(runs, (r) => r.score), runs: runs.map((r) => r.score) });
    const slow = Array.from({ length: RUNS }, (_, i) => lighthouse(path, i + 1, SLOW_3G));
    slowPages.push({ ...median(slow, (r) => seconds(r.fcp)), runs: slow.map((r) => r.fcp) });
  }
} catch (error) {
  if (serverErrors) console.error(`Server output:\n${serverErrors}`);
  throw error;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const date = new Date().toISOString().slice(0, 10);
const kb = (n) => (n / 1024).toFixed(1);
const report = `# Web performance — ${date}

Command: \`npm run build && npm run bench:web\` (production server, embedded database, ${LIGHTHOUSE} mobile
preset with its simulated slow 4G and 4× CPU slowdown, Debian Chromium). Targets: home
first-load JavaScript ≤ 150 KB gzip; Lighthouse mobile performance ≥ 95 on /, /negocio/{id} and the list pages.

## First-load JavaScript of /

| file | raw KB | gzip KB |
| --- | ---: | ---: |
${jsRows.map((r) => `| ${r.src} | ${kb(r.raw)} | ${kb(r.gzip)} |`).join('\n')}
| **total** | | **${kb(totalGzip)}** |

## Lighthouse (mobile)

The median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page (metrics of the median run; every run's score in the last column).

| page | performance | FCP | LCP | TBT | CLS | runs |
| --- | ---: | --- | --- | --- | --- | --- |
${pages.map((p) => `| ${p.path} | ${p.score} | ${p.fcp} | ${p.lcp} | ${p.tbt} | ${p.cls} | ${p.runs.join(', ')} |`).join('\n')}

## A slow phone: 3G (300 ms round trips, 700 Kbps) and a 4× slower CPU, DevTools throttling

The run with the median first contentful paint of ${RUNS} per page (every run's FCP in the last column).

| page | FCP | LCP | TBT | CLS | FCP of every run |
| --- | --- | --- | --- | --- | --- |
${slowPages.map((p) => `| ${p.path} | ${p.fcp} | ${p.lcp} | ${p.tbt} | ${p.cls} | ${p.runs.join(', ')} |`).join('\n')}
`;
const file = process.env.BENCH_OUT ?? join(ROOT, 'bench/results', `${date}-web.md`);
writeFileSync(file, report);
console.log(report);
console.log(`Written to ${file}`);
