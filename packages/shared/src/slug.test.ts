import { describe, expect, it } from 'vitest';
import { normalizeText, slugify, titleFromSlug } from './slug';

describe('normalizeText', () => {
  it('lower-cases and strips accents', () => {
    expect(normalizeText('Cafetería')).toBe('cafeteria');
    expect(normalizeText('ÉLITE Señor Ñoño')).toBe('elite senor nono');
  });

  it('collapses and trims whitespace', () => {
    expect(normalizeText('  Farmacia \n\t Carol  ')).toBe('farmacia carol');
    expect(normalizeText('')).toBe('');
  });
});

describe('slugify', () => {
  it('turns a name into a URL slug', () => {
    expect(slugify('Boutiques de Ropa')).toBe('boutiques-de-ropa');
    expect(slugify('Panaderías')).toBe('panaderias');
    expect(slugify('Santo Domingo Este')).toBe('santo-domingo-este');
  });

  it('joins runs of other characters with one dash and trims dashes', () => {
    expect(slugify('  ¡Arquitectos & Ingenieros!  ')).toBe('arquitectos-ingenieros');
    expect(slugify('Plantas / Inversores -- 24h')).toBe('plantas-inversores-24h');
    expect(slugify('---')).toBe('');
  });
});

describe('titleFromSlug', () => {
  it('capitalises each hyphenated word', () => {
    expect(titleFromSlug('tiendas-de-ropa')).toBe('Tiendas De Ropa');
    expect(titleFromSlug('farmacias')).toBe('Farmacias');
  });

  it('ignores empty parts', () => {
    expect(titleFromSlug('-bares--y-discotecas-')).toBe('Bares Y Discotecas');
    expect(titleFromSlug('')).toBe('');
  });
});
