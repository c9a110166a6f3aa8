// PGlite's named statements (pglite-statements.ts): one per query text, the least recently used
// closed past the limit, values typed as PGlite types them, errors as PGlite's own, and no
// statement crossing another caller's or a transaction's.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useNamedStatements } from './pglite-statements';

// The suite forces PGlite; the PostgreSQL run has nothing of its own to check here.
describe.skipIf(process.env.DATABASE_URL)('PGlite named statements', () => {
  let client: PGlite;
  const prepared = async () =>
    (
      await client.exec(
        `select name, statement, generic_plans, custom_plans from pg_prepared_statements order by name`,
      )
    )[0]!.rows as {
      name: string;
      statement: string;
      generic_plans: number;
      custom_plans: number;
    }[];

  beforeAll(async () => {
    client = await PGlite.create();
    useNamedStatements(client, 3);
    await client.exec(
      `create table t (id int primary key, name text not null, at timestamptz, doc jsonb, day date)`,
    );
  });
  afterAll(() => client.close());

  it('keeps one statement per text and reuses it, with values and results typed', async () => {
    const insert = 'insert into t (id, name, at, doc, day) values ($1, $2, $3, $4, $5) returning *';
    const at = new Date('2026-11-27T10:00:00Z');
    const first = await client.query(insert, [1, 'uno', at, { a: [1, 2] }, '2026-11-27']);
    expect(first.rows).toEqual([
      { id: 1, name: 'uno', at, doc: { a: [1, 2] }, day: new Date('2026-11-27T00:00:00Z') },
    ]);
    expect(first.affectedRows).toBe(1);
    await client.query(insert, [2, 'dos', null, null, null]);
    const select = 'select id, name from t where id = any($1::int[]) order by id';
    for (let i = 0; i < 8; i++) {
      expect((await client.query(select, [[1, 2]], { rowMode: 'array' })).rows).toEqual([
        [1, 'uno'],
        [2, 'dos'],
      ]);
    }
    const statements = await prepared();
    expect(statements.map((s) => s.statement).sort()).toEqual([insert, select].sort());
    const selectStatement = statements.find((s) => s.statement === select)!;
    // PostgreSQL's plan cache at work: after five custom plans it may keep a generic one.
    expect(selectStatement.generic_plans + selectStatement.custom_plans).toBe(8);
  });

  it('closes the least recently used statement past the limit', async () => {
    const texts = ['select 1 as n', 'select 2 as n', 'select 3 as n', 'select 4 as n'];
    for (const text of texts) await client.query(text);
    await client.query(texts[1]!); // used again: the most recent now
    await client.query('select 5 as n');
    expect((await prepared()).map((s) => s.statement).sort()).toEqual(
      ['select 2 as n', 'select 4 as n', 'select 5 as n'].sort(),
    );
    expect((await client.query<{ n: number }>(texts[0]!)).rows).toEqual([{ n: 1 }]);
  });

  it('fails as PGlite does, and the next statement still runs', async () => {
    await expect(client.query('selec 1')).rejects.toMatchObject({
      code: '42601',
      query: 'selec 1',
    });
    const insert = 'insert into t (id, name) values ($1, $2)';
    await expect(client.query(insert, [1, 'repetido'])).rejects.toMatchObject({
      code: '23505',
      params: [1, 'repetido'],
    });
    await client.query(insert, [3, 'tres']);
    expect((await client.query('select count(*)::int as n from t')).rows).toEqual([{ n: 3 }]);
  });

  it('runs statements sent together one at a time, never inside a transaction', async () => {
    let begun = () => {};
    const started = new Promise<void>((resolve) => (begun = resolve));
    const rolledBack = client.transaction(async (tx) => {
      await tx.query('insert into t (id, name) values (10, $1)', ['en transacción']);
      begun();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.rollback();
    });
    await started;
    const insert = 'insert into t (id, name) values ($1, $2) returning id * 2 as doubled';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        client.query<{ doubled: number }>(insert, [100 + i, 'fuera']),
      ),
    );
    await rolledBack;
    expect(answers.map((a) => a.rows[0]!.doubled)).toEqual(
      Array.from({ length: 40 }, (_, i) => (100 + i) * 2),
    );
    // Had they run inside the transaction, its rollback would have taken them too.
    const kept = await client.query<{ id: number }>('select id from t where id >= 10 order by id');
    expect(kept.rows.map((r) => r.id)).toEqual(Array.from({ length: 40 }, (_, i) => 100 + i));
  });
});
