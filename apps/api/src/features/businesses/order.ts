// The orders of directory lists: the default one (spelled as its index), the same sorted instead
// of walked, and nearest first.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { businesses } from '../../db/schema';
import { businessPoint, point } from './conditions';

/**
 * Nearest first, as the GiST index on ll_to_earth(lat, lng) walks it (a KNN scan): straight-line
 * distance through the earth orders points as the distance along its surface does, so the
 * twelve nearest come without measuring every business in the radius.
 */
export function nearestFirst(lat: number | Placeholder, lng: number | Placeholder): SQL {
  return sql`${businessPoint} <-> ${point(lat, lng)}`;
}

/**
 * Featured first, then plan tier (5 Élite … 1 Perfil Básico), then visits, then name. Every list
 * features the plans from one plan up (@drd/shared/featured), and is_highlighted is generated from
 * the plan, so this one order puts each list's 'Destacado' first (decision 020). Spelled
 * exactly as businesses_default_order_idx (drizzle-kit writes DESC NULLS LAST there): a plain
 * DESC means NULLS FIRST and the planner would sort the whole table instead of reading the index.
 */
export const defaultOrder: SQL[] = [
  sql`${businesses.isHighlighted} desc nulls last`,
  sql`${businesses.packageId} desc nulls last`,
  sql`${businesses.visitCount} desc nulls last`,
  sql`${businesses.name} asc`,
  sql`${businesses.id} asc`,
];

/**
 * The default order with its first key written so that no index serves it (is_highlighted is
 * never null, so `not is_highlighted` sorts the same): the database then sorts the matches it
 * found instead of walking the order index to find them (see search/ranked-page.ts).
 */
export const sortedDefaultOrder: SQL[] = [
  sql`not ${businesses.isHighlighted}`,
  ...defaultOrder.slice(1),
];
