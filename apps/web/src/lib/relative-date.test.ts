import { describe, expect, it } from 'vitest';
import { relativeDate } from './relative-date';

const now = Date.parse('2026-11-24T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeDate', () => {
  it('names the largest unit that fits', () => {
    expect(relativeDate(ago(20), now)).toBe('hace un momento');
    expect(relativeDate(ago(5 * 60), now)).toBe('hace 5 minutos');
    expect(relativeDate(ago(3 * 3600), now)).toBe('hace 3 horas');
    expect(relativeDate(ago(24 * 3600), now)).toBe('ayer');
    expect(relativeDate(ago(3 * 24 * 3600), now)).toBe('hace 3 días');
    expect(relativeDate(ago(400 * 24 * 3600), now)).toBe('el año pasado');
  });
});
