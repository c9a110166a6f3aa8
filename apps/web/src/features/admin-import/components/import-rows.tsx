import { useState } from 'react';
import { Link } from 'react-router';
import {
  IMPORT_KIND_LABELS,
  type ImportResult,
  type ImportRowKind,
} from '@drd/shared/api/business-import';

const LOOKS: Record<ImportRowKind, string> = {
  new: 'bg-emerald-100 text-emerald-900',
  update: 'bg-sky-100 text-sky-900',
  duplicate: 'bg-amber-100 text-amber-900',
  error: 'bg-red-100 text-red-900',
};
// Errors and duplicates first: they are what the administrator has to fix in the file.
const FILTERS: ImportRowKind[] = ['error', 'duplicate', 'new', 'update'];
// A 10,000-row file would be a slow page; the counts say how many are not listed.
const SHOWN = 200;

/** The rows of a preview or a result, one kind at a time, with their line and reason. */
export function ImportRows({ result, applied }: { result: ImportResult; applied: boolean }) {
  const first = FILTERS.find((k) => result.counts[k] > 0) ?? 'new';
  const [kind, setKind] = useState<ImportRowKind>(first);
  const rows = result.rows.filter((r) => r.kind === kind);
  return (
    <section aria-labelledby="filas" className="space-y-3">
      <h2 id="filas" className="text-xl font-bold">
        {applied ? 'Resultado por fila' : 'Vista previa por fila'}
      </h2>
      <div role="group" aria-label="Tipo de fila" className="flex flex-wrap gap-2">
        {FILTERS.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={k === kind}
            onClick={() => setKind(k)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium ${
              k === kind
                ? 'bg-brand-700 text-white'
                : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
            }`}
          >
            {IMPORT_KIND_LABELS[k]}
            <span className="tabular-nums">{result.counts[k].toLocaleString('es-DO')}</span>
          </button>
        ))}
      </div>
      {rows.length === 0 ? (
        <p className="text-slate-600">Ninguna fila de este tipo.</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {rows.slice(0, SHOWN).map((row) => (
            <li key={row.line} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3">
              <span className="text-sm text-slate-500 tabular-nums">Línea {row.line}</span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${LOOKS[row.kind]}`}>
                {IMPORT_KIND_LABELS[row.kind]}
              </span>
              <span className="min-w-0 font-medium break-words">
                {applied && row.businessId && (row.kind === 'new' || row.kind === 'update') ? (
                  <Link to={`/negocio/${row.businessId}`} className="text-brand-800 underline">
                    {row.name || '(sin nombre)'}
                  </Link>
                ) : (
                  row.name || '(sin nombre)'
                )}
              </span>
              <span className="text-sm break-all text-slate-500">{row.externalId}</span>
              {row.reason && (
                <p className="w-full text-sm break-words text-slate-700">{row.reason}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      {rows.length > SHOWN && (
        <p className="text-sm text-slate-600">
          Se muestran {SHOWN} de {rows.length.toLocaleString('es-DO')} filas de este tipo.
        </p>
      )}
    </section>
  );
}
