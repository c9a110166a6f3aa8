import { describe, expect, it } from 'vitest';
import { matchKey } from '../components/form/combobox-field';
import { sortSpanish } from './spanish-sort';

describe('sortSpanish', () => {
  it('orders accented words with their letter and ñ after n', () => {
    const names = [
      'Zapatería',
      'Óptica',
      'Ñame y más',
      'Nautica',
      'Odontología',
      'Agencia',
      'ópera',
    ];
    expect(sortSpanish(names, (n) => n)).toEqual([
      'Agencia',
      'Nautica',
      'Ñame y más',
      'Odontología',
      'ópera',
      'Óptica',
      'Zapatería',
    ]);
  });

  it('does not change the list it is given', () => {
    const list = [{ name: 'b' }, { name: 'a' }];
    sortSpanish(list, (i) => i.name);
    expect(list[0]!.name).toBe('b');
  });
});

describe('matchKey (the category search)', () => {
  it('ignores case and accents but keeps ñ', () => {
    expect(matchKey('Cafetería')).toBe('cafeteria');
    expect(matchKey('CLÍNICAS')).toBe('clinicas');
    expect(matchKey('Piñatería')).toBe('piñateria');
  });
});
