import { Link } from 'react-router';
import { planName, PLAN_FEATURES, type PlanFeatureKey } from '@drd/shared/plans';

/**
 * The plan table's line for a feature and the first plan that includes it (never typed by hand),
 * linked to '/planes'; `sells` replaces the line (the gallery's photo count).
 */
export function PlanLink({ feature, sells }: { feature: PlanFeatureKey; sells?: string }) {
  return (
    <p className="mt-3 text-sm">
      <Link
        to="/planes"
        data-testid="plan-link"
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900"
      >
        {sells ?? PLAN_FEATURES[feature].sells}: desde el plan{' '}
        {planName(PLAN_FEATURES[feature].from)}
      </Link>
    </p>
  );
}
