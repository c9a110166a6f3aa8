import { Controller, useFormContext } from 'react-hook-form';
import { SwitchField } from '../../../components/form/switch-field';
import type { WizardValues } from '../wizard-values';

type Toggle =
  'hideCompetitorAds' | 'hideGoogleAds' | 'bookingEnabled' | 'contactFormEnabled' | 'hasAi';

const TOGGLES: { name: Toggle; label: string; description: string; premium?: boolean }[] = [
  {
    name: 'hideCompetitorAds',
    label: 'Ocultar anuncios de la competencia',
    description: 'Tu perfil no mostrará negocios de la competencia.',
    premium: true,
  },
  {
    name: 'hideGoogleAds',
    label: 'Ocultar anuncios de Google',
    description: 'Tu perfil se muestra sin publicidad de Google.',
    premium: true,
  },
  {
    name: 'bookingEnabled',
    label: 'Reservas en línea',
    description: 'Tus clientes pueden pedir una reserva desde tu perfil.',
  },
  {
    name: 'contactFormEnabled',
    label: 'Formulario de contacto',
    description: 'Tus clientes pueden escribirte desde tu perfil.',
  },
];

function ToggleRow({ name, label, description, premium }: (typeof TOGGLES)[number]) {
  const { control } = useFormContext<WizardValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwitchField
          name={field.name}
          label={label}
          description={description}
          badge={premium ? 'Premium' : undefined}
          checked={field.value}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}

/** The advanced profile toggles and the AI assistant. */
export function ProfileOptions() {
  return (
    <div className="space-y-4">
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold text-slate-800">
          Opciones avanzadas del perfil
        </legend>
        <div className="mt-1 divide-y divide-slate-100">
          {TOGGLES.map((toggle) => (
            <ToggleRow key={toggle.name} {...toggle} />
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold text-slate-800">Asistente de IA</legend>
        <ToggleRow
          name="hasAi"
          label="Activar el asistente de IA"
          description="Responde a las preguntas frecuentes de tus clientes en tu perfil."
        />
      </fieldset>
    </div>
  );
}
