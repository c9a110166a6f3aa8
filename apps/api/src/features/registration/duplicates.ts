// Listings a registration may duplicate: the same phone anywhere (digits compared, the country
// code ignored), or a similar name in the same municipality (accents, case and a typo or two
// ignored, by trigram similarity of the unaccented names). Only administrators see listings the
// public cannot (pending, rejected, unpublished): anyone else learns only what a visitor could.
import { sql, type SQL } from 'drizzle-orm';
import type { DuplicateCandidate } from '@drd/shared/api/registration';
import { phoneDigits } from '@drd/shared/phone';
import { driverOf, type Db } from '../../db/client';
import { queryRows } from '../../db/raw';

const NAME_SIMILARITY = 0.45;
const MAX_CANDIDATES = 5;

/** A business's name as business_names.name_key holds it (migration 0047). */
const nameKey = sql`lower(immutable_unaccent(b.name))`;

/**
 * The municipality's distinct names at least NAME_SIMILARITY similar, read from business_names
 * (one row per name: 4,960 in the largest municipality at 1,000,000 against 118,769 businesses).
 * On PostgreSQL pg_trgm's `%`, at a threshold set to the check's own bar, lets its trigram index
 * find them (~110 buffers; decision 034). PGlite 0.5 with cube loaded answers `%` with no rows
 * and then spins (as `<->`, search/vocabulary.ts), so it computes similarity() for each name.
 */
function similarNames(query: SQL, municipality: number, indexed: boolean): SQL {
  const close = sql`similarity(n.name_key, ${query}) >= ${NAME_SIMILARITY}`;
  return sql`n.municipality_id = ${municipality}
    and ${indexed ? sql`n.name_key % ${query} and ${close}` : close}`;
}

type DuplicateInput = { name: string; phone: string; municipality: number };

/**
 * The check's statement; `indexed` adds the `%` condition the trigram index serves. A name's ids
 * are ascending, so its first five (of the listed ones, for the public) are all that can make
 * the five most similar; only those reach businesses. The phone's matches come from their index.
 */
export function duplicatesStatement(
  input: DuplicateInput,
  scope: { publicOnly: boolean },
  indexed: boolean,
): SQL {
  const digits = phoneDigits(input.phone).slice(-10);
  const query = sql`unaccent(${input.name.toLowerCase()})`;
  const ids = scope.publicOnly ? sql`n.active_ids` : sql`n.business_ids`;
  const samePhone = sql`right(regexp_replace(b.phone, '\\D', '', 'g'), 10) = ${digits}`;
  const columns = sql`b.id, b.name, b.address, m.name as municipality, b.phone,
        b.is_active as "isActive", b.user_id is not null as "hasOwner"`;
  return sql`select id, name, address, municipality, phone, "isActive", "hasOwner", reason
    from (
      select ${columns}, case when ${samePhone} then 'phone' else 'name' end as reason, c.score
        from (
          select c.id, n.score
            from (select n.business_ids, n.active_ids, similarity(n.name_key, ${query}) as score
                    from business_names n
                    where ${similarNames(query, input.municipality, indexed)}) n
            cross join unnest((${ids})[1:${MAX_CANDIDATES}]) as c(id)
            order by n.score desc, c.id
            limit ${MAX_CANDIDATES}
        ) c
        join businesses b on b.id = c.id
        join municipalities m on m.id = b.municipality_id
      union
      select ${columns}, 'phone' as reason, similarity(${nameKey}, ${query}) as score
        from businesses b join municipalities m on m.id = b.municipality_id
        where (${!scope.publicOnly} or b.is_active) and ${samePhone}
    ) found
    order by reason desc, score desc, id
    limit ${MAX_CANDIDATES}`;
}

/** Sets pg_trgm's `%` threshold to the check's bar, for the caller's transaction only. */
export const similarityThresholdForTransaction = sql`select set_config(
  'pg_trgm.similarity_threshold', ${String(NAME_SIMILARITY)}, true)`;

export async function findDuplicateCandidates(
  db: Db,
  input: DuplicateInput,
  scope: { publicOnly: boolean },
): Promise<DuplicateCandidate[]> {
  if (driverOf(db) !== 'postgres')
    return queryRows<DuplicateCandidate>(db, duplicatesStatement(input, scope, false));
  // A transaction, so a pooled connection keeps pg_trgm's default threshold (0.3) afterwards.
  return db.transaction(async (tx) => {
    await tx.execute(similarityThresholdForTransaction);
    return queryRows<DuplicateCandidate>(tx, duplicatesStatement(input, scope, true));
  });
}
