import { describe, expect, it } from 'vitest';
import territory from '../data/dr-territorial-division.json';
import { municipalityPoint } from './municipality-points';

describe('municipalityPoint', () => {
  it('finds the seat of a municipality by its slugs', () => {
    const sosua = municipalityPoint('puerto-plata', 'sosua');
    expect(sosua?.lat).toBeCloseTo(19.75, 1);
    expect(sosua?.lng).toBeCloseTo(-70.52, 1);
  });

  it('has a point inside the Dominican Republic for every municipality of the division', () => {
    for (const province of territory.provinces) {
      for (const municipality of province.municipalities) {
        const point = municipalityPoint(province.slug, municipality.slug);
        expect(point, `${province.slug}/${municipality.slug}`).not.toBeNull();
        expect(point!.lat).toBeGreaterThan(17.4);
        expect(point!.lat).toBeLessThan(20);
        expect(point!.lng).toBeGreaterThan(-72.1);
        expect(point!.lng).toBeLessThan(-68.2);
      }
    }
  });

  it('answers null for an unknown place or a municipality under another province', () => {
    expect(municipalityPoint('puerto-plata', 'no-existe')).toBeNull();
    expect(municipalityPoint('santiago', 'sosua')).toBeNull();
  });
});
