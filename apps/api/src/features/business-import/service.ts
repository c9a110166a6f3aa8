// Preview and apply share one path: parse, look up, classify; applying then writes the new and
// updated rows and refreshes what every business write refreshes (search, counts).
import type { ImportCounts, ImportResult } from '@drd/shared/api/business-import';
import { phoneDigits } from '@drd/shared/phone';
import type { Db } from '../../db/client';
import type { QueryCache } from '../../lib/query-cache';
import { afterBusinessChange } from '../businesses/after-change';
import { classifyRows } from './classify';
import { parseImportCsv } from './parse';
import { referenceIndex } from './references';
import { applyImport, loadExisting, loadReferences } from './repository';

export interface ImportOptions {
  apply: boolean;
  adminId: number;
  fileName: string;
  /** Whether a geocoder is configured: rows without a pin then wait for it. */
  geocode: boolean;
}

export async function runImport(
  deps: { db: Db; cache: QueryCache },
  csv: string,
  options: ImportOptions,
  now: Date,
): Promise<ImportResult> {
  const raw = parseImportCsv(csv);
  const refs = referenceIndex(await loadReferences(deps.db));
  // The listings the file may touch, found from the raw cells (one query for the whole file).
  const municipalityIds = new Set<number>();
  for (const row of raw) {
    const place = refs.place(row.provincia, row.municipio, '');
    if (typeof place !== 'string') municipalityIds.add(place.municipalityId);
  }
  const existing = await loadExisting(deps.db, {
    externalIds: raw.map((r) => r.id_externo.trim()).filter(Boolean),
    phones: raw.map((r) => phoneDigits(r.telefono).slice(-10)).filter((d) => d.length === 10),
    municipalityIds: [...municipalityIds],
  });
  const classified = classifyRows(raw, refs, existing);
  const counts: ImportCounts = { new: 0, update: 0, duplicate: 0, error: 0 };
  for (const c of classified) counts[c.result.kind]++;
  const rows = classified.map((c) => c.result);
  if (!options.apply) return { importId: null, counts, rows, geocodeQueued: 0 };

  const created = classified.flatMap((c) =>
    c.result.kind === 'new' && c.business ? [c.business] : [],
  );
  const updated = classified.flatMap((c) =>
    c.result.kind === 'update' && c.business && c.result.businessId
      ? [{ business: c.business, id: c.result.businessId }]
      : [],
  );
  const applied = await applyImport(
    deps.db,
    {
      created,
      updated,
      counts,
      geocode: options.geocode,
      fileName: options.fileName,
      adminId: options.adminId,
    },
    now,
  );
  for (const row of rows) {
    if (row.kind === 'new') row.businessId = applied.createdIds.get(row.externalId) ?? null;
  }
  const ids = [...applied.createdIds.values(), ...updated.map((u) => u.id)];
  await afterBusinessChange(deps.db, deps.cache, ids);
  return { importId: applied.importId, counts, rows, geocodeQueued: applied.geocodeQueued };
}
