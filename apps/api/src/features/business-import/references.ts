// The official division and the categories, looked up by name as a spreadsheet writes them:
// accents, case and spacing ignored; a category also by its singular, slug or a local synonym.
import { municipalityPoint, type LatLng } from '@drd/shared/municipality-points';
import { normalizeText, slugify } from '@drd/shared/slug';
import { searchVariants } from '@drd/shared/synonyms';

export interface PlaceRow {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
}

export interface ReferenceData {
  provinces: PlaceRow[];
  municipalities: PlaceRow[];
  districts: PlaceRow[];
  categories: { id: number; name: string; slug: string }[];
}

export interface Place {
  provinceId: number;
  municipalityId: number;
  districtId: number | null;
  /** The municipality's seat, where a row without a pin is placed. */
  seat: LatLng | null;
  label: string;
}

// 'Farmacias' and 'farmacia', 'Restaurantes' and 'restaurante' share a key: a file may name a
// category in the singular.
const singular = (word: string) => word.replace(/s$/, '').replace(/e$/, '');
const key = (text: string) => normalizeText(text).split(' ').map(singular).join(' ');

export function referenceIndex(data: ReferenceData) {
  const categories = new Map<string, number>();
  for (const c of data.categories) {
    categories.set(key(c.name), c.id);
    categories.set(key(c.slug.replace(/-/g, ' ')), c.id);
  }
  const provinceSlug = new Map(data.provinces.map((p) => [p.id, p.slug]));
  const byName = (rows: PlaceRow[]) => {
    const map = new Map<string, PlaceRow[]>();
    for (const row of rows) {
      const name = normalizeText(row.name);
      map.set(name, [...(map.get(name) ?? []), row]);
    }
    return map;
  };
  const provinces = byName(data.provinces);
  const municipalities = byName(data.municipalities);
  const districts = byName(data.districts);

  // A file names the same few categories and places thousands of times: each is looked up once.
  const categoryMemo = new Map<string, number | null>();
  const placeMemo = new Map<string, Place | string>();

  function findCategory(name: string): number | null {
    for (const variant of searchVariants(name)) {
      const id = categories.get(key(variant));
      if (id !== undefined) return id;
    }
    return null;
  }

  function category(name: string): number | null {
    let id = categoryMemo.get(name);
    if (id === undefined) categoryMemo.set(name, (id = findCategory(name)));
    return id;
  }

  function place(province: string, municipality: string, district: string): Place | string {
    const memoKey = `${province}\u0000${municipality}\u0000${district}`;
    let found = placeMemo.get(memoKey);
    if (found === undefined)
      placeMemo.set(memoKey, (found = findPlace(province, municipality, district)));
    return found;
  }

  /** The place named, or the reason it cannot be told (unknown, or in several provinces). */
  function findPlace(province: string, municipality: string, district: string): Place | string {
    let provinceRow: PlaceRow | undefined;
    if (province.trim()) {
      provinceRow = provinces.get(normalizeText(province))?.[0];
      if (!provinceRow) return `Provincia desconocida: «${province}»`;
    }
    const candidates = (municipalities.get(normalizeText(municipality)) ?? []).filter(
      (m) => !provinceRow || m.parentId === provinceRow.id,
    );
    if (candidates.length === 0) {
      return provinceRow
        ? `Municipio desconocido en ${provinceRow.name}: «${municipality}»`
        : `Municipio desconocido: «${municipality}»`;
    }
    if (candidates.length > 1)
      return `Hay varios municipios «${municipality}»: indica la provincia`;
    const m = candidates[0]!;
    let districtId: number | null = null;
    if (district.trim()) {
      const d = districts.get(normalizeText(district))?.find((row) => row.parentId === m.id);
      if (!d) return `Distrito municipal desconocido en ${m.name}: «${district}»`;
      districtId = d.id;
    }
    const pSlug = provinceSlug.get(m.parentId!) ?? '';
    return {
      provinceId: m.parentId!,
      municipalityId: m.id,
      districtId,
      seat: municipalityPoint(pSlug, m.slug) ?? municipalityPoint(pSlug, slugify(m.name)),
      label: m.name,
    };
  }

  return { category, place };
}
export type ReferenceIndex = ReturnType<typeof referenceIndex>;
