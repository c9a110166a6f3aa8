// The price ranges as owners and visitors read them (the wizard and the owner's page).
import { PRICE_RANGES } from '@drd/shared/constants';

export type PriceRange = (typeof PRICE_RANGES)[number];

export const PRICE_RANGE_LABELS: Record<PriceRange, string> = {
  budget: 'Económico ($)',
  moderate: 'Moderado ($$)',
  expensive: 'Alto ($$$)',
  luxury: 'Lujo ($$$$)',
};
/** A stored value that is one of the ranges (older rows may hold anything). */
export const isPriceRange = (v: unknown): v is PriceRange =>
  (PRICE_RANGES as readonly unknown[]).includes(v);

export const PRICE_RANGE_OPTIONS = Object.entries(PRICE_RANGE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
