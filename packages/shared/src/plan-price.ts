import { formatCount, formatUsd } from './format';

/** Used until an administrator sets the rate and when env gives none (README, DOP_PER_USD). */
export const DEFAULT_DOP_PER_USD = 60;

/** 'RD$ 3,600 aprox.' for US$ 60 at 60; null without a usable rate. */
export function formatDopEstimate(usd: number | string, dopPerUsd: number | null | undefined) {
  const dollars = Number(usd);
  if (!dopPerUsd || !(dopPerUsd > 0) || !Number.isFinite(dollars)) return null;
  return `RD$ ${formatCount(Math.round(dollars * dopPerUsd))} aprox.`;
}

/**
 * A plan price as owners read it: 'US$ 60 (RD$ 3,600 aprox.)' at the administrator's rate; just
 * the dollars when no rate is known yet. Whole pesos: the rate is an estimate, the charge is US$.
 */
export function formatPlanPrice(usd: number | string, dopPerUsd: number | null | undefined) {
  const text = formatUsd(Number(usd));
  const pesos = formatDopEstimate(usd, dopPerUsd);
  return pesos ? `${text} (${pesos})` : text;
}
