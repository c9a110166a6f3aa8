import { describe, expect, it } from 'vitest';
import { searchVariants } from './synonyms';

describe('searchVariants', () => {
  it('swaps a synonym both ways, keeping the original first', () => {
    expect(searchVariants('Colmado')).toEqual(['colmado', 'colmadon']);
    expect(searchVariants('colmadón')).toEqual(['colmadon', 'colmado']);
    expect(searchVariants('botica 24 horas')).toEqual(['botica 24 horas', 'farmacia 24 horas']);
  });

  it('handles phrases and whole words only', () => {
    expect(searchVariants('lavado de autos')).toContain('car wash');
    expect(searchVariants('car wash')).toContain('lavado de autos');
    expect(searchVariants('automotriz')).toEqual(['automotriz']);
  });

  it('joins everyday words to their category', () => {
    expect(searchVariants('pica pollo')).toContain('comida rapida');
    expect(searchVariants('comida rápida')).toEqual(
      expect.arrayContaining(['pica pollo', 'chimi']),
    );
    expect(searchVariants('rent car')).toContain('alquiler de vehiculos');
  });

  it('leaves other words alone and caps the variants', () => {
    expect(searchVariants('pizza')).toEqual(['pizza']);
    expect(searchVariants('carro celular guagua salon').length).toBeLessThanOrEqual(8);
  });
});
