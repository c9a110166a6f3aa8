// The whole generated directory, phase by phase: preparation (migrations, reference data),
// businesses with their owner content, visits, counters, the derived search data, statistics.
import { count, sql } from 'drizzle-orm';
import type { Env } from '../../env';
import { refreshSearchDocuments } from '../../features/businesses/search-document';
import type { Database, Db } from '../client';
import { DEMO_BUSINESSES } from '../demo/businesses';
import { queryRows } from '../raw';
import {
  businesses,
  businessFaqs,
  businessGalleryImages,
  businessMenus,
  businessProducts,
  businessTags,
  reviews,
} from '../schema';
import { prepareDatabase } from '../setup';
import { bulkInsert } from './bulk-insert';
import {
  createContext,
  generateBusiness,
  isActiveIndex,
  type GeneratedBusiness,
} from './business-rows';
import { buildPlaces, type PlaceRow } from './places';
import { insertVisits, planVisits, reconcileVisitCounters, type VisitTarget } from './visits';

export interface ScaleOptions {
  businesses: number;
  visits: number;
  seed: number;
  /** Reference time: activations, reviews and visits lie before it. */
  now: Date;
  /** Replace the businesses already there (refused otherwise, so no real directory is lost). */
  reset: boolean;
  /** Keep the demo seed in the preparation (accounts and the 64 demo businesses). */
  withDemo: boolean;
}

// Businesses generated (with their content) per round of inserts; the content of 2,000
// businesses is ~10,000 rows, a few MB of JSON.
const BUSINESSES_PER_ROUND = 2_000;

export async function seedScale(
  database: Database,
  env: Env,
  options: ScaleOptions,
  log: (message: string) => void = () => {},
): Promise<void> {
  const { db } = database;
  const phase = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    log(`${name}…`);
    const result = await run();
    log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };

  await phase('preparación (migraciones y datos de referencia)', () =>
    prepareDatabase(database, { ...env, SEED_DEMO: options.withDemo ? '1' : '0' }, log),
  );
  const [existing] = await db.select({ n: count() }).from(businesses);
  const present = existing?.n ?? 0;
  if (present > DEMO_BUSINESSES.length && !options.reset)
    throw new Error(
      `La base de datos ya tiene ${present} negocios (más que los ${DEMO_BUSINESSES.length} de ` +
        'demostración): use --reset para reemplazarlos.',
    );
  if (options.reset)
    await phase('vaciado de negocios, contenido y visitas', () =>
      // CASCADE takes every table referencing businesses (owner content, plans, payments,
      // commissions); visits and reviews are history without a foreign key, so named here.
      db.execute(sql`truncate businesses, visits, reviews, search_words restart identity cascade`),
    );

  const context = await loadContext(db, options);
  // Businesses already there (the demo's) keep their visit_count: they get the visit rows it
  // stands for, so every counter matches its rows.
  const topUps = await queryRows<{ businessId: number; count: number }>(
    db,
    sql`select b.id as "businessId", (b.visit_count - count(v.id))::int as count
      from businesses b left join visits v on v.business_id = b.id
      group by b.id having b.visit_count > count(v.id) order by b.id`,
  );
  const active = Array.from({ length: options.businesses }, (_, i) =>
    isActiveIndex(options.seed, i),
  );
  const plan = planVisits(options.seed, active, options.visits);
  const [max] = await queryRows<{ id: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as id from businesses`,
  );
  const firstId = (max?.id ?? 0) + 1;

  await phase(
    `${options.businesses.toLocaleString('es-DO')} negocios con su contenido`,
    async () => {
      for (let from = 0; from < options.businesses; from += BUSINESSES_PER_ROUND) {
        const to = Math.min(options.businesses, from + BUSINESSES_PER_ROUND);
        const round: GeneratedBusiness[] = [];
        for (let i = from; i < to; i++)
          round.push(generateBusiness(context, i, firstId + i, plan[i]!));
        await insertRound(db, round);
        if (to % 10_000 === 0 || to === options.businesses)
          log(
            `  ${to.toLocaleString('es-DO')} / ${options.businesses.toLocaleString('es-DO')} negocios`,
          );
      }
      // Ids were given explicitly (content refers to them without a round trip): move the
      // sequence past them so the next registration gets a fresh id.
      await db.execute(sql`select setval(pg_get_serial_sequence('businesses', 'id'),
      greatest((select max(id) from businesses), 1))`);
    },
  );

  const targets: VisitTarget[] = [
    ...topUps,
    ...Array.from(plan, (n, i) => ({ businessId: firstId + i, count: n })),
  ];
  await phase('visitas', () =>
    insertVisits(db, targets, { seed: options.seed, now: options.now, log }),
  );
  await phase('contadores de visitas', async () => {
    const { corrected, total } = await reconcileVisitCounters(db);
    log(`  ${total.toLocaleString('es-DO')} visitas en total; contadores corregidos: ${corrected}`);
  });
  await phase('documentos de búsqueda (refreshSearchDocuments)', () => refreshSearchDocuments(db));
  await phase(database.driver === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE', () =>
    db.execute(database.driver === 'postgres' ? sql`vacuum analyze` : sql`analyze`),
  );
}

async function loadContext(db: Db, options: ScaleOptions) {
  const placeRows = await queryRows<PlaceRow>(
    db,
    sql`select p.id as "provinceId", p.code as "provinceCode", p.name as "provinceName",
        m.id as "municipalityId", m.code as "municipalityCode", m.name as "municipalityName",
        coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name) order by d.code)
          from municipal_districts d where d.municipality_id = m.id), '[]'::json) as districts
      from municipalities m join provinces p on p.id = m.province_id order by m.code`,
  );
  const categoryRows = await queryRows<{ id: number; key: string; name: string }>(
    db,
    sql`select id, key, name from categories order by id`,
  );
  if (placeRows.length === 0 || categoryRows.length === 0)
    throw new Error('Faltan los datos de referencia (provincias, municipios, categorías)');
  return createContext(options.seed, options.now, buildPlaces(placeRows), categoryRows);
}

/** One round: the businesses first (the content refers to them), then each content table. */
async function insertRound(db: Db, round: readonly GeneratedBusiness[]) {
  await bulkInsert(
    db,
    businesses,
    round.map((b) => b.business),
  );
  await bulkInsert(
    db,
    businessTags,
    round.flatMap((b) => b.tags),
  );
  await bulkInsert(
    db,
    businessMenus,
    round.flatMap((b) => b.menus),
  );
  await bulkInsert(
    db,
    businessProducts,
    round.flatMap((b) => b.products),
  );
  await bulkInsert(
    db,
    businessFaqs,
    round.flatMap((b) => b.faqs),
  );
  await bulkInsert(
    db,
    businessGalleryImages,
    round.flatMap((b) => b.gallery),
  );
  await bulkInsert(
    db,
    reviews,
    round.flatMap((b) => b.reviews),
  );
}
