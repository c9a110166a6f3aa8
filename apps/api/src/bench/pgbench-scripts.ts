// Writes one pgbench script per filter shape holding exactly the statements the API sends for
// that request with a warm cache (counts cached, page and typo lookup live), so the benchmark can
// compare the API's requests per second with what the database alone sustains for the same SQL.
// Usage: DATABASE_URL=... tsx apps/api/src/bench/pgbench-scripts.ts <out-dir>
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../db/setup';
import { parseEnv } from '../env';
import { createQueryCache } from '../lib/query-cache';
import { createRecorder, inlineParams, readFilterShapes, runShape } from './capture';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: pgbench-scripts.ts <out-dir>');
mkdirSync(outDir, { recursive: true });

const recorder = createRecorder();
const database = await openDatabase({
  ...databaseOptionsFromEnv(parseEnv()),
  logger: recorder.logger,
});
const cache = createQueryCache({ ttlMs: 3_600_000, maxEntries: 100 });
const now = new Date();
const scripts: Record<string, string> = {};
for (const [index, shape] of readFilterShapes().entries()) {
  await runShape(database.db, cache, shape, now);
  const statements = await recorder.record(() => runShape(database.db, cache, shape, now));
  const file = join(outDir, `shape-${index}.sql`);
  // pgbench reads one command per line.
  writeFileSync(file, statements.map((s) => `${inlineParams(s).replace(/\s+/g, ' ')};\n`).join(''));
  scripts[shape.name] = file;
}
await database.close();
console.log(JSON.stringify(scripts));
