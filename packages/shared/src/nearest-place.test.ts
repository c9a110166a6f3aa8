import { describe, expect, it } from 'vitest';
import { nearestPlace } from './nearest-place';

describe('nearestPlace', () => {
  it('names the municipality whose seat is nearest', () => {
    // On the beach of Sosúa, a few hundred metres from the town's seat.
    expect(nearestPlace({ lat: 19.7607, lng: -70.5181 })).toMatchObject({
      municipality: 'Sosúa',
      province: 'Puerto Plata',
    });
    // Between Sosúa (about 4 km east) and Puerto Plata (about 20 km west).
    expect(nearestPlace({ lat: 19.77, lng: -70.55 })?.municipality).toBe('Sosúa');
    expect(nearestPlace({ lat: 19.7934, lng: -70.6884 })?.municipality).toBe('Puerto Plata');
  });

  it('gives the distance to that seat in kilometres', () => {
    const place = nearestPlace({ lat: 19.76667, lng: -70.51667 });
    expect(place?.km).toBeCloseTo(0, 3);
  });

  it('names nothing far from every seat (abroad, at sea)', () => {
    expect(nearestPlace({ lat: 40.4168, lng: -3.7038 })).toBeNull();
    expect(nearestPlace({ lat: 21.5, lng: -70.5 })).toBeNull();
  });
});
