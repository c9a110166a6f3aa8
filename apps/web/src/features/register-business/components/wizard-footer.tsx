import { CheckCircle2 } from 'lucide-react';
import { planFeatureLines } from '@drd/shared/plans';
import { PrivacyConsent } from '../../../components/form/privacy-consent';

// What every plan includes, from the plan table (shared plans.ts): nothing a plan does not give.
const BENEFITS = planFeatureLines(1);

/** The terms notice and the collapsible list of benefits. */
export function WizardFooter() {
  return (
    <footer className="space-y-3 border-t border-slate-200 pt-4 text-sm text-slate-600">
      <PrivacyConsent action="Al registrar tu negocio" />
      <p>Un administrador revisará tu negocio antes de publicarlo.</p>
      <details className="rounded-lg bg-slate-50 px-3">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-slate-800">
          Beneficios de registrar tu negocio
        </summary>
        <ul className="space-y-2 pb-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
              {benefit}
            </li>
          ))}
        </ul>
      </details>
    </footer>
  );
}
