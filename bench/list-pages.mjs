// `node bench/list-pages.mjs`: what drawing the list pages on the server costs (decision 028).
// Builds nothing: run `npm run build` first. Starts the production server on a fresh embedded
// database with the demo directory and measures, per kind of list page:
//   - the renderer alone (apps/web/dist-server/list-first-screen.js) in this process, CPU ms per
//     page, on the data the server hands over (read back from the page it wrote);
//   - the server's whole CPU per request (its /proc utime + stime), first request of each page
//     (database, render, cache fill) and again (served from the cache), requests one at a time.
// BENCH_OUT=<file> writes the report there instead of bench/results/<date>-list-pages.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = new URL('..', import.meta.url).pathname;
const RENDERER = join(ROOT, 'apps/web/dist-server/list-first-screen.js');
const PORT = Number(process.env.BENCH_PORT ?? 3778);
const TICKS = 100; // clock ticks per second of /proc/<pid>/stat (USER_HZ on Linux)
// What a browser sends: the server then answers Brotli, as it does a visitor (issue #33).
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
// Cached requests per page: one is below the 10 ms tick; the mean of several is not.
const AGAIN = Number(process.env.BENCH_AGAIN ?? 10);

if (!existsSync(RENDERER)) {
  console.error('Build first: npm run build');
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), 'drd-bench-'));
const server = spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SEED_DEMO: '1',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverErrors = '';
server.stderr.on('data', (chunk) => (serverErrors += chunk));
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 240; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // starting
  }
  await new Promise((r) => setTimeout(r, 500));
}

/** The server process's CPU time so far, in ms. */
function serverCpuMs() {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

const used = await (await fetch(`${base}/api/categories/active`)).json();
const categories = [];
for (const name of used) {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const places = await fetch(`${base}/api/category-places/by-category/${slug}`);
  if (places.ok) categories.push(await places.json());
}
const kinds = {
  // The home page's 'Negocios destacados', drawn by the same renderer (decision 028).
  'home (`/`)': ['/'],
  'all businesses (`/todos-los-negocios?pagina=N`)': [1, 2, 3, 4, 5, 6].map(
    (n) => `/todos-los-negocios${n > 1 ? `?pagina=${n}` : ''}`,
  ),
  'category (`/categoria/{slug}`)': categories.map((c) => `/categoria/${c.category.slug}`),
  'place (`/ubicacion/…`)': [
    ...new Set(
      categories.flatMap((c) =>
        c.provinces.flatMap((p) => [
          `/ubicacion/${p.slug}`,
          ...p.municipalities.map((m) => `/ubicacion/${p.slug}/${m.slug}`),
        ]),
      ),
    ),
  ],
  'category in place (`/categoria/{slug}/{province}/{municipality}`)': categories.flatMap((c) =>
    c.provinces.flatMap((p) =>
      p.municipalities.map((m) => `/categoria/${c.category.slug}/${p.slug}/${m.slug}`),
    ),
  ),
};

const { renderListFirstScreen } = await import(pathToFileURL(RENDERER).href);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const rows = [];
const loadBefore = loadavg()[0];
try {
  for (const [kind, paths] of Object.entries(kinds)) {
    const first = [];
    const again = [];
    const render = [];
    for (const path of paths) {
      let before = serverCpuMs();
      const response = await fetch(base + path, { headers: BROWSER });
      const html = await response.text();
      first.push(serverCpuMs() - before);
      if (response.headers.get('content-encoding') !== 'br') throw new Error(`${path}: not br`);
      before = serverCpuMs();
      for (let i = 0; i < AGAIN; i++) await (await fetch(base + path, { headers: BROWSER })).text();
      again.push((serverCpuMs() - before) / AGAIN);
      if (!html.includes('first-paint-page')) throw new Error(`${path} was not drawn`);
      const data = JSON.parse(
        /<script type="application\/json" id="drd-initial-data">(.*?)<\/script>/s.exec(html)[1],
      );
      // Warm, then 20 renders: the JIT has seen the components, as on a running server.
      for (let i = 0; i < 3; i++) renderListFirstScreen(path, data);
      const start = process.cpuUsage();
      for (let i = 0; i < 20; i++) renderListFirstScreen(path, data);
      const spent = process.cpuUsage(start);
      render.push((spent.user + spent.system) / 1000 / 20);
    }
    const sum = (values) => values.reduce((a, b) => a + b, 0);
    rows.push({
      kind,
      pages: paths.length,
      render: median(render).toFixed(1),
      renderMax: Math.max(...render).toFixed(1),
      first: (sum(first) / paths.length).toFixed(1),
      again: (sum(again) / paths.length).toFixed(1),
    });
  }
} catch (error) {
  if (serverErrors) console.error(`Server output:\n${serverErrors}`);
  throw error;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const load = `load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`;
const date = new Date().toISOString().slice(0, 10);
const report = `# List pages drawn by the server — ${date}

Command: \`npm run build && node bench/list-pages.mjs\` (production server, embedded database with
the demo directory, one request at a time; decision 028). Render: the web build's renderer alone,
median CPU ms per page over the kind's pages (20 renders each, warm), and the slowest page.
Server: the server process's CPU ms per request (/proc, 10 ms ticks, so a mean over the kind's
pages), the first request of a page (database, render, cache fill) and the mean of the next
${AGAIN} (from the cache). Requests send a browser's \`Accept-Encoding\` (Brotli answers). ${load}.

| page kind | pages | render CPU ms (median) | render CPU ms (max) | server CPU ms, first | server CPU ms, cached |
| --- | ---: | ---: | ---: | ---: | ---: |
${rows.map((r) => `| ${r.kind} | ${r.pages} | ${r.render} | ${r.renderMax} | ${r.first} | ${r.again} |`).join('\n')}
`;
const out = process.env.BENCH_OUT ?? join(ROOT, 'bench', 'results', `${date}-list-pages.md`);
writeFileSync(out, report);
console.log(report);
