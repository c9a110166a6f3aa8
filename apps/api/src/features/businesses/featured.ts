// 'Destacado' in SQL: a card's or map point's isHighlighted in the list it is shown in, from
// package_id and the list's filters (the rule is @drd/shared/featured; decision 020).
import { sql, type SQL } from 'drizzle-orm';
import { featuredFromPlan, type ListScope } from '@drd/shared/featured';
import { businesses } from '../../db/schema';

/**
 * SQL: the business is 'Destacado' in a list of this scope. The list's own filters keep only
 * businesses inside its place, so the plan decides: every plan from the scope's lowest featured one.
 */
export function featuredIn(scope: ListScope): SQL<boolean> {
  const from = featuredFromPlan(scope);
  return from === null
    ? sql<boolean>`false`
    : sql<boolean>`(${businesses.packageId} >= ${from}::int)`;
}

/** The same in a prepared statement: its `featuredFrom` parameter is featuredFromPlan (null: nobody). */
export const featuredInPrepared = sql<boolean>`coalesce(${businesses.packageId} >= ${sql.placeholder('featuredFrom')}::int, false)`;
