import { describe, expect, it } from 'vitest';
import { slugFromMarketingParam } from './marketing-category';

describe('marketing links (?categoria=)', () => {
  it('accepts a category name, with or without accents, or a category id', () => {
    expect(slugFromMarketingParam('Farmacias')).toBe('farmacias');
    expect(slugFromMarketingParam('tecnologia')).toBe('tecnologia');
    expect(slugFromMarketingParam('1')).toBe('restaurantes');
    expect(slugFromMarketingParam('Taxi Turístico')).toBeNull();
    expect(slugFromMarketingParam(null)).toBeNull();
  });
});
