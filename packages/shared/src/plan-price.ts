import { formatCount, formatUsd } from './format';

/** Used until an administrator sets the rate and when env gives none (README, DOP_PER_USD). */
export const DEFAULT_DOP_PER_USD = 60;

/**
 * A plan price as owners read it: 'US$ 60 (RD$ 3,600 aprox.)' at the administrator's rate; just
 * the dollars when no rate is known yet. Whole pesos: the rate is an estimate, the charge is US$.
 */
export function formatPlanPrice(usd: number | string, dopPerUsd: number | null | undefined) {
  const dollars = Number(usd);
  const text = formatUsd(dollars);
  if (!dopPerUsd || !(dopPerUsd > 0) || !Number.isFinite(dollars)) return text;
  return `${text} (RD$ ${formatCount(Math.round(dollars * dopPerUsd))} aprox.)`;
}
