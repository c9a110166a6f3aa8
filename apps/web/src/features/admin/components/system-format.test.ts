import { describe, expect, it } from 'vitest';
import { formatBytes, formatSeconds } from './system-format';

describe('system page formats', () => {
  it('writes sizes in Spanish units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(7_612_625)).toBe('7.3 MB');
  });
  it('writes ages in seconds, minutes, hours and days', () => {
    expect(formatSeconds(12)).toBe('12 s');
    expect(formatSeconds(15 * 60)).toBe('15 min');
    expect(formatSeconds(26 * 3600 + 120)).toBe('26 h 2 min');
    expect(formatSeconds(5 * 86400)).toBe('5 días');
  });
});
