import type { ReactNode } from 'react';
import type { SystemStatus } from '@drd/shared/api/system';
import { Button } from '../../../components/form/button';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useSystem } from '../api/get-system';
import { useStartBackup } from '../api/start-backup';
import { AdminPage } from './admin-page';
import { BackupList } from './backup-list';
import { ListError, ListLoading } from './list-states';
import { formatBytes, formatMoment, formatSeconds } from './system-format';

function jobLine(job: SystemStatus['jobs'][number]): string {
  const failures =
    job.failures === 1 ? ' · 1 fallo' : job.failures > 1 ? ` · ${job.failures} fallos` : '';
  if (job.lastSuccessAt) return `última bien: ${formatMoment(job.lastSuccessAt)}${failures}`;
  return job.failures > 0 ? `no ha terminado bien${failures}` : 'aún no ha corrido';
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-md border border-slate-200 bg-white p-3 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="mb-1 font-medium text-slate-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/sistema: what the operator checks: the database, mail, jobs, storage and backups. */
export function SystemScreen() {
  const system = useSystem();
  const backup = useStartBackup();
  const running = system.data?.backups.some((b) => b.status === 'running') ?? false;
  const startBackup = () =>
    backup.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Copia en curso',
          description: 'Al terminar se restaura en una base de prueba y se compara.',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'No se pudo empezar la copia.'),
          variant: 'destructive',
        }),
    });
  return (
    <AdminPage
      title="Sistema"
      description="El estado del servidor, la base de datos, el correo, las tareas de fondo y las copias de seguridad."
      action={
        <Button
          onClick={startBackup}
          pending={backup.isPending || running}
          pendingText="Haciendo copia..."
        >
          Hacer copia ahora
        </Button>
      }
    >
      {system.isPending ? (
        <ListLoading label="Cargando el estado del sistema..." />
      ) : system.isError ? (
        <ListError
          title="No se pudo cargar el estado del sistema."
          onRetry={() => void system.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <Section title="Servidor">
            <Facts
              rows={[
                ['Versión', system.data.version],
                ['En marcha desde hace', formatSeconds(system.data.uptimeSeconds)],
              ]}
            />
          </Section>
          <Section title="Base de datos">
            <Facts
              rows={[
                [
                  'Motor',
                  system.data.database.driver === 'postgres' ? 'PostgreSQL' : 'Embebida (PGlite)',
                ],
                ['Tamaño', formatBytes(system.data.database.bytes)],
                [
                  'Tablas más grandes',
                  system.data.database.largestTables
                    .map((t) => `${t.name} (${formatBytes(t.bytes)})`)
                    .join(', '),
                ],
              ]}
            />
          </Section>
          <Section title="Correo">
            <Facts
              rows={[
                ['Por enviar', system.data.outbox.queued],
                [
                  'El más antiguo por enviar',
                  system.data.outbox.queued > 0
                    ? `hace ${formatSeconds(system.data.outbox.oldestAgeSeconds)}`
                    : '—',
                ],
                ['Fallidos', system.data.outbox.failed],
              ]}
            />
          </Section>
          <Section title="Tareas de fondo (esta instancia)">
            {system.data.jobs.length === 0 ? (
              <p className="text-slate-700">Esta instancia no ejecuta tareas de fondo.</p>
            ) : (
              <Facts rows={system.data.jobs.map((job) => [job.name, jobLine(job)])} />
            )}
          </Section>
          <Section title="Almacenamiento">
            <Facts rows={[['Fotos y documentos', formatBytes(system.data.storageBytes)]]} />
          </Section>
          <Section title="Copias de seguridad">
            <p className="text-sm text-slate-700">
              Cada noche a las 3:00 se hace una copia, se restaura en una base de prueba y se
              compara con la original.
            </p>
            <BackupList backups={system.data.backups} />
          </Section>
        </div>
      )}
    </AdminPage>
  );
}
