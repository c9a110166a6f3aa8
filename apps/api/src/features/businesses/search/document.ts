// The search document of a business: every text a visitor may search by, lower-cased and
// accent-free, computed in SQL so the seed, the owner workflow and moderation share one rule.
// Only approved owner content (tags, and the registry's types with search fields) is searchable, and only while the
// plan runs: a lapsed business is found by its basic facts, as its profile shows them.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { businesses } from '../../../db/schema';
import { CONTENT_STORAGE } from '../../owner-content/registry';
import { planAllows } from '../plan-sql';
import { refreshVocabulary } from './vocabulary';

const FEATURE_WORDS = sql`concat_ws(' ',
  case when (b.features->>'wifi')::boolean then 'wifi' end,
  case when (b.features->>'parking')::boolean then 'parqueo estacionamiento' end,
  case when (b.features->>'delivery')::boolean then 'delivery entrega a domicilio' end,
  case when (b.features->>'creditCard')::boolean then 'tarjeta' end,
  case when (b.features->>'petFriendly')::boolean then 'mascotas' end)`;

// Each content type whose registry entry names search fields adds those words of its approved
// items (owner-content/registry.ts).
const contentWords = Object.values(CONTENT_STORAGE)
  .filter((storage) => storage.feedsSearch)
  .map((storage) => {
    const words = storage.search.map((field) => sql`t.${sql.identifier(storage.columns[field]!)}`);
    const plan = storage.plan === 'photos' ? sql`true` : sql.raw(planAllows(storage.plan, 'b'));
    return sql`(select string_agg(concat_ws(' ', ${sql.join(words, sql`, `)}), ' ')
     from ${sql.identifier(storage.tableName)} t where t.business_id = b.id
       and t.status = 'approved' and b.plan_lapsed_at is null and ${plan})`;
  });

const documentExpression = sql`lower(unaccent(concat_ws(' ',
  b.name, c.name, b.tagline, b.description, ${FEATURE_WORDS},
  (select string_agg(t.tag, ' ') from business_tags t
     where t.business_id = b.id and t.status = 'approved' and b.plan_lapsed_at is null),
  ${sql.join(contentWords, sql`, `)})))`;

/** Recomputes the search document (and vocabulary) of the given businesses (all when omitted). */
export async function refreshSearchDocuments(db: Db, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const where = ids ? sql`and ${inArray(sql`b.id`, ids)}` : sql``;
  await db.execute(sql`
    update ${businesses} as b set search_document = ${documentExpression}
    from categories c where c.id = b.category_id ${where}`);
  await refreshVocabulary(db, ids);
}
