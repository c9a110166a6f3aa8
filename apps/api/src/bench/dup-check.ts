// `npm run bench:dup-check`: the registration's duplicate check (registration/duplicates.ts) as
// the server runs it, timed warm on the database the server would use (DATABASE_URL): a few names
// in the municipality with the most businesses, each asked BENCH_DUP_RUNS times in a row, p50 and
// p95 per name, with the load average, because a busy machine's times say little.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { queryRows } from '../db/raw';
import { databaseOptionsFromEnv } from '../db/setup';
import { parseEnv } from '../env';
import { findDuplicateCandidates } from '../features/registration/duplicates';

const RUNS = Number(process.env.BENCH_DUP_RUNS ?? 200);
// A common trade and place, a misspelt one, one with no match and a name copied from the data.
const NAMES = ['Restaurante El Faro', 'Farmasia La Esperanza', 'Panadería Xyz Qwerty'];

const database = await openDatabase(databaseOptionsFromEnv(parseEnv()));
const { db } = database;
const [largest] = await queryRows<{ id: number; n: number }>(
  db,
  sql`select municipality_id as id, count(*)::int as n from businesses
      group by municipality_id order by n desc limit 1`,
);
const [sample] = await queryRows<{ name: string }>(
  db,
  sql`select name from businesses where municipality_id = ${largest!.id} and is_active limit 1`,
);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

console.log(
  `Duplicate check on ${database.driver}, municipality ${largest!.id} (${largest!.n} businesses), ` +
    `${RUNS} runs per name, load ${os.loadavg()[0]!.toFixed(1)} at start\n`,
);
console.log('| name | found | p50 ms | p95 ms |\n| --- | ---: | ---: | ---: |');
for (const name of [...NAMES, sample!.name]) {
  const input = { name, phone: '8095550000', municipality: largest!.id };
  const found = await findDuplicateCandidates(db, input, { publicOnly: true });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await findDuplicateCandidates(db, input, { publicOnly: true });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1);
  console.log(
    `| ${name} | ${found.length} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))} |`,
  );
}
console.log(`\nload ${os.loadavg()[0]!.toFixed(1)} at the end`);
await database.close();
