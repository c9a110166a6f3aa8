// Reads the administrator's CSV with csv-parse: a byte-order mark, quoted fields with commas or
// line breaks, and the ';' a Spanish-locale spreadsheet writes are all read as people expect.
import { parse } from 'csv-parse/sync';
import {
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  type ImportColumn,
} from '@drd/shared/api/business-import';
import { normalizeText } from '@drd/shared/slug';
import { badRequest } from '../../lib/http-error';

export type RawRow = { line: number } & Record<ImportColumn, string>;

const REQUIRED: readonly ImportColumn[] = [
  'id_externo',
  'nombre',
  'categoria',
  'municipio',
  'telefono',
];

// Headers are matched without accents, case or spacing, and English names are accepted too.
const ALIASES: Record<string, ImportColumn> = {
  external_id: 'id_externo',
  id: 'id_externo',
  name: 'nombre',
  category: 'categoria',
  province: 'provincia',
  municipality: 'municipio',
  district: 'distrito',
  distrito_municipal: 'distrito',
  address: 'direccion',
  phone: 'telefono',
  email: 'correo',
  e_mail: 'correo',
  website: 'sitio_web',
  web: 'sitio_web',
  hours: 'horario',
  latitud: 'lat',
  latitude: 'lat',
  longitud: 'lng',
  longitude: 'lng',
  description: 'descripcion',
};

function columnOf(header: string): ImportColumn | null {
  const key = normalizeText(header).replace(/[\s-]+/g, '_');
  if ((IMPORT_COLUMNS as readonly string[]).includes(key)) return key as ImportColumn;
  return ALIASES[key] ?? null;
}

/** ';' when the header line has semicolons and no commas (a Spanish-locale export), else ','. */
function delimiterOf(csv: string): string {
  const firstLine = csv.slice(0, csv.search(/\r?\n|$/));
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}

/** The file's rows keyed by column, blank lines skipped; a file that cannot be read is a 400. */
export function parseImportCsv(csv: string): RawRow[] {
  let records: { info: { lines: number }; record: string[] }[];
  try {
    records = parse(csv, {
      bom: true,
      delimiter: delimiterOf(csv),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { info: { lines: number }; record: string[] }[];
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 200) : '';
    throw badRequest(IMPORT_MESSAGES.unreadable(detail));
  }
  const [header, ...body] = records;
  const columns = (header?.record ?? []).map(columnOf);
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (!header || columns.every((c) => c === null)) throw badRequest(IMPORT_MESSAGES.noHeader);
  if (missing.length > 0) throw badRequest(IMPORT_MESSAGES.missingColumns(missing));
  if (body.length > MAX_IMPORT_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  return body.map(({ info, record }) => {
    const row = {
      ...(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, ''])) as Record<ImportColumn, string>),
      line: info.lines,
    };
    columns.forEach((column, i) => {
      if (column) row[column] = (record[i] ?? '').slice(0, 5000);
    });
    return row;
  });
}
