// The plan table (shared plans.ts) as SQL for public reads: content past a business's plan is
// hidden, never deleted, and shows again when the plan returns (decision 018).
import { PACKAGE_PHOTO_LIMITS } from '@drd/shared/constants';
import { PLAN_FEATURES, type PlanFeatureKey } from '@drd/shared/plans';

/** SQL: the business (by its alias) has a plan that includes the feature. */
export const planAllows = (feature: PlanFeatureKey, business = 'businesses') =>
  `${business}.package_id >= ${PLAN_FEATURES[feature].from}`;

/** SQL: the number of gallery photos the business's plan shows. */
export const photoLimitSql = (business = 'businesses') =>
  `(case ${business}.package_id ${Object.entries(PACKAGE_PHOTO_LIMITS)
    .map(([id, limit]) => `when ${Number(id)} then ${limit}`)
    .join(' ')} else 0 end)`;
