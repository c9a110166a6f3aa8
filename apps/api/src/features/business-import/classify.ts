// Each row's kind: new, update (its external id is already here), duplicate (the same phone, or a
// similar name in the same municipality, as a listing here or an earlier row), or error.
import type { ImportRow } from '@drd/shared/api/business-import';
import { IMPORT_MESSAGES } from '@drd/shared/api/business-import';
import { phoneDigits } from '@drd/shared/phone';
import type { RawRow } from './parse';
import type { ReferenceIndex } from './references';
import { checkRow, type ImportedBusiness } from './rows';
import { NameIndex } from './similar-names';

export interface ExistingListing {
  id: number;
  name: string;
  municipalityId: number;
  phone: string;
  externalId: string | null;
  hasOwner: boolean;
}

export interface ClassifiedRow {
  result: ImportRow;
  /** What new and update rows write. */
  business: ImportedBusiness | null;
}

type Match = { kind: 'listing'; id: number; name: string } | { kind: 'row'; line: number };

const describe = (m: Match, why: string) =>
  m.kind === 'listing'
    ? `Posible duplicado de «${m.name}» (#${m.id}): ${why}`
    : `Posible duplicado de la línea ${m.line}: ${why}`;

const tenDigits = (phone: string) => phoneDigits(phone).slice(-10);

export function classifyRows(
  raw: RawRow[],
  refs: ReferenceIndex,
  existing: ExistingListing[],
): ClassifiedRow[] {
  const byExternalId = new Map(existing.filter((e) => e.externalId).map((e) => [e.externalId!, e]));
  const phones = new Map<string, Match & { id?: number }>();
  const names = new Map<number, NameIndex<Match & { id?: number }>>();
  const namesOf = (municipalityId: number) => {
    let index = names.get(municipalityId);
    if (!index) names.set(municipalityId, (index = new NameIndex()));
    return index;
  };
  for (const e of existing) {
    const match = { kind: 'listing' as const, id: e.id, name: e.name };
    phones.set(tenDigits(e.phone), match);
    namesOf(e.municipalityId).add(e.name, match);
  }
  const lineOf = new Map<string, number>();
  return raw.map((row): ClassifiedRow => {
    const base = { line: row.line, externalId: row.id_externo.trim(), name: row.nombre.trim() };
    const fail = (
      kind: 'error' | 'duplicate',
      reason: string,
      businessId: number | null = null,
    ) => ({
      result: { ...base, kind, reason, businessId, approximateLocation: false },
      business: null,
    });
    const checked = checkRow(row, refs);
    if (typeof checked === 'string') return fail('error', checked);
    const earlier = lineOf.get(checked.externalId);
    if (earlier !== undefined) return fail('error', `id_externo repetido (línea ${earlier})`);
    lineOf.set(checked.externalId, row.line);
    const target = byExternalId.get(checked.externalId);
    if (target?.hasOwner) {
      return fail('error', 'Su dueño ya reclamó este negocio: el archivo no lo cambia', target.id);
    }
    const notSelf = (m: (Match & { id?: number }) | null | undefined) =>
      m && !(target && m.kind === 'listing' && m.id === target.id) ? m : null;
    const samePhone = notSelf(phones.get(tenDigits(checked.phone)));
    const sameName = samePhone
      ? null
      : notSelf(namesOf(checked.municipalityId).mostSimilar(checked.name));
    const duplicate = samePhone ?? sameName;
    if (duplicate) {
      const why = samePhone ? 'mismo teléfono' : 'nombre parecido en el mismo municipio';
      return fail(
        'duplicate',
        describe(duplicate, why),
        duplicate.kind === 'listing' ? duplicate.id : null,
      );
    }
    const self = { kind: 'row' as const, line: row.line, id: target?.id };
    phones.set(tenDigits(checked.phone), self);
    namesOf(checked.municipalityId).add(checked.name, self);
    return {
      result: {
        ...base,
        kind: target ? 'update' : 'new',
        reason: checked.approximateLocation ? IMPORT_MESSAGES.approximate : null,
        businessId: target?.id ?? null,
        approximateLocation: checked.approximateLocation,
      },
      business: checked,
    };
  });
}
