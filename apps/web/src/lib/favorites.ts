// Favourites live in this browser for everyone and, for a signed-in visitor, in the account too:
// at sign-in the two lists merge, each tap is sent to the account, and signing out leaves the
// browser without the account's list (a shared computer keeps no one else's favourites).
import { useEffect, useRef } from 'react';
import { api } from './api-client';
import { createLocalStore } from './local-store';

type Answer = { ids: number[] };

const store = createLocalStore<number[]>(
  'favoritos',
  [],
  (v) => Array.isArray(v) && v.every((x) => Number.isInteger(x)),
);
let signedIn = false;

export const useFavorites = store.useValue;

export function toggleFavorite(id: number): boolean {
  const current = store.read();
  const on = !current.includes(id);
  store.write(on ? [...current, id] : current.filter((x) => x !== id));
  if (signedIn) {
    const url = `/api/my/favorites/${id}`;
    // A failed send stays in this browser; the next sign-in's merge carries it to the account.
    (on ? api.put<Answer>(url) : api.delete<Answer>(url)).catch(() => {});
  }
  return on;
}

// Whose account the browser's list was last merged with: a list left by someone else's session
// (signed out elsewhere, or expired) is not merged into the next account.
const owner = createLocalStore<number | null>('favoritos-cuenta', null, (v) => Number.isInteger(v));

/** Keeps the browser's list in step with the account of `userId` (undefined: not known yet). */
export function useFavoritesAccount(userId: number | null | undefined) {
  const previous = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    const before = previous.current;
    previous.current = userId;
    signedIn = userId !== null;
    const last = owner.read();
    if (userId === null) {
      if (last !== null) {
        store.write([]);
        owner.write(null);
      }
      return;
    }
    if (before === userId) return;
    const mine = last === null || last === userId ? store.read() : [];
    api.post<Answer>('/api/my/favorites/merge', { ids: mine }).then(
      (answer) => {
        store.write(answer.ids);
        owner.write(userId);
      },
      () => {},
    );
  }, [userId]);
}
