// The profile's two switches, applied at once: the contact form (every plan) and booking requests
// (from the plan that includes them; the server checks it too).
import { planRequiredMessage } from '@drd/shared/plans';
import { FormAlert } from '../../../components/form/form-alert';
import { SwitchField } from '../../../components/form/switch-field';
import { serverMessage } from '../../../lib/api-client';
import { useLeadSettings } from '../api/get-lead-settings';
import { useSaveLeadSettings } from '../api/save-lead-settings';

export function LeadSettingsCard({ businessId }: { businessId: number }) {
  const settings = useLeadSettings(businessId);
  const save = useSaveLeadSettings(businessId);
  if (settings.isPending) return <p className="text-sm text-slate-600">Cargando ajustes…</p>;
  if (settings.isError) {
    return <FormAlert title="No se pudieron cargar los ajustes del formulario" />;
  }
  const current = save.variables && save.isPending ? save.variables : settings.data;
  const change = (patch: Partial<typeof current>) =>
    save.mutate({
      contactFormEnabled: current.contactFormEnabled,
      bookingEnabled: current.bookingEnabled,
      ...patch,
    });
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="mb-1 font-semibold">En tu perfil</h3>
      <SwitchField
        label="Formulario de contacto"
        description="Los clientes te escriben desde tu perfil y el mensaje llega aquí y a tu correo."
        checked={current.contactFormEnabled}
        disabled={save.isPending}
        onCheckedChange={(on) => change({ contactFormEnabled: on })}
      />
      <SwitchField
        label="Solicitudes de reserva"
        description={
          settings.data.bookingAvailable
            ? 'Fecha, hora y cuántas personas: tú confirmas por teléfono o WhatsApp.'
            : planRequiredMessage('booking')
        }
        checked={current.bookingEnabled}
        disabled={save.isPending || (!settings.data.bookingAvailable && !current.bookingEnabled)}
        onCheckedChange={(on) => change({ bookingEnabled: on })}
      />
      {save.isError && (
        <FormAlert title={serverMessage(save.error, 'No se pudo guardar. Inténtalo de nuevo.')} />
      )}
    </div>
  );
}
