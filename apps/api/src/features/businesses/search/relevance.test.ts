// The relevance set: what Dominicans type, and which demo business must come first (or be
// found, or nothing at all). Grows with every search complaint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
import { createTestContext, getJson, type TestContext } from '../../../test/context';

type Expectation = { first: string } | { top3: string } | { found: string } | { none: true };

const CASES: [string, Expectation][] = [
  ['farmacia', { first: 'Farmacia La Esperanza' }],
  ['farmasia', { found: 'Farmacia La Esperanza' }],
  ['botica', { found: 'Farmacia Sosúa Centro' }],
  ['cafeteria', { first: 'Cafetería del Parque' }],
  ['CAFETERÍA', { first: 'Cafetería del Parque' }],
  ['restaurantes', { top3: 'Restaurante El Malecón Grill' }],
  ['hotel sosua', { first: 'Hotel Playa Sosúa Azul' }],
  ['hoteles', { top3: 'Hotel Victoriano Puerto Plata' }],
  ['pizza', { first: 'Pizzería Nápoli Puerto Plata' }],
  ['mofongo', { first: 'Restaurante El Malecón Grill' }],
  ['langosta', { found: 'Mariscos La Bahía de Maimón' }],
  ['kitesurf', { first: 'Cabarete Kite Club' }],
  ['buceo', { first: 'Sosúa Buceo y Snorkel' }],
  ['larimar', { first: 'Joyería Larimar Colonial' }],
  ['colmado', { found: 'Colmadón Doña Rosa' }],
  ['colmadon', { found: 'Colmado El Callejón' }],
  ['gomeria', { first: 'Gomera El Primo' }],
  ['lavado de autos', { first: 'Car Wash Brillo Total' }],
  ['concesionario', { first: 'Auto Dealer Los Jardines' }],
  ['piezas', { first: 'Repuestos y Piezas Montellano' }],
  ['repuestos', { first: 'Repuestos y Piezas Montellano' }],
  ['abogados', { first: 'Castillo & Asociados Abogados' }],
  ['dentista', { first: 'Clínica Dental Sonrisa Norte' }],
  ['veterinaria', { first: 'Veterinaria Río Grande' }],
  ['gas propano', { first: 'Envasadora de Gas Imbert' }],
  ['agua purificada', { first: 'Agua Purificada Cristal de Luperón' }],
  ['helados', { first: 'Heladería Tropical' }],
  ['chimi', { first: 'Chimi El Monumento' }],
  ['cayo arena', { first: 'Ámbar Tours & Excursiones' }],
  ['pan sobao', { first: 'Panadería San Felipe' }],
  ['wifi', { found: 'Cafetería del Parque' }],
  // What and where in one box (issue #30), and everyday words for a category.
  ['dentista puerto plata', { first: 'Clínica Dental Sonrisa Norte' }],
  ['abogados puerto plata', { first: 'Castillo & Asociados Abogados' }],
  ['Farmacia Sosúa Centro', { first: 'Farmacia Sosúa Centro' }],
  ['pica pollo', { found: 'Chimi El Monumento' }],
  ['pica pollo santiago', { first: 'Chimi El Monumento' }],
  // Typos: none under 5 letters, one from 5, two from 9; swapped neighbours count once.
  ['pizeria', { first: 'Pizzería Nápoli Puerto Plata' }],
  ['kitesruf', { first: 'Cabarete Kite Club' }],
  ['joyreia', { first: 'Joyería Larimar Colonial' }],
  ['veterinaira', { first: 'Veterinaria Río Grande' }],
  ['restorante', { top3: 'Restaurante El Malecón Grill' }],
  ['lavdo de autos', { first: 'Car Wash Brillo Total' }],
  ['heladria tropical', { first: 'Heladería Tropical' }],
  ['hotl', { none: true }],
  ['xqzwvk', { none: true }],
  ['zapateria', { none: true }],
  ['astronauta', { none: true }],
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('relevance', () => {
  it.each(CASES)("'%s'", async (query, expectation) => {
    const { body } = await getJson<BusinessList>(
      ctx.app,
      `/api/businesses/filter?search=${encodeURIComponent(query)}&pageSize=100`,
    );
    const names = body.businesses.map((b) => b.name);
    if ('none' in expectation) expect(names).toEqual([]);
    else if ('first' in expectation) expect(names[0]).toBe(expectation.first);
    else if ('top3' in expectation) expect(names.slice(0, 3)).toContain(expectation.top3);
    else expect(names).toContain(expectation.found);
  });
});
