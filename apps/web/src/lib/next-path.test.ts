import { describe, expect, it } from 'vitest';
import { safeNextPath, withNext } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeNextPath('/registrar-negocio')).toBe('/registrar-negocio');
    expect(safeNextPath('/negocio/1?x=2')).toBe('/negocio/1?x=2');
  });

  it('refuses other hosts, schemes and odd characters', () => {
    for (const value of [
      null,
      '',
      'registrar-negocio',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/a\\b',
      '/a\nb',
    ]) {
      expect(safeNextPath(value), String(value)).toBeNull();
    }
  });
});

describe('withNext', () => {
  it('adds the encoded path, or nothing', () => {
    expect(withNext('/login', '/registrar-negocio')).toBe('/login?next=%2Fregistrar-negocio');
    expect(withNext('/register', null)).toBe('/register');
  });
});
