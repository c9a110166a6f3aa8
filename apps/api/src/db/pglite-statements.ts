// Named statements for PGlite (decision 039). PGlite's `query` parses, analyses and plans every
// statement anew over five protocol round trips; PostgreSQL proper keeps a named statement's
// parse tree and, once its own heuristic finds a generic plan as cheap, the plan too. This keeps
// one named statement per query text (drizzle writes every value as a parameter, so texts repeat)
// and runs each call as one Bind/Describe/Execute/Sync exchange.
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept; the least recently used is closed past it (queries built per request vary). */
export const STATEMENT_CACHE_SIZE = 400;

interface Statement {
  name: string;
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Makes `client.query` (what drizzle's PGlite session calls outside transactions) run through
 * named statements. Transactions keep PGlite's own path: their statements are writes, run once.
 */
export function useNamedStatements(client: PGlite, size = STATEMENT_CACHE_SIZE): void {
  // Insertion order is recency order: a hit is deleted and set again.
  const statements = new Map<string, Statement>();
  let counter = 0;

  async function prepare(text: string): Promise<Statement> {
    const name = `drd_${++counter}`;
    const { messages } = await client.execProtocol(
      concat([
        serialize.parse({ name, text, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const description = messages.find((m) => m.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    statements.set(text, statement);
    if (statements.size > size) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      await client.execProtocol(
        concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]),
      );
    }
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions) {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer =
        options?.serializers?.[statement.paramTypes[i]!] ??
        client.serializers[statement.paramTypes[i]!];
      // What PGlite's own query does with a type it has no serializer for (text, numbers).
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    await client._checkReady();
    try {
      return await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => run<T>(text, params, options)),
      );
    } catch (error) {
      // As PGlite's own query does: the failing statement travels with its error.
      if (error instanceof Error)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  };
  Object.defineProperty(client, 'query', { value: query });
}
