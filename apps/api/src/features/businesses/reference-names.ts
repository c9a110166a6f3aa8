// The names and slugs of categories and places, read once per database. They are reference data
// written only at start (db/seed/reference.ts), so the cards take them from here instead of
// joining four lookup tables into every card query: PGlite spent longer planning that join than
// answering it (docs/decisions/034-reads-at-a-million.md).
import type { Db } from '../../db/client';
import { categories, municipalDistricts, municipalities, provinces } from '../../db/schema';

interface Named {
  name: string;
  slug: string;
}

export interface ReferenceNames {
  categories: ReadonlyMap<number, Named>;
  provinces: ReadonlyMap<number, Named>;
  municipalities: ReadonlyMap<number, Named>;
  districts: ReadonlyMap<number, Named>;
}

const loaded = new WeakMap<Db, Promise<ReferenceNames>>();

async function load(db: Db): Promise<ReferenceNames> {
  const byId = (rows: (Named & { id: number })[]) =>
    new Map(rows.map(({ id, name, slug }) => [id, { name, slug }]));
  const columns = <T extends typeof categories | typeof provinces | typeof municipalities>(
    table: T,
  ) => ({ id: table.id, name: table.name, slug: table.slug });
  const [c, p, m, d] = await Promise.all([
    db.select(columns(categories)).from(categories),
    db.select(columns(provinces)).from(provinces),
    db.select(columns(municipalities)).from(municipalities),
    db
      .select({
        id: municipalDistricts.id,
        name: municipalDistricts.name,
        slug: municipalDistricts.slug,
      })
      .from(municipalDistricts),
  ]);
  return { categories: byId(c), provinces: byId(p), municipalities: byId(m), districts: byId(d) };
}

export function referenceNames(db: Db): Promise<ReferenceNames> {
  let names = loaded.get(db);
  if (!names) {
    names = load(db);
    loaded.set(db, names);
    // A failed read is not kept: the next card asks again.
    names.catch(() => loaded.delete(db));
  }
  return names;
}

/** A name the foreign keys guarantee; its absence is a bug, not a visitor's input. */
export function named(map: ReadonlyMap<number, Named>, id: number): Named {
  const found = map.get(id);
  if (!found) throw new Error(`reference row ${id} is missing`);
  return found;
}
