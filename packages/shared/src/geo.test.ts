import { describe, expect, it } from 'vitest';
import { greatCircleKm } from './geo';

describe('greatCircleKm', () => {
  it('is zero for one point and symmetric', () => {
    const a = { lat: 19.7934, lng: -70.6884 };
    const b = { lat: 19.4517, lng: -70.697 };
    expect(greatCircleKm(a, a)).toBe(0);
    expect(greatCircleKm(a, b)).toBeCloseTo(greatCircleKm(b, a), 10);
  });

  it('measures Puerto Plata to Santiago as the map does (about 38 km)', () => {
    const km = greatCircleKm({ lat: 19.7934, lng: -70.6884 }, { lat: 19.4517, lng: -70.697 });
    expect(km).toBeGreaterThan(37.5);
    expect(km).toBeLessThan(38.5);
  });
});
