// `npm run bench:plans`: EXPLAINs every statement each filter shape sends (counts included, as on
// a cold cache) on the database the server would use, and fails when one reads businesses with a
// sequential scan. Meant for the 100,000-business database of `npm run seed:scale`; on a small
// table the planner rightly prefers sequential scans, so the check there proves nothing.
import { sql, type SQL } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../db/client';
import { queryRows } from '../db/raw';
import { databaseOptionsFromEnv } from '../db/setup';
import { parseEnv } from '../env';
import { uncached } from '../lib/query-cache';
import { createRecorder, inlineParams, readFilterShapes, runShape } from './capture';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

function statementKind(query: string) {
  if (query.includes('search_words')) return 'typo corrections';
  return query.startsWith('select count(*)') ? 'count' : 'page';
}

const env = parseEnv();
const recorder = createRecorder();
const database = await openDatabase({ ...databaseOptionsFromEnv(env), logger: recorder.logger });
await migrateDatabase(database);
const { db } = database;

const rowsOf = <T>(statement: SQL) => queryRows<T>(db, statement);
const now = new Date();
const rows = [
  '| shape | statement | reads businesses with | sequential scan |',
  '| --- | --- | --- | --- |',
];
let failures = 0;
for (const shape of readFilterShapes()) {
  const statements = await recorder.record(() => runShape(db, uncached, shape, now));
  for (const statement of statements) {
    const plan = (
      await rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        sql.raw(`explain (format json) ${inlineParams(statement)}`),
      )
    )[0]!['QUERY PLAN'][0].Plan;
    const reads: string[] = [];
    let seqScan = false;
    walk(plan, (node) => {
      const onBusinesses =
        node['Relation Name'] === 'businesses' ||
        (node['Index Name'] ?? '').startsWith('businesses_');
      if (!onBusinesses) return;
      if (node['Node Type'] === 'Seq Scan') seqScan = true;
      reads.push(`${node['Node Type']}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`);
    });
    if (seqScan) failures++;
    const kind = statementKind(statement.query);
    if (reads.length > 0 || seqScan)
      rows.push(
        `| ${shape.name} | ${kind} | ${reads.join(', ')} | ${seqScan ? '**yes**' : 'no'} |`,
      );
  }
}
const [count] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from businesses`);
console.log(`Query plans on ${database.driver}, ${count?.n ?? 0} businesses\n`);
console.log(rows.join('\n'));
await database.close();
if (failures > 0) {
  console.error(`\n${failures} statement(s) read businesses with a sequential scan`);
  process.exitCode = 1;
}
