import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminBusiness } from '@drd/shared/api/admin-console';
import { businessPath } from '@drd/shared/business-path';
import { formatDate, formatDateTime } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { serverMessage } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast-store';
import { useAuditLog } from '../api/get-audit-log';
import { useChangeBusinessState } from '../api/change-business-state';
import { useDirectoryBusiness } from '../api/get-directory-business';
import { BUSINESS_STATE_LABELS, BUSINESS_STATE_TONE } from '../console-labels';
import { planName } from '../labels';
import { AdminPage } from './admin-page';
import { AuditEntries } from './audit-entries';
import { FactsDialog } from './facts-dialog';
import { ListEmpty, ListError, ListLoading, StatusBadge } from './list-states';
import { SuspendDialog } from './suspend-dialog';
import { TransferDialog } from './transfer-dialog';

/** /admin/directorio/:id: one business's facts, state, actions and history. */
export function DirectoryBusinessScreen() {
  const id = Number(useParams().id);
  const business = useDirectoryBusiness(id);
  if (business.isPending) {
    return (
      <AdminPage title="Negocio">
        <ListLoading label="Cargando negocio..." />
      </AdminPage>
    );
  }
  if (business.isError) {
    return (
      <AdminPage title="Negocio">
        <ListError title="No se pudo cargar el negocio." onRetry={() => void business.refetch()} />
      </AdminPage>
    );
  }
  return <BusinessView business={business.data} />;
}

function BusinessView({ business }: { business: AdminBusiness }) {
  const [suspending, setSuspending] = useState<'suspended' | 'unpublished' | null>(null);
  const [editing, setEditing] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const restore = useChangeBusinessState();
  const history = useAuditLog(1, { type: 'business', id: business.id });
  const published = business.state === 'active' || business.state === 'lapsed';
  const onRestore = () =>
    restore.mutate(
      { id: business.id, restore: true },
      {
        onSuccess: () =>
          toast({
            title: 'Negocio restaurado',
            description: 'Vuelve a aparecer en el directorio.',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessage(error, 'No se pudo restaurar el negocio.'),
            variant: 'destructive',
          }),
      },
    );
  const facts: [string, string | null][] = [
    ['Categoría', business.category],
    ['Municipio', business.municipality],
    ['Teléfono', business.phone],
    ['WhatsApp', business.whatsappNumber],
    ['Correo', business.email],
    ['Sitio web', business.website],
    ['Dirección', business.address],
    ['Lema', business.tagline],
    ['Plan', planName(business.packageId)],
    ['Vence', business.expiresAt ? formatDate(business.expiresAt) : null],
    ['Registrado', formatDate(business.createdAt)],
    [
      'Dueño',
      business.owner ? `${business.owner.username} (${business.owner.email})` : 'Sin dueño',
    ],
  ];
  return (
    <AdminPage
      title={business.name}
      description={
        <Link to="/admin/directorio" className="underline">
          Volver a la búsqueda
        </Link>
      }
      action={
        <StatusBadge tone={BUSINESS_STATE_TONE[business.state]}>
          {BUSINESS_STATE_LABELS[business.state]}
        </StatusBadge>
      }
    >
      {business.suspension && (
        <FormAlert
          tone="info"
          title={`${business.suspension.kind === 'suspended' ? 'Suspendido' : 'Despublicado'} el ${formatDateTime(business.suspension.at)}`}
        >
          Motivo que lee el dueño: {business.suspension.reason}
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Editar datos
        </Button>
        <Button variant="secondary" onClick={() => setTransferring(true)}>
          Transferir
        </Button>
        {published && (
          <>
            <Button variant="danger" onClick={() => setSuspending('suspended')}>
              Suspender
            </Button>
            <Button variant="secondary" onClick={() => setSuspending('unpublished')}>
              Despublicar
            </Button>
          </>
        )}
        {business.suspension && (
          <Button onClick={onRestore} pending={restore.isPending} pendingText="Restaurando...">
            Restaurar
          </Button>
        )}
        <Link
          to={businessPath(business)}
          className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-brand-700 underline"
        >
          Ver página
        </Link>
      </div>
      <section className="rounded-xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-semibold">Datos</h2>
        <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="break-words">{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 break-words whitespace-pre-line text-slate-800">
          {business.description}
        </p>
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Historial</h2>
        {history.isPending ? (
          <ListLoading label="Cargando historial..." />
        ) : history.isError ? (
          <ListError
            title="No se pudo cargar el historial."
            onRetry={() => void history.refetch()}
          />
        ) : history.data.entries.length === 0 ? (
          <ListEmpty title="Sin acciones registradas" />
        ) : (
          <AuditEntries entries={history.data.entries} showTarget={false} />
        )}
      </section>
      <SuspendDialog business={business} kind={suspending} onClose={() => setSuspending(null)} />
      <TransferDialog
        business={business}
        open={transferring}
        onClose={() => setTransferring(false)}
      />
      {editing && <FactsDialog business={business} open onClose={() => setEditing(false)} />}
    </AdminPage>
  );
}
