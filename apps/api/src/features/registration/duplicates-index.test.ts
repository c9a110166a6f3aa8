// The duplicate check's similar names: found on both databases, and on PostgreSQL through the
// trigram index of the municipality's distinct names (decision 034), with pg_trgm's threshold left
// as it was.
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { createTestContext, type TestContext } from '../../test/context';
import {
  duplicatesStatement,
  findDuplicateCandidates,
  similarityThresholdForTransaction,
} from './duplicates';

let ctx: TestContext;
let municipality: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await queryRows<{ municipality: number }>(
    ctx.database.db,
    sql`select municipality_id as municipality from businesses where name = 'Cafetería del Parque'`,
  );
  municipality = row!.municipality;
});
afterAll(() => ctx.close());

const input = () => ({ name: 'cafeteria del parke', phone: '8090000001', municipality });

describe('duplicate names', () => {
  it('finds a similar name in the municipality, most similar first', async () => {
    const found = await findDuplicateCandidates(ctx.database.db, input(), { publicOnly: true });
    expect(found[0]).toMatchObject({ name: 'Cafetería del Parque', reason: 'name' });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'reads the trigram index on PostgreSQL and leaves the threshold at its default',
    async () => {
      const db = ctx.database.db;
      let plan = '';
      // Rolled back: a handful of seeded rows make the primary key (led by the municipality) and a
      // sequential scan cheaper, so both are ruled out to see whether the trigram index can test
      // the names (at 1,000,000 the planner picks it: decision 034).
      await db
        .transaction(async (tx) => {
          await tx.execute(similarityThresholdForTransaction);
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(
            sql`alter table business_names drop constraint business_names_municipality_id_name_key_pk`,
          );
          const statement = duplicatesStatement(input(), { publicOnly: true }, true);
          const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${statement}`);
          plan = rows.map((row) => row['QUERY PLAN']).join('\n');
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
      // The index must test the names, not only the municipality (its first column).
      expect(plan).toMatch(/business_names_trgm_idx[^\n]*\n\s+Index Cond: [^\n]* % /);
      await findDuplicateCandidates(db, input(), { publicOnly: true });
      const [threshold] = await queryRows<{ value: string }>(
        db,
        sql`select current_setting('pg_trgm.similarity_threshold') as value`,
      );
      expect(threshold!.value).toBe('0.3');
    },
  );
});
