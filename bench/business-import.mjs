// `node bench/business-import.mjs` (build first): 'Importar negocios' with 10,000 rows on
// PostgreSQL. A fresh database on BENCH_DATABASE_URL's server (default: the shared test cluster
// at 127.0.0.1:55432), the production server on it, and a generated file over Puerto Plata's
// municipalities: the preview, the import, and the same file again (every row an update), each
// timed end to end through the API. Writes bench/results/<date>-import.md.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer } from './lib/server.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 3791);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
// The server's own CPU seconds (user + system, from /proc): on a machine shared with other work
// the wall time says more about the neighbours than about the import.
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const log = (...args) => console.log(new Date().toISOString().slice(11, 19), ...args);

if (!existsSync(join(ROOT, 'apps/api/dist/server.js'))) {
  console.error('Build first: npm run build');
  process.exit(2);
}

const MUNICIPALITIES = ['Puerto Plata', 'Sosúa', 'Altamira', 'Imbert', 'Luperón', 'Villa Isabela'];
const CATEGORIES = [
  'Colmadones',
  'Farmacias',
  'Restaurantes',
  'Ferreterías',
  'Salones de Belleza',
  'botica',
  'colmado',
];
const SYLLABLES = [
  'ba',
  'ce',
  'di',
  'fo',
  'gu',
  'la',
  'me',
  'ni',
  'po',
  'ru',
  'sa',
  'te',
  'vi',
  'yo',
  'za',
  'qui',
  'cha',
  'llo',
];
// Names made of random syllables, so few are 'similar' by chance; a few hundred are, as in life.
const word = () =>
  Array.from({ length: 3 }, () => SYLLABLES[Math.floor(Math.random() * SYLLABLES.length)]).join('');
const title = (w) => w[0].toUpperCase() + w.slice(1);

function csvFile(rows) {
  const lines = [
    'id_externo,nombre,categoria,provincia,municipio,direccion,telefono,whatsapp,horario,lat,lng,descripcion',
  ];
  for (let i = 0; i < rows; i++) {
    const phone = `809-${String(200 + Math.floor(i / 10_000)).padStart(3, '0')}-${String(i % 10_000).padStart(4, '0')}`;
    const pin =
      i % 3 === 0
        ? ','
        : `${(19.6 + Math.random() * 0.2).toFixed(5)},${(-70.9 + Math.random() * 0.4).toFixed(5)}`;
    lines.push(
      [
        `bench-${i}`,
        `${title(word())} ${title(word())} ${i}`,
        CATEGORIES[i % CATEGORIES.length],
        'Puerto Plata',
        MUNICIPALITIES[i % MUNICIPALITIES.length],
        `Calle ${title(word())} ${i % 200}`,
        phone,
        i % 2 ? phone : '',
        '"lun-vie 8:00-12:00/14:00-18:00; sáb 8:00-13:00"',
        pin,
        'Negocio generado para medir la importación.',
      ].join(','),
    );
  }
  return lines.join('\n');
}

const name = `bench_import_${Date.now()}`;
const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(SERVER_URL);
url.pathname = `/${name}`;
process.env.ADMIN_USERNAME = 'bench-admin';
process.env.ADMIN_PASSWORD = 'clave-del-banco-2026';
process.env.GEOCODER_URL = 'http://127.0.0.1:9/search';
const server = await startServer({ port: PORT, databaseUrl: url.toString() });
const results = [];
try {
  const headers = { 'content-type': 'application/json', origin: server.base };
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: 'bench-admin', password: 'clave-del-banco-2026' }),
  });
  if (!login.ok) throw new Error(`login ${login.status}: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const csv = csvFile(ROWS);
  log(`file of ${ROWS} rows, ${(csv.length / 1e6).toFixed(2)} MB`);
  const step = async (label, path) => {
    const started = performance.now();
    const cpuBefore = cpuSeconds(server.pid);
    const response = await fetch(`${server.base}/api/admin/imports${path}`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ fileName: 'bench.csv', csv }),
    });
    const body = await response.json();
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    const load = loadavg()[0];
    if (!response.ok) throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
    log(
      label,
      `${seconds.toFixed(1)} s`,
      JSON.stringify(body.counts),
      `geocoding ${body.geocodeQueued}`,
    );
    results.push({
      label,
      seconds,
      cpu,
      load,
      counts: body.counts,
      geocodeQueued: body.geocodeQueued,
    });
  };
  await step('preview', '/preview');
  await step('import', '');
  await step('same file again', '');
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const { rows } = await db.query(
    `select count(*)::int as listings, count(*) filter (where approximate_location)::int as approximate,
      (select count(*)::int from import_geocode_queue) as queued from businesses where external_id like 'bench-%'`,
  );
  await db.end();
  results.push({ label: 'database', ...rows[0] });
  log('database', JSON.stringify(rows[0]));
} finally {
  await server.stop();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

const date = new Date().toISOString().slice(0, 10);
const out = join(ROOT, `bench/results/${date}-import.md`);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
const timed = results.filter((r) => r.seconds !== undefined);
const db = results.find((r) => r.label === 'database');
writeFileSync(
  out,
  `# Business import, ${ROWS.toLocaleString('en')} rows on PostgreSQL 15 (${date})

\`node bench/business-import.mjs\` after \`npm run build\`: the production server on a fresh
database of the shared PostgreSQL 15 (2-core machine shared with other work, so times are upper
bounds), a generated file over six municipalities of Puerto Plata (a third of the rows without a
pin, every row with an address and split hours). Each step is one request, timed end to end,
with the server process's CPU time (the database's is not included) and the machine's load
average (2 cores). Target: 10,000 rows within a minute.

| step | wall seconds | server CPU seconds | load average | new | update | duplicate | error | queued for the geocoder |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${timed.map((r) => `| ${r.label} | ${r.seconds.toFixed(1)} | ${r.cpu.toFixed(1)} | ${r.load.toFixed(1)} | ${r.counts.new} | ${r.counts.update} | ${r.counts.duplicate} | ${r.counts.error} | ${r.geocodeQueued} |`).join('\n')}

After both imports: ${db.listings} listings from the file (nothing created twice), ${db.approximate}
at their municipality's seat, ${db.queued} waiting for the geocoder (one a second: about
${Math.ceil(db.queued / 60)} minutes to place them all).
`,
);
log('wrote', out);
