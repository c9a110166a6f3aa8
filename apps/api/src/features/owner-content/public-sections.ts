// The public profile's content sections, generated from the registry: each type's approved items
// (plan not lapsed, within the plan, and its own rule) as one JSON array built by the database,
// with the keys of the shared section schema, so the detail stays two statements.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONTENT_TYPES,
  CONTENT_TYPE_KEYS,
  type ContentSectionField,
  type ContentTypeKey,
} from '@drd/shared/api/content/registry';
import { dominicanDate } from '@drd/shared/hours-exceptions';
import { planAllows } from '../businesses/plan-sql';
import { CONTENT_STORAGE } from './registry';
import { fieldOut } from './sql';

// A business whose plan lapsed keeps its basic facts and reviews, not its owner content.
export const APPROVED_SQL = "t.status = 'approved' and businesses.plan_lapsed_at is null";

/** SQL over the alias t: the item is public today (approved, within the plan, its own rule). */
function publicSql(type: ContentTypeKey, today: SQL): SQL {
  const storage = CONTENT_STORAGE[type];
  const rule = storage.publicRule;
  const plan = rule.plan ?? (storage.plan === 'photos' ? 'true' : planAllows(storage.plan));
  return sql`${sql.raw(APPROVED_SQL)} and ${sql.raw(plan)}
      ${rule.where ? sql`and ${rule.where(today)}` : sql``}`;
}

/** A directory filter: the business has an item of this type public today ('Ofertas'). */
export function hasPublicItems(type: ContentTypeKey, now: Date): SQL {
  const today = sql`${dominicanDate(now)}::date`;
  return sql`exists (select 1 from ${sql.identifier(CONTENT_STORAGE[type].tableName)} t
    where t.business_id = businesses.id and ${publicSql(type, today)})`;
}

function sectionSql(type: ContentTypeKey, today: SQL): SQL | null {
  const section = CONTENT_TYPES[type].section;
  if (!section) return null;
  const storage = CONTENT_STORAGE[type];
  const rule = storage.publicRule;
  const pairs = Object.entries(section.item.shape).flatMap(([key, schema]) => {
    if (key === 'id') return [sql`'id', t.id`];
    const column = storage.columns[key];
    if (column) {
      return [
        sql`${sql.raw(`'${key}'`)}, ${fieldOut(storage.kinds[key], sql`t.${sql.identifier(column)}`)}`,
      ];
    }
    // A key the table cannot answer must be optional in the shared schema (the gallery's status).
    if ((schema as z.ZodType).safeParse(undefined).success) return [];
    throw new Error(`${type}: the public section's ${key} is not a field of the type`);
  });
  const order = rule.order ?? storage.order;
  return sql`coalesce((select json_agg(json_build_object(${sql.join(pairs, sql`, `)})
      order by ${sql.raw(order)})
    from ${sql.identifier(storage.tableName)} t
    where t.business_id = businesses.id and ${publicSql(type, today)}), '[]'::json)`;
}

/** Every public content section by its detail field; `today` is the Dominican date. */
export function contentSectionsSql(today: SQL): Record<ContentSectionField, SQL> {
  return Object.fromEntries(
    CONTENT_TYPE_KEYS.flatMap((type) => {
      const built = sectionSql(type, today);
      return built ? [[CONTENT_TYPES[type].section!.field, built]] : [];
    }),
  ) as Record<ContentSectionField, SQL>;
}
