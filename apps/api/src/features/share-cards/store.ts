// A page's card in storage: `og/<page>/<version>.jpg`. Storing a new version removes the file of
// the one it replaces, so a business edited a hundred times keeps one card, not a hundred.
import type { Db } from '../../db/client';
import type { MediaStorage } from '../../storage/media-storage';
import { swapCardVersion } from './repository';

export const cardKey = (page: string, version: string) => `og/${page}/${version}.jpg`;

export async function storeCard(
  db: Db,
  storage: MediaStorage,
  card: { page: string; version: string; body: Buffer },
  now: Date,
): Promise<void> {
  const previous = await db.transaction(async (tx) => {
    const replaced = await swapCardVersion(tx, card.page, card.version, now);
    await storage.put(cardKey(card.page, card.version), card.body, 'image/jpeg');
    return replaced;
  });
  // Only after the commit: had it failed, the row would still name the previous file. Two
  // instances with different views of a business may remove each other's card; the next
  // request for the missing one draws it again.
  if (previous && previous !== card.version) {
    await storage.remove(cardKey(card.page, previous));
  }
}
