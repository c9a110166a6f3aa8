// `node bench/owner-statistics.mjs` (build first): the owners' statistics under load on a
// PostgreSQL database filled by `npm run seed:scale` (BENCH_DATABASE_URL). Taps are posted as real
// browsers do: each simulated client has its own signed visitor cookie (from a first request) and
// its own /24 (X-Forwarded-For through one trusted proxy), and taps varied businesses and buttons,
// never the same one twice in the hour, so every 2xx is a tap the server must count. Checks
// ≥ 1,500 taps/s with none lost (the business_actions rows grew by exactly the counted answers),
// then the insights of a business with a year of daily rows: p95 within 50 ms. ≤ 60 s in all.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { cpuOf } from './lib/cpu-time.mjs';
import { load } from './lib/load.mjs';
import { startServer } from './lib/server.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const URL_ = process.env.BENCH_DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PORT = Number(process.env.BENCH_PORT ?? 3791);
const CLIENTS = 4_000;
// The cluster's postmaster (first line of its postmaster.pid): with it, the database's processor
// time per request is reported beside the server's.
const PG_PID = Number(process.env.BENCH_PG_PID ?? 0);
const KINDS = ['call', 'whatsapp', 'directions', 'website', 'share'];
const log = (...args) => console.log(new Date().toISOString().slice(11, 19), ...args);

if (!URL_ || !existsSync(join(ROOT, 'apps/api/dist/server.js'))) {
  console.error('Build first, and set BENCH_DATABASE_URL to a database filled by seed:scale');
  process.exit(2);
}
/**
 * Processor time of the server, of this load generator and (with BENCH_PG_PID) of the server's
 * own database connections from now on, per request: other engineers' backends on the shared
 * cluster come and go, and the pool closes idle connections (their time since the start is lost).
 */
async function cpuMeter(serverPid) {
  const backends = async () => {
    if (!PG_PID) return new Map();
    const { rows } = await db.query(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return new Map(rows.map((r) => [r.pid, cpuOf(r.pid)]));
  };
  const start = { server: cpuOf(serverPid), client: process.cpuUsage(), db: await backends() };
  return {
    async per(requests) {
      const end = await backends();
      let dbMs = 0;
      for (const [pid, ms] of end) dbMs += ms - (start.db.get(pid) ?? 0);
      const server = (cpuOf(serverPid) - start.server) / requests;
      const used = process.cpuUsage(start.client);
      const client = (used.user + used.system) / 1000 / requests;
      const database = PG_PID ? dbMs / requests : null;
      const text = `server ${server.toFixed(3)} ms${database === null ? '' : `, database ${database.toFixed(3)} ms`}, load generator ${client.toFixed(3)} ms`;
      return { server, database, client, text };
    },
  };
}

const db = new pg.Client({ connectionString: URL_ });
await db.connect();
const ids = (
  await db.query('select id from businesses where is_active order by random() limit 20000')
).rows.map((r) => r.id);
// BENCH_SERVER: another build's server.js (a paired run against the code before a change).
const server = await startServer({
  port: PORT,
  databaseUrl: URL_,
  serverPath: process.env.BENCH_SERVER || undefined,
});
const { base } = server;
// What a browser's fetch sends: the answers are compressed as they are for real visitors.
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const headers = { ...browser, 'content-type': 'application/json', origin: base };
try {
  log(`${CLIENTS} visitor cookies`);
  const cookies = [];
  while (cookies.length < CLIENTS) {
    const batch = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const r = await fetch(`${base}/api/visits/global`);
        return r.headers.getSetCookie()[0].split(';')[0];
      }),
    );
    cookies.push(...batch);
  }
  const address = (client) => `10.${(client >> 8) & 255}.${client & 255}.7`;
  const countRows = async () =>
    Number((await db.query('select count(*) from business_actions')).rows[0].count);
  const before = await countRows();
  let sent = 0;
  // Client c's n-th tap: business ids[(c * 7 + n) % len], kind n % 5: never one tap twice.
  const tap = () => {
    const client = sent % CLIENTS;
    const round = Math.floor(sent / CLIENTS);
    sent += 1;
    const id = ids[(client * 7 + round) % ids.length];
    return {
      method: 'POST',
      path: `/api/businesses/${id}/actions`,
      headers: { ...headers, cookie: cookies[client], 'x-forwarded-for': address(client) },
      body: JSON.stringify({ type: KINDS[(client + round) % KINDS.length] }),
    };
  };
  let counted = 0;
  const cpu = await cpuMeter(server.pid);
  const result = await load({
    url: `${base}/api/businesses/${ids[0]}/actions`,
    method: 'POST',
    headers,
    seconds: SECONDS,
    connections: CONNECTIONS,
    setupRequest: (request) => ({ ...request, ...tap() }),
    onResponse: (_status, body) => {
      if (String(body).includes('"counted":true')) counted += 1;
    },
  });
  const tapCpu = await cpu.per(result.sent);
  const grew = (await countRows()) - before;
  log(
    `taps: ${Math.round(result.rps)}/s p95 ${result.p95} ms, ${result.ok} 2xx, ${result.errors} errors; rows grew by ${grew}, answers counted ${counted}; processor per tap: ${tapCpu.text}`,
  );

  // A business with a year of daily rows and an owner to read them.
  const [busy] = ids;
  await db.query(`update businesses set package_id = 5 where id = $1`, [busy]);
  await db.query(
    `insert into business_analytics (business_id, date, profile_views, phone_clicks, whatsapp_clicks,
       directions_clicks, website_clicks, share_clicks)
     select $1, current_date - g, 40 + g % 17, g % 5, g % 7, g % 3, g % 2, g % 4
     from generate_series(0, 729) g
     on conflict (business_id, date) do nothing`,
    [busy],
  );
  const password = 'clave-del-banco';
  const username = `bench_stats_${Date.now()}`;
  await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      username,
      email: `${username}@correo.do`,
      fullName: username,
      password,
    }),
  });
  const { rows } = await db.query(
    `update users set role = 'admin' where username = $1 returning id`,
    [username],
  );
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password }),
  });
  const session = login.headers.getSetCookie()[0].split(';')[0];
  log(`insights of business ${busy} (admin ${rows[0].id})`);
  const insightsUrl = `${base}/api/businesses/${busy}/insights?days=365`;
  await load({
    url: insightsUrl,
    headers: { ...browser, cookie: session },
    seconds: 2,
    connections: 4,
  });
  const insightsMeter = await cpuMeter(server.pid);
  const insights = await load({
    url: insightsUrl,
    headers: { ...browser, cookie: session },
    seconds: SECONDS,
    connections: 4,
  });
  const insightsCpu = await insightsMeter.per(insights.ok + insights.errors);
  log(
    `insights 365 days: ${Math.round(insights.rps)} req/s p50 ${insights.p50} p95 ${insights.p95} ms, ${insights.errors} errors; processor per request: ${insightsCpu.text}`,
  );
  // The same session and owner check on a small answer: what the machine itself gives right now.
  const reference = await load({
    url: `${base}/api/businesses/${busy}/subscription`,
    headers: { ...browser, cookie: session },
    seconds: 5,
    connections: 4,
  });
  log(`reference (subscription): p50 ${reference.p50} p95 ${reference.p95} ms`);
  const cores = execFileSync('nproc', { encoding: 'utf8' }).trim();
  const load1 = execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ')[0];
  console.log(
    JSON.stringify(
      {
        cores,
        load1,
        taps: { ...result, grew, counted, cpu: tapCpu },
        insights: { ...insights, cpu: insightsCpu },
        reference,
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await db.end();
}
