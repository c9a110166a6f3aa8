// 'Importar negocios': the administrator picks a CSV, reads the preview row by row, then imports
// it. The file is read in the browser and sent as text twice (preview, then import), so nothing
// half-done waits on the server between the two.
import { useState, type ChangeEvent } from 'react';
import { FileUp } from 'lucide-react';
import { IMPORT_COLUMNS, type ImportBody } from '@drd/shared/api/business-import';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { serverMessage } from '../../../lib/api-client';
import { useApplyImport } from '../api/apply-import';
import { usePreviewImport } from '../api/preview-import';
import { ImportRows } from './import-rows';

const SAMPLE_URL = '/importar-negocios-ejemplo.csv';

export function ImportScreen() {
  const [file, setFile] = useState<ImportBody | null>(null);
  const preview = usePreviewImport();
  const apply = useApplyImport();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    apply.reset();
    if (!picked) return;
    const body = { fileName: picked.name, csv: await picked.text() };
    setFile(body);
    preview.mutate(body);
  };

  const shown = apply.data ?? preview.data;
  const writes = preview.data ? preview.data.counts.new + preview.data.counts.update : 0;
  return (
    <div className="space-y-6">
      <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 className="font-semibold">Archivo CSV</h2>
        {/* The browser's own file button speaks the browser's language; this one speaks Spanish. */}
        <div className="flex flex-wrap items-center gap-3">
          <input
            id="archivo-csv"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void choose(event)}
            className="peer sr-only"
          />
          <label
            htmlFor="archivo-csv"
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md bg-brand-700 px-4 font-semibold text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 hover:bg-brand-800"
          >
            <FileUp className="size-4" aria-hidden />
            Elegir archivo CSV
          </label>
          <span className="min-w-0 text-sm break-all text-slate-700">
            {file ? file.fileName : 'Ningún archivo elegido'}
          </span>
        </div>
        <p className="text-sm text-slate-600">
          Primera línea con los nombres de las columnas: {IMPORT_COLUMNS.join(', ')}. Obligatorias:
          id_externo, nombre, categoria, municipio y telefono.
        </p>
        <a
          href={SAMPLE_URL}
          download
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline"
        >
          Descargar un archivo de ejemplo
        </a>
      </section>

      {preview.isPending && <p role="status">Leyendo el archivo…</p>}
      {preview.isError && (
        <FormAlert title="No se pudo leer el archivo">
          {serverMessage(preview.error, 'Inténtalo de nuevo en unos minutos.')}
        </FormAlert>
      )}
      {apply.isError && (
        <FormAlert title="No se pudo importar">
          {serverMessage(apply.error, 'Inténtalo de nuevo en unos minutos.')}
        </FormAlert>
      )}
      {apply.data && (
        <FormAlert tone="success" title="Importación completada">
          {apply.data.counts.new.toLocaleString('es-DO')} negocios nuevos y{' '}
          {apply.data.counts.update.toLocaleString('es-DO')} actualizados, publicados sin reclamar.
          {apply.data.geocodeQueued > 0 &&
            ` ${apply.data.geocodeQueued.toLocaleString('es-DO')} se ubicarán en el mapa por su dirección (uno por segundo); mientras tanto muestran una ubicación aproximada.`}
        </FormAlert>
      )}
      {preview.data && !apply.data && file && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={() => apply.mutate(file)}
            disabled={writes === 0}
            pending={apply.isPending}
            pendingText="Importando…"
          >
            Importar {writes.toLocaleString('es-DO')} {writes === 1 ? 'negocio' : 'negocios'}
          </Button>
          <p className="text-sm text-slate-600">
            Los duplicados y las filas con error no se importan.
          </p>
        </div>
      )}
      {shown && (
        <ImportRows key={apply.data ? 'result' : 'preview'} result={shown} applied={!!apply.data} />
      )}
    </div>
  );
}
