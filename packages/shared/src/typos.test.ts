import { describe, expect, it } from 'vitest';
import {
  corrections,
  deletionKeys,
  lookupKeys,
  numberForms,
  typoBudget,
  typoDistance,
  type Correction,
} from './typos';

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

describe('numberForms', () => {
  it.each([
    ['dentistas', ['dentistas', 'dentista']],
    ['hoteles', ['hoteles', 'hotele', 'hotel']],
    ['luces', ['luces', 'luce', 'luc', 'luz']],
    ['spa', ['spa', 'spas']],
    ['hotel', ['hotel', 'hoteles', 'hotels']],
    ['luz', ['luz', 'luzes', 'luzs', 'luces']],
    ['gas', ['gas', 'gases', 'gass']],
  ])('%s → %j', (word, forms) => expect(numberForms(word)).toEqual(forms));
});

describe('deletionKeys', () => {
  it('is the word and each form with one letter dropped, once', () => {
    expect(deletionKeys('pizza')).toEqual(['pizza', 'izza', 'pzza', 'piza', 'pizz']);
  });

  it('shares a key between any two words one typo apart', () => {
    const shares = (a: string, b: string) =>
      deletionKeys(a).some((k) => deletionKeys(b).includes(k));
    for (const typo of ['pziza', 'piza', 'pizzza', 'pizxa', 'ipzza'])
      expect(shares(typo, 'pizza')).toBe(true);
    expect(shares('pazzo', 'pizza')).toBe(false);
  });
});

describe('lookupKeys', () => {
  it('gives a word without a typo budget only its number forms', () => {
    expect(lookupKeys('spas')).toEqual(['spas', 'spa']);
  });

  it("reaches 'dentistas' from a typo of the singular", () => {
    expect(lookupKeys('dntista')).toEqual(expect.arrayContaining(deletionKeys('dntistas')));
  });
});

describe('corrections', () => {
  const stems: Record<string, string> = {
    farmacia: 'farmaci',
    farmacias: 'farmaci',
    fabrica: 'fabric',
    pizza: 'pizz',
    pizzeria: 'pizzeri',
    plaza: 'plaz',
    playa: 'play',
    dentistas: 'dentist',
    spa: 'spa',
    esperanza: 'esper',
  };
  const vocabulary = Object.entries(stems).map(([word, stem]) => ({ word, stem }));
  const typed = (word: string, stem = word) => ({ word, stem });
  const words = (list: Correction[]) => list.map((c) => c.word);

  it('keeps the words within the budget, closest first, one per stem', () => {
    expect(corrections(typed('farmasia'), vocabulary)).toEqual([{ word: 'farmacia', typos: 1 }]);
    expect(words(corrections(typed('plaia'), vocabulary))).toEqual(['playa', 'plaza']);
  });

  it('counts from either number of the typed word', () => {
    expect(corrections(typed('dntista'), vocabulary)).toEqual([{ word: 'dentistas', typos: 1 }]);
    expect(corrections(typed('spas'), vocabulary)).toEqual([{ word: 'spa', typos: 0 }]);
  });

  it("corrects a word the stemmer cuts differently ('esperanz')", () => {
    expect(words(corrections(typed('esperanz'), vocabulary))).toEqual(['esperanza']);
  });

  it('leaves out words with the typed word’s own stem', () => {
    expect(corrections(typed('farmacia', 'farmaci'), vocabulary)).toEqual([]);
    expect(corrections(typed('pizzerias', 'pizzeri'), vocabulary)).toEqual([]);
  });

  it('gives short words no typo and leaves exact words out', () => {
    expect(corrections(typed('piza'), vocabulary)).toEqual([]);
    expect(corrections(typed('pizza', 'pizz'), vocabulary)).toEqual([]);
  });
});
