// Places imported listings that came without a pin: one geocoder request a second across every
// instance (the geocoder's shared slot, features/geocode), the queue in PostgreSQL. Each item is
// leased for a while by one statement, so instances never take the same one and no transaction
// stays open during a request. A listing is moved only while it still stands at its seat.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { GeocodeAnswer } from '@drd/shared/api/geocode';
import { insideDominicanRepublic } from '@drd/shared/dr-bounds';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { businesses, importGeocodeQueue } from '../../db/schema';
import type { IntervalJob } from '../../lib/interval-job';
import { afterBusinessChange } from '../businesses/after-change';
import { geocode, type GeocoderOptions } from '../geocode/client';
import { cacheAnswer, readCachedAnswer } from '../geocode/repository';

const EVERY_MS = 15_000;
// About what the geocoder's pace allows in one run, so a run ends before the next tick.
const PER_RUN = 12;
const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

interface Item {
  businessId: number;
  query: string;
  attempts: number;
}

function lease(db: Db, now: Date): Promise<Item[]> {
  return queryRows<Item>(
    db,
    sql`update import_geocode_queue q set next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}
      where q.business_id = (select business_id from import_geocode_queue
        where next_attempt_at <= ${now} order by next_attempt_at limit 1 for update skip locked)
      returning q.business_id as "businessId", q.query, q.attempts`,
  );
}

async function answerFor(db: Db, options: GeocoderOptions, query: string, now: Date) {
  const cached = await readCachedAnswer(db, query, now);
  if (cached) return cached;
  const answer: GeocodeAnswer = await geocode(db, options, query);
  await cacheAnswer(db, query, answer, now);
  return answer;
}

/** Geocodes up to PER_RUN waiting listings; answers the ids placed. */
export async function runImportGeocoding(app: FastifyInstance): Promise<number[]> {
  const options = { url: app.config.GEOCODER_URL, userAgent: app.config.GEOCODER_USER_AGENT };
  if (!options.url) return [];
  const placed: number[] = [];
  for (let n = 0; n < PER_RUN; n++) {
    const now = app.now();
    const [item] = await lease(app.db, now);
    if (!item) break;
    const done = eq(importGeocodeQueue.businessId, item.businessId);
    let answer: GeocodeAnswer;
    try {
      answer = await answerFor(app.db, options, item.query, now);
    } catch {
      // The geocoder is down or busy: try again later, a little later each time.
      const attempts = item.attempts + 1;
      if (attempts >= MAX_ATTEMPTS) await app.db.delete(importGeocodeQueue).where(done);
      else {
        const nextAttemptAt = new Date(now.getTime() + 60_000 * 2 ** attempts);
        await app.db.update(importGeocodeQueue).set({ attempts, nextAttemptAt }).where(done);
      }
      continue;
    }
    // Only an answer inside the country counts; none leaves the listing approximate.
    const point = answer.scope === 'do' ? answer.results.find(insideDominicanRepublic) : undefined;
    const moved = await app.db.transaction(async (tx) => {
      await tx.delete(importGeocodeQueue).where(done);
      if (!point) return [];
      return tx
        .update(businesses)
        .set({ lat: point.lat, lng: point.lng, approximateLocation: false, updatedAt: now })
        .where(and(eq(businesses.id, item.businessId), sql`${businesses.approximateLocation}`))
        .returning({ id: businesses.id });
    });
    placed.push(...moved.map((m) => m.id));
  }
  if (placed.length > 0) await afterBusinessChange(app.db, app.cache, placed);
  return placed;
}

export const importGeocodeJob = (app: FastifyInstance): IntervalJob => ({
  name: 'ubicación de negocios importados',
  everyMs: EVERY_MS,
  run: () => runImportGeocoding(app),
});
