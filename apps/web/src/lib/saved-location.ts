import { createLocalStore } from './local-store';

export interface SavedLocation {
  lat: number;
  lng: number;
}

const store = createLocalStore<SavedLocation | null>(
  'ubicacion',
  null,
  (v) =>
    v === null ||
    (typeof v === 'object' &&
      typeof (v as SavedLocation).lat === 'number' &&
      typeof (v as SavedLocation).lng === 'number'),
);

export const useSavedLocation = store.useValue;
export const saveLocation = (location: SavedLocation | null) => store.write(location);
