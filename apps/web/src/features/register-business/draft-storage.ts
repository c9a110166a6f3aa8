// The wizard's draft lives in this browser until the business is registered: a reload, an
// expired session or a failed send never loses what the owner typed. One draft per account, so
// two people sharing a phone do not see each other's business.
import { WEEKDAYS } from '@drd/shared/constants';
import {
  DEFAULT_OPENING_HOURS,
  toOpeningHours,
  type DayHours,
  type OpeningHours,
} from '@drd/shared/opening-hours';
import { HOURS_SHAPES } from './hours-shape';
import { STEPS } from './wizard-steps';
import { defaultWizardValues, type WizardValues } from './wizard-values';

/** The old wizard's pre-filled week, day by day (key order aside). */
const isSample = (hours: OpeningHours) =>
  WEEKDAYS.every((day) => {
    const [a, b] = [hours[day], DEFAULT_OPENING_HOURS[day]];
    const times = (d: DayHours) => d.ranges.map((r) => `${r.open}-${r.close}`).join(',');
    return a.closed === b.closed && times(a) === times(b);
  });

const VERSION = 1;
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const keyOf = (userId: number) => `drd:registro-negocio:${userId}`;

export interface Draft {
  step: number;
  /** The owner placed the pin (click, drag or address search): a new municipality keeps it. */
  pinPlaced: boolean;
  values: WizardValues;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isCoords = (v: unknown) => isObject(v) && Number.isFinite(v.lat) && Number.isFinite(v.lng);

/** Saved values over the defaults, each kept only when it has the field's shape. */
export function mergeDraftValues(saved: unknown): WizardValues {
  const values = defaultWizardValues();
  if (!isObject(saved)) return values;
  const target = values as unknown as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(values)) {
    // A draft saved before split hours holds days as {open, close, closed}: read in today's shape.
    const value = key === 'openingHours' ? toOpeningHours(saved[key]) : saved[key];
    const fits =
      key === 'openingHours'
        ? value !== null
        : key === 'hoursShape'
          ? (HOURS_SHAPES as readonly unknown[]).includes(value)
          : key === 'coords'
            ? value === null || isCoords(value)
            : key === 'notDuplicateOf'
              ? Array.isArray(value) && value.every((id) => Number.isInteger(id))
              : fallback === null
                ? value === null || Number.isInteger(value)
                : typeof value === typeof fallback;
    if (fits) target[key] = value;
  }
  // A draft from before the hours step holds the old pre-filled sample: not the owner's hours,
  // so it is dropped; hours the owner changed there are kept, to be seen day by day.
  if (values.openingHours && !values.hoursShape) {
    if (isSample(values.openingHours)) values.openingHours = null;
    else values.hoursShape = 'each';
  }
  return values;
}

export function loadDraft(storage: Storage | null, userId: number, now: number): Draft | null {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(keyOf(userId)) ?? 'null');
    if (!isObject(raw) || raw.version !== VERSION || typeof raw.savedAt !== 'number') return null;
    if (now - raw.savedAt > MAX_AGE_MS) {
      storage?.removeItem(keyOf(userId));
      return null;
    }
    const last = STEPS.length - 1;
    const step = Number.isInteger(raw.step) ? Math.min(last, Math.max(0, raw.step as number)) : 0;
    return { step, pinPlaced: raw.pinPlaced === true, values: mergeDraftValues(raw.values) };
  } catch {
    return null;
  }
}

export function saveDraft(storage: Storage | null, userId: number, draft: Draft, now: number) {
  try {
    storage?.setItem(keyOf(userId), JSON.stringify({ version: VERSION, savedAt: now, ...draft }));
  } catch {
    // Private browsing or a full quota: the form still holds everything until the page closes.
  }
}

export function clearDraft(storage: Storage | null, userId: number) {
  try {
    storage?.removeItem(keyOf(userId));
  } catch {
    // Nothing to do: the draft could not have been saved either.
  }
}

export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
