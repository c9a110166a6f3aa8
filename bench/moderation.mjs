// `npm run bench:moderation` (build first; `npm run bench:api` once before, for its database): the
// owners' and administrators' side under load, on PostgreSQL at 100,000 businesses. A copy of that
// database gets 10,000 pending FAQ submissions spread over 2,000 businesses, an administrator and
// an owner of 50 businesses; then the review queue (first page, a deep page, one business) and
// the owner's saves (the business's facts, a new FAQ, an edit of a published one) are loaded
// closed-loop, and so are the administrator's approvals and rejections (each of another waiting
// FAQ). BENCH_PG_URL names another database to copy. Writes bench/results/<date>-moderation.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { load } from './lib/load.mjs';
import { pgAvailable, startCluster } from './lib/pg-cluster.mjs';
import { startServer } from './lib/server.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 8;
const PORT = Number(process.env.BENCH_PORT ?? 3789);
const PENDING = 10_000;
const ms = (value) => value.toFixed(1);
const log = (...args) => console.log(new Date().toISOString().slice(11, 19), ...args);

if (!existsSync(join(ROOT, 'apps/api/dist/server.js'))) {
  console.error('Build first: npm run build');
  process.exit(2);
}
if (!pgAvailable()) {
  console.error('PostgreSQL 15 is needed: apt-get install -y postgresql-15');
  process.exit(2);
}
// BENCH_PG_URL: the database to copy (as bench:api takes it, e.g. a 1,000,000-business
// `seed:scale` database); otherwise bench:api's own cluster and its 100,000-business database.
const source = process.env.BENCH_PG_URL ? new URL(process.env.BENCH_PG_URL) : null;
const cluster = source ? null : startCluster(join(ROOT, 'bench/.data/pg'), 55488);
process.on('exit', () => cluster?.stop());
const serverUrl = (name) => {
  if (!source) return cluster.url(name);
  const url = new URL(source);
  url.pathname = `/${name}`;
  return url.toString();
};
const template = source ? source.pathname.slice(1) : 'scale_100000';
const admin = new pg.Client({ connectionString: serverUrl('postgres') });
await admin.connect();
const exists = await admin.query(`select 1 from pg_database where datname = $1`, [template]);
if (exists.rowCount === 0) {
  console.error(`No database ${template} yet: run \`npm run bench:api\` once first.`);
  process.exit(2);
}
log(`copying ${template}`);
await admin.query('drop database if exists bench_moderation with (force)');
await admin.query(`create database bench_moderation template "${template.replace(/"/g, '')}"`);
await admin.end();
const url = serverUrl('bench_moderation');

const server = await startServer({ port: PORT, databaseUrl: url });
const base = server.base;
const db = new pg.Client({ connectionString: url });
await db.connect();
try {
  // Two accounts through the API (its password hashing), then given their roles.
  const cookieOf = async (username, role) => {
    const password = 'clave-del-banco';
    const headers = { 'content-type': 'application/json', origin: base };
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
    await db.query('update users set role = $2 where username = $1', [username, role]);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username, password }),
    });
    const [{ id }] = (await db.query('select id from users where username = $1', [username])).rows;
    return { id, cookie: login.headers.getSetCookie()[0].split(';')[0] };
  };
  const boss = await cookieOf('bench_admin', 'admin');
  const owner = await cookieOf('bench_owner', 'business_owner');
  const owned = (
    await db.query(
      `update businesses set user_id = $1 where id in
         (select id from businesses where is_active order by id limit 50) returning id`,
      [owner.id],
    )
  ).rows.map((r) => r.id);
  log(`queuing ${PENDING} pending FAQs`);
  await db.query(
    `with b as (select id from businesses where is_active order by id desc limit ${PENDING / 5}),
     f as (insert into business_faqs (business_id, question, answer, display_order, status)
           select b.id, '¿Pregunta ' || g || '?', 'Respuesta ' || g, g, 'pending'
           from b, generate_series(1, 5) g returning id, business_id, question, answer)
     insert into business_profile_submissions
       (business_id, submitted_by, change_type, content_type, content_id, change_data, status, created_at)
     select business_id, $1, 'new_content', 'faqs', id,
            jsonb_build_object('question', question, 'answer', answer), 'pending',
            now() - (id % ${PENDING}) * interval '1 minute'
     from f`,
    [owner.id],
  );
  await db.query('analyze');
  const [{ id: approvedFaq }] = (
    await db.query(
      `insert into business_faqs (business_id, question, answer, display_order, status)
       values ($1, '¿Tienen parqueo?', 'Sí.', 0, 'approved') returning id`,
      [owned[0]],
    )
  ).rows;
  const someBusiness = (
    await db.query(
      `select business_id from business_profile_submissions where status = 'pending' limit 1`,
    )
  ).rows[0].business_id;

  const day = { open: '08:00', close: '17:00', closed: false };
  const profile = {
    description: 'Colmado de barrio con delivery y buen servicio.',
    tagline: 'Siempre abierto para ti',
    openingHours: Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        day,
      ]),
    ),
    phone: '809-555-0101',
    email: 'colmado@correo.do',
    address: 'Calle Duarte 12, Puerto Plata',
    priceRange: 'budget',
  };
  let n = 0;
  const waiting = (
    await db.query(
      `select id from business_profile_submissions where status = 'pending' and version = 1
       order by id`,
    )
  ).rows.map((r) => r.id);
  const decision = (verb, body) => ({
    path: `/api/admin/submissions/${waiting.pop() ?? 0}/${verb}`,
    body: JSON.stringify(body),
  });
  const adminHeaders = { cookie: boss.cookie, origin: base, 'content-type': 'application/json' };
  const ownerHeaders = { cookie: owner.cookie, origin: base, 'content-type': 'application/json' };
  const cases = [
    { name: 'admin queue, first page', path: '/api/admin/pending-submissions', who: boss },
    {
      name: 'admin queue, FAQs page 200',
      path: '/api/admin/pending-submissions?contentType=faqs&page=200',
      who: boss,
    },
    {
      name: 'admin queue, one business',
      path: `/api/admin/pending-submissions?businessId=${someBusiness}`,
      who: boss,
    },
    {
      name: "owner's save: business facts",
      method: 'PUT',
      write: () => ({
        path: `/api/businesses/${owned[n++ % owned.length]}/profile`,
        body: JSON.stringify({ ...profile, tagline: `Siempre abierto ${n}` }),
      }),
    },
    {
      name: "owner's save: new FAQ",
      method: 'POST',
      write: () => ({
        path: `/api/businesses/${owned[n++ % owned.length]}/faqs`,
        body: JSON.stringify({ question: `¿Pregunta ${n}?`, answer: 'Sí.' }),
      }),
    },
    {
      name: "owner's save: edit of a published FAQ",
      method: 'PUT',
      write: () => ({
        path: `/api/businesses/${owned[0]}/faqs/${approvedFaq}`,
        body: JSON.stringify({ question: '¿Tienen parqueo?', answer: `Sí, ${n++} plazas.` }),
      }),
    },
    // The administrator's decisions, each on the next waiting FAQ with the version it has.
    {
      name: 'admin decision: approve',
      method: 'POST',
      admin: true,
      write: () => decision('approve', { version: 1 }),
    },
    {
      name: 'admin decision: reject',
      method: 'POST',
      admin: true,
      write: () => decision('reject', { version: 1, adminNotes: 'No corresponde al negocio.' }),
    },
  ];
  const rows = [];
  for (const c of cases) {
    log(c.name);
    const options = c.write
      ? {
          url: `${base}${c.write().path}`,
          method: c.method,
          headers: c.admin ? adminHeaders : ownerHeaders,
          setupRequest: (request) => ({ ...request, ...c.write() }),
        }
      : { url: `${base}${c.path}`, headers: { cookie: c.who.cookie } };
    await load({ ...options, seconds: 2, connections: CONNECTIONS }); // warm-up
    const result = await load({ ...options, seconds: SECONDS, connections: CONNECTIONS });
    rows.push({ name: c.name, ...result });
  }
  const cores = execFileSync('nproc', { encoding: 'utf8' }).trim();
  const date = new Date().toISOString().slice(0, 10);
  const table = rows
    .map(
      (r) =>
        `| ${r.name} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.ok} | ${r.errors} |`,
    )
    .join('\n');
  const report = `# Moderation under load — ${date}

\`npm run build && npm run bench:moderation\` on ${cores} cores, PostgreSQL 15, database ${template},
${PENDING.toLocaleString('en')} pending FAQ submissions over ${PENDING / 5} businesses; ${CONNECTIONS}
keep-alive connections, closed loop, ${SECONDS} s per case after a 2 s warm-up. Times in ms.

| case | req/s | p50 | p95 | p99 | 2xx | errors |
| --- | --- | --- | --- | --- | --- | --- |
${table}
`;
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const file = join(ROOT, `bench/results/${date}-moderation.md`);
  writeFileSync(file, report);
  console.log(report);
  log('written', file);
} finally {
  await db.end();
  await server.stop();
  const cleanup = new pg.Client({ connectionString: serverUrl('postgres') });
  await cleanup.connect();
  await cleanup.query('drop database if exists bench_moderation with (force)');
  await cleanup.end();
}
