import { createLocalStore } from './local-store';

const store = createLocalStore<number[]>(
  'favoritos',
  [],
  (v) => Array.isArray(v) && v.every((x) => Number.isInteger(x)),
);

export const useFavorites = store.useValue;

export function toggleFavorite(id: number): boolean {
  const current = store.read();
  const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
  store.write(next);
  return next.includes(id);
}
