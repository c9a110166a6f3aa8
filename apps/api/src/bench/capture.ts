// Records the SQL the directory runs for a request, so the plan check can EXPLAIN it and the
// benchmark can hand pgbench exactly the statements the API sends.
import { readFileSync } from 'node:fs';
import type { Logger } from 'drizzle-orm';
import { businessFilterQuerySchema } from '@drd/shared/api/businesses';
import type { Db } from '../db/client';
import { filterBusinesses } from '../features/businesses/repository';
import type { QueryCache } from '../lib/query-cache';

export interface Statement {
  query: string;
  params: unknown[];
}

export function createRecorder() {
  const statements: Statement[] = [];
  const logger: Logger = { logQuery: (query, params) => statements.push({ query, params }) };
  return {
    logger,
    /** Runs `work` and returns the statements it sent. */
    async record(work: () => Promise<unknown>): Promise<Statement[]> {
      statements.length = 0;
      await work();
      return statements.splice(0);
    },
  };
}

export interface FilterShape {
  name: string;
  query: string;
  /** bench:plans' buffer budget for this shape's page, when not the default. */
  bufferBudget?: number;
}

export function readFilterShapes(): FilterShape[] {
  const file = new URL('../../../../bench/filter-shapes.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { shapes: FilterShape[] }).shapes;
}

/** A cache that never keeps anything: every count runs, as on a cold start. */
export function runShape(db: Db, cache: QueryCache, shape: FilterShape, now: Date) {
  const query = businessFilterQuerySchema.parse(
    Object.fromEntries(new URLSearchParams(shape.query)),
  );
  return filterBusinesses(db, cache, query, now);
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return literal(value.toISOString());
  if (Array.isArray(value))
    return literal(`{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/** The statement with its parameters written in, for EXPLAIN and for pgbench scripts. */
export function inlineParams({ query, params }: Statement): string {
  return query.replace(/\$(\d+)/g, (_match, n: string) => literal(params[Number(n) - 1]));
}
