// The 'Mensajes' tab of the owner's page: the switches, then the inbox or the archive.
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/form/button';
import { serverMessage } from '../../../lib/api-client';
import { useLeads } from '../api/get-leads';
import { useUpdateLead } from '../api/update-lead';
import { LeadCard } from './lead-card';
import { LeadSettingsCard } from './lead-settings-card';

export function LeadsTab({ businessId }: { businessId: number }) {
  const [archived, setArchived] = useState(false);
  const leads = useLeads(businessId, archived);
  const update = useUpdateLead(businessId);
  return (
    <div className="space-y-4">
      <LeadSettingsCard businessId={businessId} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {archived ? 'Archivados' : 'Bandeja de entrada'}
          {!archived && leads.data && leads.data.unread > 0 && ` · ${leads.data.unread} sin leer`}
        </h3>
        <Button variant="ghost" onClick={() => setArchived(!archived)}>
          {archived ? 'Ver la bandeja' : 'Ver archivados'}
        </Button>
      </div>
      {update.isError && (
        <FormAlert title={serverMessage(update.error, 'No se pudo guardar el cambio.')} />
      )}
      {leads.isPending ? (
        <p className="text-sm text-slate-600">Cargando mensajes…</p>
      ) : leads.isError ? (
        <FormAlert title="No se pudieron cargar tus mensajes">
          <Button variant="secondary" className="mt-2" onClick={() => void leads.refetch()}>
            Reintentar
          </Button>
        </FormAlert>
      ) : leads.data.leads.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          {archived
            ? 'No tienes mensajes archivados.'
            : 'Aún no tienes mensajes. Cuando un cliente te escriba desde tu perfil, lo verás aquí y te avisaremos por correo.'}
        </p>
      ) : (
        <ul className="space-y-3">
          {leads.data.leads.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              pending={update.isPending && update.variables.id === lead.id}
              onChange={(change) => update.mutate(change)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The tab's name with the unread count, read from the same query as the inbox. */
export function LeadsTabLabel({ businessId }: { businessId: number }) {
  const unread = useLeads(businessId).data?.unread ?? 0;
  return (
    <>
      Mensajes
      {unread > 0 && (
        <span
          aria-label={`${unread} sin leer`}
          className="ml-1.5 rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
        >
          {unread}
        </span>
      )}
    </>
  );
}
