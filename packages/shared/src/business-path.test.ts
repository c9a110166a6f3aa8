import { describe, expect, it } from 'vitest';
import {
  BUSINESS_SLUG_MAX,
  businessIdFromParam,
  businessPath,
  businessSlug,
} from './business-path';

describe('businessSlug', () => {
  it('spells the name in lower case without accents', () => {
    expect(businessSlug('Restaurante El Malecón Grill')).toBe('restaurante-el-malecon-grill');
    expect(businessSlug('Peluquería Doña Ñoña')).toBe('peluqueria-dona-nona');
    expect(businessSlug('CAFÉ ÁNGEL & HIJOS, S.R.L.')).toBe('cafe-angel-hijos-s-r-l');
  });

  it('turns emoji and punctuation into single dashes, none at the ends', () => {
    expect(businessSlug('🍕 Pizzería «La Nonna» 🍕')).toBe('pizzeria-la-nonna');
    expect(businessSlug('Bar 24/7 -- El Túnel!!')).toBe('bar-24-7-el-tunel');
  });

  it('is empty for an empty name or one with no letters or digits', () => {
    expect(businessSlug('')).toBe('');
    expect(businessSlug('   ')).toBe('');
    expect(businessSlug('🍕🌴')).toBe('');
  });

  it('cuts a long name at a word boundary within the bound', () => {
    const long =
      'Ferretería y Materiales de Construcción Hermanos Rodríguez de Puerto Plata y Sosúa';
    const slug = businessSlug(long);
    expect(slug.length).toBeLessThanOrEqual(BUSINESS_SLUG_MAX);
    expect(slug).toBe('ferreteria-y-materiales-de-construccion-hermanos-rodriguez');
    expect(slug.endsWith('-')).toBe(false);
    // One word longer than the bound is cut inside the word.
    expect(businessSlug('a'.repeat(80))).toBe('a'.repeat(BUSINESS_SLUG_MAX));
  });
});

describe('businessPath', () => {
  it('puts the id before the slug', () => {
    expect(businessPath({ id: 1, name: 'Restaurante El Malecón Grill' })).toBe(
      '/negocio/1-restaurante-el-malecon-grill',
    );
  });

  it('is the bare id when the name has nothing to spell', () => {
    expect(businessPath({ id: 12, name: '🍕' })).toBe('/negocio/12');
    expect(businessPath({ id: 12, name: '' })).toBe('/negocio/12');
  });
});

describe('businessIdFromParam', () => {
  it('reads the id with or without a slug, stale or current', () => {
    expect(businessIdFromParam('1')).toBe(1);
    expect(businessIdFromParam('1-restaurante-el-malecon-grill')).toBe(1);
    expect(businessIdFromParam('42-nombre-viejo')).toBe(42);
    expect(businessIdFromParam('42-')).toBe(42);
  });

  it('refuses anything that does not start with a positive id', () => {
    for (const param of [undefined, '', 'abc', '0', '01', '-1', '1abc', '1.5', ' 1', '99999999999'])
      expect(businessIdFromParam(param)).toBeNull();
    expect(businessIdFromParam('2147483647')).toBe(2147483647);
    expect(businessIdFromParam('2147483648')).toBeNull();
  });
});
