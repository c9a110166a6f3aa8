import { describe, expect, it } from 'vitest';
import { corrections, typoBudget, typoDistance } from './typos';

describe('typoBudget', () => {
  it.each([
    ['pan', 0],
    ['piza', 0],
    ['pizza', 1],
    ['farmasia', 1],
    ['restorante', 2],
  ])('%s → %i', (word, budget) => expect(typoBudget(word)).toBe(budget));
});

describe('typoDistance', () => {
  it.each([
    ['farmacia', 'farmacia', 0],
    ['farmasia', 'farmacia', 1],
    ['kitesruf', 'kitesurf', 1],
    ['restaurnte', 'restaurante', 1],
    ['restorante', 'restaurante', 2],
    ['hotel', 'hoteles', 2],
    ['', 'abc', 3],
  ])('%s ↔ %s = %i', (a, b, d) => {
    expect(typoDistance(a, b)).toBe(d);
    expect(typoDistance(b, a)).toBe(d);
  });

  it('stops above the limit', () => {
    expect(typoDistance('zapateria', 'panaderia', 2)).toBe(3);
    expect(typoDistance('a', 'abcdef', 1)).toBe(2);
  });
});

describe('corrections', () => {
  const vocabulary = ['farmacia', 'farmacias', 'fabrica', 'pizza', 'pizzeria', 'plaza', 'playa'];

  it('keeps the words within the budget, closest first', () => {
    expect(corrections('farmasia', vocabulary)).toEqual(['farmacia']);
    expect(corrections('farmasias', vocabulary)).toEqual(['farmacias', 'farmacia']);
    expect(corrections('plaia', vocabulary)).toEqual(['playa', 'plaza']);
  });

  it('leaves out words that only add or drop an ending', () => {
    expect(corrections('farmacia', vocabulary)).toEqual([]);
    expect(corrections('pizzerias', vocabulary)).toEqual([]);
  });

  it('gives short words no typo and leaves exact words out', () => {
    expect(corrections('piza', vocabulary)).toEqual([]);
    expect(corrections('pizza', vocabulary)).toEqual([]);
  });
});
