import { useFormContext } from 'react-hook-form';
import { BUSINESS_FEATURE_LABELS, BUSINESS_FEATURES } from '@drd/shared/constants';

/**
 * The services the business offers, each a box to tick (the profile's 'Servicios' shows the
 * ticked ones only). For any form whose values hold `features: { wifi?: boolean, … }`: the
 * wizard and the owner's panel.
 */
export function ServicesFieldset() {
  const { register } = useFormContext<{ features: Partial<Record<string, boolean>> }>();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Servicios (opcional)</legend>
      <p className="mt-1 text-sm text-slate-600">
        Marca lo que ofreces; tu perfil muestra solo lo que marques.
      </p>
      <div className="mt-2 grid gap-1 sm:grid-cols-2">
        {BUSINESS_FEATURES.map((key) => (
          <label
            key={key}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50"
          >
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              {...register(`features.${key}`)}
            />
            <span className="text-sm text-slate-800">{BUSINESS_FEATURE_LABELS[key]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
