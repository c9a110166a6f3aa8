// A business's facts hold its category and place as ids (the editor's pickers send them); the
// administrator compares names: 'Restaurantes' → 'Cafeterías', not 12 → 31.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, municipalDistricts, municipalities, provinces } from '../../db/schema';

type Data = Record<string, unknown>;

const TABLES = {
  category: categories,
  province: provinces,
  municipality: municipalities,
  districtMunicipality: municipalDistricts,
} as const;
type Field = keyof typeof TABLES;
const FIELDS = Object.keys(TABLES) as Field[];

const ids = (versions: (Data | null)[], field: Field) => [
  ...new Set(versions.map((v) => v?.[field]).filter((id): id is number => typeof id === 'number')),
];

/** The same versions with each category and place id replaced by its name. */
export async function withFactNames(db: Db, versions: (Data | null)[]): Promise<(Data | null)[]> {
  const names = new Map<string, string>();
  await Promise.all(
    FIELDS.map(async (field) => {
      const wanted = ids(versions, field);
      if (wanted.length === 0) return;
      const table = TABLES[field];
      const found = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(inArray(table.id, wanted));
      for (const { id, name } of found) names.set(`${field}:${id}`, name);
    }),
  );
  return versions.map((version) => {
    if (!version) return version;
    const named = { ...version };
    for (const field of FIELDS) {
      const id = version[field];
      if (typeof id === 'number') named[field] = names.get(`${field}:${id}`) ?? id;
    }
    return named;
  });
}
