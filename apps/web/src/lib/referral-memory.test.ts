import { describe, expect, it } from 'vitest';
import { rememberReferral, rememberedReferral } from './referral-memory';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    size: () => map.size,
  };
}

const DAY = 24 * 60 * 60 * 1000;

describe('referral memory', () => {
  it('remembers a code for 30 days, then forgets it', () => {
    const storage = memoryStorage();
    rememberReferral('PPLATA25', 0, storage);
    expect(rememberedReferral(29 * DAY, storage, '')).toBe('PPLATA25');
    expect(rememberedReferral(31 * DAY, storage, '')).toBeNull();
    expect(storage.size()).toBe(0);
  });

  it('ignores what is not a code', () => {
    const storage = memoryStorage();
    rememberReferral('<script>', 0, storage);
    rememberReferral(null, 0, storage);
    expect(rememberedReferral(0, storage, '')).toBeNull();
  });

  it('falls back to a readable referral cookie', () => {
    expect(rememberedReferral(0, memoryStorage(), 'a=1; drd_ref=PPLATA25')).toBe('PPLATA25');
    expect(rememberedReferral(0, memoryStorage(), 'drd_ref=%3Cx%3E')).toBeNull();
  });
});
