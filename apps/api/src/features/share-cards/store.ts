// A page's card in storage: `og/<page>/<version>.jpg`. Storing a new version removes the file of
// the one it replaces, so a business edited a hundred times keeps one card, not a hundred.
// Drawing a card costs about half a second of CPU, so each card is drawn once however many ask at
// the same moment: requests in this process share one promise, and instances take turns through a
// PostgreSQL advisory lock on the card, the later ones finding it stored.
import { sql } from 'drizzle-orm';
import { driverOf, type Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { queryRows } from '../../db/raw';
import type { MediaStorage } from '../../storage/media-storage';
import { uploadKey } from '../uploads/store';
import type { CardSpec } from './content';
import { renderCard } from './render';
import { swapCardVersion } from './repository';

export const cardKey = (page: string, version: string) => `og/${page}/${version}.jpg`;

// The cards being drawn, per server instance (one storage each).
const drawingBy = new WeakMap<MediaStorage, Map<string, Promise<Buffer>>>();

/** The card's bytes: from storage, or drawn and stored by one request of one instance. */
export async function cardBody(
  db: Db,
  storage: MediaStorage,
  card: { page: string; spec: CardSpec },
  now: Date,
): Promise<Buffer> {
  const key = cardKey(card.page, card.spec.version);
  const stored = await storage.get(key);
  if (stored) return stored.body;
  let drawing = drawingBy.get(storage);
  if (!drawing) drawingBy.set(storage, (drawing = new Map<string, Promise<Buffer>>()));
  let flight = drawing.get(key);
  if (!flight) {
    const own = drawing;
    flight = drawAndStore(db, storage, card, now).finally(() => own.delete(key));
    drawing.set(key, flight);
  }
  return flight;
}

async function drawAndStore(
  db: Db,
  storage: MediaStorage,
  { page, spec }: { page: string; spec: CardSpec },
  now: Date,
): Promise<Buffer> {
  const key = cardKey(page, spec.version);
  const draw = async () => {
    const cover = spec.coverKey ? await storage.get(uploadKey(`${spec.coverKey}.jpg`)) : null;
    return renderCard({ ...spec.content, photo: cover?.body });
  };
  let previous: string | null = null;
  const record = async (tx: Tx, body: Buffer) => {
    previous = await swapCardVersion(tx, page, spec.version, now);
    await storage.put(key, body, 'image/jpeg');
  };
  let body: Buffer;
  if (driverOf(db) === 'pglite') {
    // One process owns an embedded database, so the flight above is the whole guard; drawing
    // inside a transaction would hold PGlite's one connection and stall every other request.
    body = await draw();
    await db.transaction((tx) => record(tx, body));
  } else {
    body = await db.transaction(async (tx) => {
      // Held until commit: another instance drawing this card waits here, then finds it stored.
      await queryRows(tx, sql`select pg_advisory_xact_lock(hashtext(${`share-card:${key}`}))`);
      const stored = await storage.get(key);
      if (stored) return stored.body;
      const drawn = await draw();
      await record(tx, drawn);
      return drawn;
    });
  }
  // Only after the commit: had it failed, the row would still name the previous file. Two
  // instances with different views of a business may remove each other's card; the next
  // request for the missing one draws it again.
  if (previous && previous !== spec.version) await storage.remove(cardKey(page, previous));
  return body;
}
