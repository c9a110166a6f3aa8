import { STEPS } from '../wizard-steps';

/** 'Paso 2 de 4' with the bar and the names of the steps. */
export function WizardProgress({ step }: { step: number }) {
  const percent = Math.round(((step + 1) / STEPS.length) * 100);
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-700">
        Paso {step + 1} de {STEPS.length}: {STEPS[step]!.title}
      </p>
      <div
        role="progressbar"
        aria-label="Progreso del registro"
        aria-valuemin={1}
        aria-valuemax={STEPS.length}
        aria-valuenow={step + 1}
        aria-valuetext={`Paso ${step + 1} de ${STEPS.length}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
      <ol className="hidden justify-between text-xs text-slate-600 sm:flex">
        {STEPS.map((s, i) => (
          <li
            key={s.title}
            aria-current={i === step ? 'step' : undefined}
            className={i === step ? 'font-semibold text-brand-800' : ''}
          >
            {i + 1}. {s.title}
          </li>
        ))}
      </ol>
    </div>
  );
}
