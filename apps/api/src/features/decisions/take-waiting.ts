// The one rule every administrator's decision follows (docs/decisions/012 and issue 41): it takes
// its item only while the item waits and is still at the version the administrator saw, and every
// decision moves the version on. So a decided item answers 409 to any later decision, even one
// sent with the version it was decided on, and of decisions sent together exactly one wins.
import { sql, type SQL } from 'drizzle-orm';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import type { Tx } from '../../db/transaction';
import { notFound, staleVersion } from '../../lib/http-error';
import { rows } from '../owner-content/sql';

/** A kind of decision: its table (aliased `d`), what "waiting" means there, and its words. */
export interface DecisionKind {
  table: string;
  /** The rows that can still be decided, as a condition on `d`. */
  waiting: SQL;
  notFound: string;
  /** Said (with the current version) to a decision on an item already decided. */
  decided: string;
}

export interface DecisionTarget {
  id: number;
  version: number;
}

/**
 * Why a decision found nothing to take, as the error it answers: 404 when the item is not there,
 * 409 with the current version when it was decided already or changed since it was read. The
 * row is locked so a decision still committing is waited for and its version is the one named.
 */
export async function refusal(tx: Tx, kind: DecisionKind, id: number): Promise<Error> {
  const [found] = await rows<{ version: number; waiting: boolean }>(
    tx,
    sql`select d.version, (${kind.waiting}) as waiting from ${sql.identifier(kind.table)} d
      where d.id = ${id} for update of d`,
  );
  if (!found) return notFound(kind.notFound);
  return staleVersion(found.waiting ? STALE_VERSION_MESSAGE : kind.decided, found.version);
}

/**
 * Decides the item inside the caller's transaction: one conditional update writes `set` and moves
 * the version on; it answers the `returning` columns, or throws the refusal (nothing written).
 */
export async function takeWaiting<T>(
  tx: Tx,
  kind: DecisionKind,
  target: DecisionTarget,
  set: SQL,
  returning: SQL = sql`d.id`,
): Promise<T> {
  const [row] = await rows<T>(
    tx,
    sql`update ${sql.identifier(kind.table)} d set ${set}, version = d.version + 1
      where d.id = ${target.id} and d.version = ${target.version} and (${kind.waiting})
      returning ${returning}`,
  );
  if (row) return row;
  throw await refusal(tx, kind, target.id);
}
