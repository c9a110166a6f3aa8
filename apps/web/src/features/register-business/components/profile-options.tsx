import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { planIncludes, planName, PLAN_FEATURES, PLAN_SWITCHES } from '@drd/shared/plans';
import { SwitchField } from '../../../components/form/switch-field';
import type { WizardValues } from '../wizard-values';

type Toggle = 'hideCompetitorAds' | 'bookingEnabled' | 'contactFormEnabled';

const TOGGLES: { name: Toggle; label: string; description: string }[] = [
  {
    name: 'hideCompetitorAds',
    label: 'Ocultar anuncios de la competencia',
    description: "Tu perfil no mostrará el bloque 'Negocios similares'.",
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

/** The plan feature a switch needs (shared plans.ts), if any. */
const featureOf = (name: Toggle) =>
  name in PLAN_SWITCHES ? PLAN_SWITCHES[name as keyof typeof PLAN_SWITCHES] : null;

function ToggleRow({ name, label, description }: (typeof TOGGLES)[number]) {
  const { control } = useFormContext<WizardValues>();
  const feature = featureOf(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwitchField
          name={field.name}
          label={label}
          description={description}
          badge={feature ? `Plan ${planName(PLAN_FEATURES[feature].from)}` : undefined}
          checked={field.value}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}

/** The profile switches the chosen plan includes; the server refuses the others (403). */
export function ProfileOptions() {
  const { control, setValue, getValues } = useFormContext<WizardValues>();
  const packageId = useWatch({ control, name: 'packageId' });
  const allowed = TOGGLES.filter((t) => {
    const feature = featureOf(t.name);
    return !feature || planIncludes(packageId, feature);
  });
  // A lower plan chosen after a switch was on turns that switch off, so nothing is sent locked.
  useEffect(() => {
    for (const t of TOGGLES) {
      const feature = featureOf(t.name);
      if (feature && !planIncludes(packageId, feature) && getValues(t.name)) {
        setValue(t.name, false);
      }
    }
  }, [packageId, getValues, setValue]);
  return (
    <fieldset className="min-w-0" data-testid="profile-options">
      <legend className="text-sm font-semibold text-slate-800">Opciones del perfil</legend>
      <div className="mt-1 divide-y divide-slate-100">
        {allowed.map((toggle) => (
          <ToggleRow key={toggle.name} {...toggle} />
        ))}
      </div>
    </fieldset>
  );
}
