// `npm run bench:plans`: runs EXPLAIN (ANALYZE, BUFFERS) on every statement each filter shape
// sends (counts included, as on a cold cache) on the database the server would use, and fails
// when one reads businesses with a sequential scan, walks an index filtering away most of what it
// reads, or (a page, or a count no cache keeps) touches more buffers than its budget. Buffer
// counts, unlike times, hold on a busy machine. Meant for a database of `npm run seed:scale`
// (100,000 or 1,000,000); on a small table the planner rightly prefers sequential scans.
// BENCH_PLANS_MIGRATE=0 reads a database as it is (one shared by branches whose migrations differ).
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
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** A page, or a count read on every request, may touch this many buffers (8 kB each). */
const BUFFER_BUDGET = 2_000;
/** A scan that throws away more than this share of what it reads is the wrong index. */
const FILTERED_AWAY = 0.9;
/**
 * A search's page reads its first tier from the index led by the name's words (~60 buffers for
 * 'farmacia' at 1,000,000); the walk down the order index it replaced read 14,800 (decision 034).
 */
const SEARCH_PAGE_BUDGET = 500;
const FILTERED_AWAY_MIN_ROWS = 1_000;

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

function statementKind(query: string) {
  if (query.includes('search_words')) return 'typo corrections';
  // Near me's count is never cached (no key holds a position): it must stay within the budget.
  if (query.includes('count(*)') && query.includes('earth_box')) return 'near count';
  return query.startsWith('select count(*)') ? 'count' : 'page';
}

/** What is wrong with a scan of businesses: rows read only to be filtered away. */
function filteredAway(node: PlanNode): string | null {
  const removed = node['Rows Removed by Filter'] ?? 0;
  const kept = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
  if (removed < FILTERED_AWAY_MIN_ROWS || removed < FILTERED_AWAY * (removed + kept)) return null;
  return `filters away ${removed} of ${removed + kept} rows`;
}

const env = parseEnv();
const recorder = createRecorder();
const database = await openDatabase({ ...databaseOptionsFromEnv(env), logger: recorder.logger });
if (process.env.BENCH_PLANS_MIGRATE !== '0') await migrateDatabase(database);
const { db } = database;

const rowsOf = <T>(statement: SQL) => queryRows<T>(db, statement);
const now = new Date();
const rows = [
  '| shape | statement | reads businesses with | buffers | ms | problem |',
  '| --- | --- | --- | --- | --- | --- |',
];
let failures = 0;
for (const shape of readFilterShapes()) {
  const statements = await recorder.record(() => runShape(db, uncached, shape, now));
  for (const statement of statements) {
    const [result] = (
      await rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        sql.raw(`explain (analyze, buffers, format json) ${inlineParams(statement)}`),
      )
    )[0]!['QUERY PLAN'];
    const plan = result.Plan;
    const reads: string[] = [];
    const problems: string[] = [];
    walk(plan, (node) => {
      const onBusinesses =
        ['businesses', 'business_name_words'].includes(node['Relation Name'] ?? '') ||
        /^business(es|_name_words)_/.test(node['Index Name'] ?? '');
      if (!onBusinesses) return;
      if (node['Node Type'] === 'Seq Scan') problems.push('sequential scan');
      const away = filteredAway(node);
      if (away) problems.push(away);
      reads.push(`${node['Node Type']}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`);
    });
    const kind = statementKind(statement.query);
    const buffers = (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
    const searched = new URLSearchParams(shape.query).has('search');
    const budget = shape.bufferBudget ?? (searched ? SEARCH_PAGE_BUDGET : BUFFER_BUDGET);
    if ((kind === 'page' || kind === 'near count') && buffers > budget)
      problems.push(`${buffers} buffers > ${budget}`);
    failures += problems.length > 0 ? 1 : 0;
    if (reads.length > 0 || problems.length > 0)
      rows.push(
        `| ${shape.name} | ${kind} | ${reads.join(', ')} | ${buffers} | ${result['Execution Time'].toFixed(1)} | ${problems.length > 0 ? `**${problems.join('; ')}**` : '—'} |`,
      );
  }
}
const [count] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from businesses`);
console.log(`Query plans on ${database.driver}, ${count?.n ?? 0} businesses\n`);
console.log(rows.join('\n'));
await database.close();
if (failures > 0) {
  console.error(`\n${failures} statement(s) read businesses with a slow plan (see 'problem')`);
  process.exitCode = 1;
}
