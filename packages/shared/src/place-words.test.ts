import { describe, expect, it } from 'vitest';
import territory from '../data/dr-territorial-division.json';
import { placeIndex, readPlaceWords, type PlaceEntry } from './place-words';
import { namesakeProvince, whatWhereLabel } from './what-where-label';

// The real territorial division, numbered in file order; Maimón the district has businesses.
const entries: PlaceEntry[] = [];
let id = 0;
for (const p of territory.provinces) {
  const provinceId = ++id;
  entries.push({
    kind: 'province',
    id: provinceId,
    name: p.name,
    provinceId,
    municipalityId: null,
    businesses: 0,
  });
  for (const m of p.municipalities) {
    const municipalityId = ++id;
    entries.push({
      kind: 'municipality',
      id: municipalityId,
      name: m.name,
      provinceId,
      municipalityId,
      businesses: 0,
    });
    for (const d of m.districts)
      entries.push({
        kind: 'district',
        id: ++id,
        name: d.name,
        provinceId,
        municipalityId,
        businesses: d.name === 'Maimón' && p.name === 'Puerto Plata' ? 1 : 0,
      });
  }
}
const index = placeIndex(entries);
const read = (text: string) => {
  const reading = readPlaceWords(text, index);
  return (
    reading && { what: reading.what, kind: reading.place.kind, name: reading.place.name.trim() }
  );
};

describe('readPlaceWords', () => {
  it('reads the place, with or without accents and "en", one typo', () => {
    const pp = { what: 'dentista', kind: 'province', name: 'Puerto Plata' };
    expect(read('dentista puerto plata')).toEqual(pp);
    expect(read('dentista en Puerto Plata')).toEqual(pp);
    expect(read('dentista puerto plta')).toEqual(pp);
    expect(read('Abogados en Sosúa')).toEqual({
      what: 'Abogados',
      kind: 'municipality',
      name: 'Sosúa',
    });
    expect(read('abogados Sosu\u0301a')?.name).toBe('Sosúa');
    expect(read('abogados sosua')).toEqual({
      what: 'abogados',
      kind: 'municipality',
      name: 'Sosúa',
    });
  });

  it('prefers the longest name and the narrower of two consistent places', () => {
    expect(read('muebles santo domingo este')?.name).toBe('Santo Domingo Este');
    expect(read('hotel en cabarete, puerto plata')).toEqual({
      what: 'hotel',
      kind: 'district',
      name: 'Cabarete',
    });
  });

  it('keeps the words of a name that is also a place', () => {
    expect(read('Farmacia Sosúa Centro')).toEqual({
      what: 'Farmacia Centro',
      kind: 'municipality',
      name: 'Sosúa',
    });
    expect(read('Mariscos La Bahía de Maimón')).toEqual({
      what: 'Mariscos La Bahía',
      kind: 'district',
      name: 'Maimón',
    });
  });

  it('gives no typo to short names and reads no place in everyday words', () => {
    expect(read('pica pollo')).toBeNull();
    expect(read('pollo')).toBeNull();
    expect(read('polo')?.name).toBe('Polo');
    expect(read('farmacia')).toBeNull();
  });

  it("reads 'santo domingo' as the capital and 'santiago' as the province", () => {
    // People who type 'santo domingo' mean the city: Distrito Nacional (the chip offers the
    // province Santo Domingo); its own municipalities keep their names.
    expect(read('joyeria santo domingo')).toEqual({
      what: 'joyeria',
      kind: 'province',
      name: 'Distrito Nacional',
    });
    expect(read('hotel en santo domingo')?.name).toBe('Distrito Nacional');
    expect(read('santo domingo de guzman')?.name).toBe('Santo Domingo de Guzmán');
    expect(read('muebles santo domingo este')?.name).toBe('Santo Domingo Este');
    expect(read('muebles santo domingo norte')?.name).toBe('Santo Domingo Norte');
    // Santiago: the province holds the city, so the wider reading misses nothing there.
    expect(read('farmacia santiago')).toEqual({
      what: 'farmacia',
      kind: 'province',
      name: 'Santiago',
    });
    expect(read('farmacia santiago de los caballeros')).toEqual({
      what: 'farmacia',
      kind: 'municipality',
      name: 'Santiago',
    });
    expect(read('farmacia santiago rodriguez')?.kind).toBe('province');
  });

  it('reads a place alone', () => {
    expect(read('sosua')).toEqual({ what: '', kind: 'municipality', name: 'Sosúa' });
  });
});

describe('whatWhereLabel', () => {
  it('names the category in its own number, or the search, or businesses', () => {
    expect(whatWhereLabel('dentista', 'Puerto Plata')).toBe('Dentistas en Puerto Plata');
    expect(whatWhereLabel('Dentistas', 'Puerto Plata')).toBe('Dentistas en Puerto Plata');
    expect(whatWhereLabel('farmacia centro', 'Sosúa')).toBe('Farmacia centro en Sosúa');
    expect(whatWhereLabel('', 'Sosúa')).toBe('Negocios en Sosúa');
    expect(whatWhereLabel('joyeria', 'Distrito Nacional')).toBe(
      'Joyerías en Santo Domingo (Distrito Nacional)',
    );
    expect(namesakeProvince('Distrito Nacional')).toBe('Santo Domingo');
    expect(namesakeProvince('Santiago')).toBeNull();
  });
});
