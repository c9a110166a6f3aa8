// Listings a registration may duplicate: the same phone anywhere (digits compared, the country
// code ignored), or a similar name in the same municipality (accents, case and a typo or two
// ignored, by trigram similarity of the unaccented names). Only administrators see listings the
// public cannot (pending, rejected, unpublished): anyone else learns only what a visitor could.
import { sql } from 'drizzle-orm';
import type { DuplicateCandidate } from '@drd/shared/api/registration';
import { phoneDigits } from '@drd/shared/phone';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';

// The `%` form that would let businesses_municipality_name_trgm_idx (migration 0041) find the
// candidates hung the embedded database (PGlite); decision 034 says what is left.
const NAME_SIMILARITY = 0.45;
const MAX_CANDIDATES = 5;

export async function findDuplicateCandidates(
  db: Db,
  input: { name: string; phone: string; municipality: number },
  scope: { publicOnly: boolean },
): Promise<DuplicateCandidate[]> {
  const digits = phoneDigits(input.phone).slice(-10);
  const name = input.name.toLowerCase();
  return queryRows<DuplicateCandidate>(
    db,
    sql`select b.id, b.name, b.address, m.name as municipality, b.phone,
        b.is_active as "isActive", b.user_id is not null as "hasOwner",
        case when right(regexp_replace(b.phone, '\\D', '', 'g'), 10) = ${digits}
          then 'phone' else 'name' end as reason
      from businesses b join municipalities m on m.id = b.municipality_id
      where (${!scope.publicOnly} or b.is_active)
        and (right(regexp_replace(b.phone, '\\D', '', 'g'), 10) = ${digits}
         or (b.municipality_id = ${input.municipality}
             and similarity(lower(unaccent(b.name)), unaccent(${name})) >= ${NAME_SIMILARITY}))
      order by reason desc, similarity(lower(unaccent(b.name)), unaccent(${name})) desc, b.id
      limit ${MAX_CANDIDATES}`,
  );
}
