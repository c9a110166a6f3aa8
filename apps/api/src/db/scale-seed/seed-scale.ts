// The whole generated directory, in order: businesses, their owner content and reviews, visits,
// then the derived search data and planner statistics.
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../raw';
import { afterBusinessChange } from '../../features/businesses/after-change';
import { rollUpVisits } from '../../features/visits/rollup';
import { uncached } from '../../lib/query-cache';
import { dropScratch, inIdRanges, insertBusinesses, insertContent, insertVisits } from './generate';

export interface ScaleOptions {
  businesses: number;
  visits: number;
  seed: number;
  /** Replace the businesses already there (refused otherwise, so no real directory is lost). */
  reset: boolean;
}

export async function seedScale(
  database: Database,
  options: ScaleOptions,
  log: (message: string) => void = () => {},
): Promise<void> {
  const { db } = database;
  const [existing] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from businesses`,
  );
  if ((existing?.n ?? 0) > 0 && !options.reset)
    throw new Error(
      `La base de datos ya tiene ${existing?.n} negocios: use --reset para reemplazarlos.`,
    );
  let phase = Date.now();
  const done = (name: string) => {
    log(`${name} (${((Date.now() - phase) / 1000).toFixed(1)} s)`);
    phase = Date.now();
  };
  if (options.reset) {
    await db.execute(
      sql`truncate businesses, visits, visit_windows, visit_days, visit_limits, reviews, search_words,
        search_word_keys restart identity cascade`,
    );
    // A truncate fires no row or statement trigger of DELETE: the kept counts start over.
    await db.execute(sql`update business_totals set active = 0`);
    await db.execute(
      sql`truncate category_totals, municipality_totals, sitemap_business_files, category_place_totals,
        business_names`,
    );
    done('vaciada');
  }
  await insertBusinesses(db, options.businesses, options.seed, log);
  done(`${options.businesses} negocios`);
  await insertContent(db, options.seed);
  done('contenido de los dueños y reseñas');
  await insertVisits(db, options.visits, options.seed, log);
  // As a running server keeps it (visits/rollup.ts): only the last hour row by row.
  while ((await rollUpVisits(db, new Date())) > 0);
  done(`${options.visits} visitas`);
  // In ranges, for PGlite's memory; the vocabulary was emptied with the businesses, so adding
  // each range's words builds it whole.
  await inIdRanges(db, (from, to) =>
    afterBusinessChange(
      db,
      uncached,
      Array.from({ length: to - from + 1 }, (_, i) => from + i),
    ),
  );
  done('documentos de búsqueda y vocabulario');
  await dropScratch(db);
  // VACUUM as well as ANALYZE: without a visibility map, index-only scans read the table.
  await db.execute(sql`vacuum analyze`);
  done('estadísticas');
}
