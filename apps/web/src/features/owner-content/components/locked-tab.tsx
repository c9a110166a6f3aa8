import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { planName, PLAN_FEATURES, type PlanFeatureKey } from '@drd/shared/plans';

/** A content type the plan does not include: which plan opens it, and that nothing is lost. */
export function LockedTab({ feature }: { feature: PlanFeatureKey }) {
  return (
    <div
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-slate-800"
      data-testid="locked-tab"
    >
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Lock className="size-4 shrink-0" aria-hidden />
        Incluido desde el plan {planName(PLAN_FEATURES[feature].from)}
      </p>
      <p className="mt-1">
        Lo que ya hayas publicado aquí se guarda, oculto al público, y vuelve a mostrarse cuando tu
        plan lo incluya.
      </p>
      <Link
        to="/planes"
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        Ver los planes
      </Link>
    </div>
  );
}
