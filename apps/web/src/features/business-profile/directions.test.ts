import { describe, expect, it } from 'vitest';
import { directionsLink } from './directions';

describe('directionsLink', () => {
  it('points at the coordinates when the business has them', () => {
    expect(directionsLink({ lat: 19.79, lng: -70.69 }, 'Calle Duarte 1')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=19.79%2C-70.69',
    );
  });

  it('falls back to the address, encoded', () => {
    expect(directionsLink(null, 'Calle Duarte #1, Sosúa')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Calle%20Duarte%20%231%2C%20Sos%C3%BAa',
    );
  });

  it('has nothing to offer without either', () => {
    expect(directionsLink(null, null)).toBeNull();
  });
});
