// 'Importar negocios': an administrator's CSV of listings, previewed row by row and then applied
// (features/business-import in the API, docs/decisions/032-business-import.md).
import { z } from 'zod';

/** The columns a file may carry, in the documented order (README, docs/import-sample.csv). */
export const IMPORT_COLUMNS = [
  'id_externo',
  'nombre',
  'categoria',
  'provincia',
  'municipio',
  'distrito',
  'direccion',
  'telefono',
  'whatsapp',
  'correo',
  'sitio_web',
  'horario',
  'lat',
  'lng',
  'descripcion',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** A file of up to 10,000 rows of ~300 characters fits; the route's body limit matches. */
export const MAX_IMPORT_CHARS = 6_000_000;
export const MAX_IMPORT_ROWS = 10_000;

export const importBodySchema = z.object({
  fileName: z
    .string({ error: 'Falta el nombre del archivo' })
    .trim()
    .min(1, { error: 'Falta el nombre del archivo' })
    .max(200, { error: 'El nombre del archivo es muy largo' }),
  csv: z
    .string({ error: 'Falta el contenido del archivo' })
    .min(1, { error: 'El archivo está vacío' })
    .max(MAX_IMPORT_CHARS, { error: 'El archivo es muy grande (máximo 6 MB)' }),
});
export type ImportBody = z.infer<typeof importBodySchema>;

/** new: creates a listing; update: the listing with this external id; the others do nothing. */
export const importRowKindSchema = z.enum(['new', 'update', 'duplicate', 'error']);
export type ImportRowKind = z.infer<typeof importRowKindSchema>;

export const IMPORT_KIND_LABELS: Record<ImportRowKind, string> = {
  new: 'Nuevo',
  update: 'Actualización',
  duplicate: 'Duplicado',
  error: 'Error',
};

export const importRowSchema = z.object({
  /** The file's line (the header is line 1). */
  line: z.number(),
  kind: importRowKindSchema,
  externalId: z.string(),
  name: z.string(),
  /** Why a row is a duplicate or an error; notes on a new or updated one (approximate pin). */
  reason: z.string().nullable(),
  /** The listing created or updated (after applying), or the one it duplicates. */
  businessId: z.number().nullable(),
  /** No pin in the file: placed at the municipality's seat until geocoded. */
  approximateLocation: z.boolean(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importCountsSchema = z.object({
  new: z.number(),
  update: z.number(),
  duplicate: z.number(),
  error: z.number(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importResultSchema = z.object({
  /** Null for a preview; the import's id once applied. */
  importId: z.number().nullable(),
  counts: importCountsSchema,
  rows: z.array(importRowSchema),
  /** Rows waiting for the geocoder (one a second), after applying. */
  geocodeQueued: z.number(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const IMPORT_MESSAGES = {
  noHeader: 'La primera línea debe nombrar las columnas (id_externo, nombre, categoria…)',
  missingColumns: (names: string[]) => `Faltan columnas obligatorias: ${names.join(', ')}`,
  tooManyRows: `El archivo tiene más de ${MAX_IMPORT_ROWS.toLocaleString('es-DO')} filas`,
  unreadable: (detail: string) => `No se pudo leer el archivo CSV: ${detail}`,
  approximate: 'Sin coordenadas: ubicación aproximada (centro del municipio)',
} as const;
