import { Controller, useFormContext } from 'react-hook-form';
import type { PackageId } from '@drd/shared/constants';
import { formatPlanPrice } from '@drd/shared/plan-price';
import { planFeatureLines } from '@drd/shared/plans';
import { useDopPerUsd } from '../../../components/subscription/get-exchange-rate';
import { usePackages } from '../api/get-packages';
import type { WizardValues } from '../wizard-values';

/** The five yearly plans from the server, as radio cards listing what each includes. */
export function PlanChoice() {
  const { control } = useFormContext<WizardValues>();
  const packages = usePackages();
  const dopPerUsd = useDopPerUsd();
  return (
    <Controller
      control={control}
      name="packageId"
      render={({ field, fieldState }) => (
        <fieldset
          className="min-w-0"
          aria-describedby={fieldState.error ? 'drd-plan-error' : undefined}
        >
          <legend className="text-sm font-medium text-slate-700">
            Plan <span aria-hidden>*</span>
          </legend>
          {packages.isPending && <p className="text-sm text-slate-600">Cargando planes...</p>}
          {packages.isError && (
            <p role="alert" className="text-sm text-red-700">
              No se pudieron cargar los planes. Recarga la página para intentarlo de nuevo.
            </p>
          )}
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {packages.data?.map((plan) => (
              <label
                key={plan.id}
                data-testid="plan-option"
                className={`relative flex min-h-11 cursor-pointer gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                  field.value === plan.id
                    ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                    : 'border-slate-300 bg-white'
                }`}
              >
                {/* The whole card is the radio's target; the circle beside the name shows it. */}
                <input
                  type="radio"
                  name={field.name}
                  ref={field.value === plan.id ? field.ref : undefined}
                  className="absolute inset-0 size-full cursor-pointer opacity-0"
                  checked={field.value === plan.id}
                  onChange={() => field.onChange(plan.id)}
                  onBlur={field.onBlur}
                />
                <span
                  aria-hidden
                  className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 ${
                    field.value === plan.id ? 'border-brand-700' : 'border-slate-400'
                  }`}
                >
                  {field.value === plan.id && (
                    <span className="size-2.5 rounded-full bg-brand-700" />
                  )}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{plan.name}</span>
                  <span className="block text-sm text-brand-800">
                    {formatPlanPrice(plan.price, dopPerUsd)}/año
                  </span>
                  {plan.description && (
                    <span className="block text-xs text-slate-600">{plan.description}</span>
                  )}
                  <PlanLines id={plan.id as PackageId} />
                </span>
              </label>
            ))}
          </div>
          {fieldState.error && (
            <p id="drd-plan-error" role="alert" className="text-sm text-red-700">
              {fieldState.error.message}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

/**
 * What a plan includes, on every card as on '/planes' (the photo line, then what it adds to the
 * plan below), from the plan table (shared plans.ts): the owner compares without choosing first.
 */
function PlanLines({ id }: { id: PackageId }) {
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-4 text-sm text-slate-700" data-testid="plan-lines">
      {planFeatureLines(id).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
