import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, mergeDraftValues, saveDraft } from './draft-storage';
import { DEFAULT_OPENING_HOURS } from '@drd/shared/opening-hours';
import { defaultWizardValues } from './wizard-values';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const DAY = 24 * 60 * 60 * 1000;

describe('draft storage', () => {
  it('gives back what was saved, for the same account only', () => {
    const storage = memoryStorage();
    const values = { ...defaultWizardValues(), name: 'Colmado La Esquina', province: 3 };
    saveDraft(storage, 7, { step: 2, pinPlaced: true, values }, 0);
    expect(loadDraft(storage, 7, DAY)).toEqual({ step: 2, pinPlaced: true, values });
    expect(loadDraft(storage, 8, DAY)).toBeNull();
  });

  it('forgets a draft older than 30 days, and a cleared one', () => {
    const storage = memoryStorage();
    saveDraft(storage, 1, { step: 0, pinPlaced: false, values: defaultWizardValues() }, 0);
    expect(loadDraft(storage, 1, 31 * DAY)).toBeNull();
    expect(storage.map.size).toBe(0);
    saveDraft(storage, 1, { step: 0, pinPlaced: false, values: defaultWizardValues() }, 0);
    clearDraft(storage, 1);
    expect(loadDraft(storage, 1, 0)).toBeNull();
  });

  it('survives a broken or foreign value', () => {
    const storage = memoryStorage();
    storage.setItem('drd:registro-negocio:1', '{not json');
    expect(loadDraft(storage, 1, 0)).toBeNull();
    storage.setItem('drd:registro-negocio:1', JSON.stringify({ version: 99, savedAt: 0 }));
    expect(loadDraft(storage, 1, 0)).toBeNull();
    expect(loadDraft(null, 1, 0)).toBeNull();
  });

  it('keeps only the saved fields that have the right shape', () => {
    const merged = mergeDraftValues({
      name: 'Farmacia Central',
      category: 'x',
      province: 4,
      coords: { lat: 19.7, lng: -70.6 },
      openingHours: { monday: { open: '25:00' } },
      notDuplicateOf: [3, 'a'],
      packageId: 3,
      unknown: 1,
    });
    const defaults = defaultWizardValues();
    expect(merged.name).toBe('Farmacia Central');
    expect(merged.category).toBeNull();
    expect(merged.province).toBe(4);
    expect(merged.coords).toEqual({ lat: 19.7, lng: -70.6 });
    expect(merged.openingHours).toEqual(defaults.openingHours);
    expect(merged.notDuplicateOf).toEqual([]);
    expect(merged.packageId).toBe(3);
    expect('unknown' in merged).toBe(false);
  });

  it("drops an old draft's untouched sample hours and keeps hours its owner changed", () => {
    // Before the hours step (issue 41) the wizard pre-filled Monday–Friday 8–17.
    expect(mergeDraftValues({ openingHours: DEFAULT_OPENING_HOURS })).toMatchObject({
      openingHours: null,
      hoursShape: '',
    });
    const changed = {
      ...DEFAULT_OPENING_HOURS,
      sunday: { closed: false, ranges: [{ open: '09:00', close: '12:00' }] },
    };
    expect(mergeDraftValues({ openingHours: changed })).toMatchObject({
      openingHours: changed,
      hoursShape: 'each',
    });
    expect(mergeDraftValues({ hoursShape: 'cualquiera' }).hoursShape).toBe('');
  });

  it('opens a draft on the last step at most', () => {
    const storage = memoryStorage();
    saveDraft(storage, 1, { step: 9, pinPlaced: false, values: defaultWizardValues() }, 0);
    expect(loadDraft(storage, 1, 0)?.step).toBe(3);
  });
});
