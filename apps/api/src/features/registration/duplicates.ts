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

/** The name as businesses_municipality_name_trgm_idx (migration 0041) holds it. */
const indexedName = sql`lower(immutable_unaccent(b.name))`;

/**
 * The similar-name condition. On PostgreSQL pg_trgm's `%`, at a threshold set to the check's own
 * bar, lets the municipality's trigram index find the candidates (2,700 buffers instead of
 * 100,000 in the largest municipality at 1,000,000; decision 034). PGlite 0.5 with cube loaded
 * answers `%` with no rows and then spins (as `<->`, search/vocabulary.ts), so it computes
 * similarity() for the municipality's businesses: the embedded database holds far fewer.
 */
function similarName(name: string, indexed: boolean): SQL {
  const close = sql`similarity(${indexedName}, unaccent(${name})) >= ${NAME_SIMILARITY}`;
  return indexed ? sql`${indexedName} % unaccent(${name}) and ${close}` : close;
}

type DuplicateInput = { name: string; phone: string; municipality: number };

/** The check's statement; `indexed` adds the `%` condition the trigram index serves. */
export function duplicatesStatement(
  input: DuplicateInput,
  scope: { publicOnly: boolean },
  indexed: boolean,
): SQL {
  const digits = phoneDigits(input.phone).slice(-10);
  const name = input.name.toLowerCase();
  return sql`select b.id, b.name, b.address, m.name as municipality, b.phone,
        b.is_active as "isActive", b.user_id is not null as "hasOwner",
        case when right(regexp_replace(b.phone, '\\D', '', 'g'), 10) = ${digits}
          then 'phone' else 'name' end as reason
      from businesses b join municipalities m on m.id = b.municipality_id
      where (${!scope.publicOnly} or b.is_active)
        and (right(regexp_replace(b.phone, '\\D', '', 'g'), 10) = ${digits}
         or (b.municipality_id = ${input.municipality} and ${similarName(name, indexed)}))
      order by reason desc, similarity(${indexedName}, unaccent(${name})) desc, b.id
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
