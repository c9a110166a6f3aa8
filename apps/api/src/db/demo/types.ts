import type { OpeningHours } from '@drd/shared/opening-hours';
import type { BusinessFeatures, SocialMedia } from '../schema';

export type HoursPreset =
  | 'office'
  | 'shop'
  | 'restaurant'
  | 'bar'
  | 'allday'
  | 'colmado'
  | 'bakery'
  | 'clinic'
  | 'weekdays'
  | 'split';

/** One demo business, written compactly; places by ONE code, category by slug. */
export interface DemoBusiness {
  key: string;
  name: string;
  category: string;
  /** ONE code of the municipality (4 digits) or municipal district (6 digits). */
  place: string;
  address: string;
  lat: number;
  lng: number;
  phone: string;
  whatsapp?: boolean;
  description: string;
  tagline?: string;
  hours: HoursPreset | OpeningHours;
  packageId: 1 | 2 | 3 | 4 | 5;
  features?: (keyof BusinessFeatures)[];
  website?: string;
  email?: string;
  image: string;
  logo?: boolean;
  visits: number;
  inactive?: boolean;
  /** Owned by the demo business owner account. */
  owned?: boolean;
  /** Shows the 'Verificado' badge (an administrator approved its RNC a month after it opened). */
  verified?: boolean;
  social?: SocialMedia;
  priceRange?: 'budget' | 'moderate' | 'expensive' | 'luxury';
  /** Months since activation (most recent first in 'Recién Publicados'). */
  age: number;
}

/** Reference centres of the municipalities and districts used, for sanity checks. */
export const PLACE_CENTRES: Record<string, { lat: number; lng: number }> = {
  '1801': { lat: 19.7934, lng: -70.6884 },
  '180102': { lat: 19.652, lng: -70.598 },
  '180103': { lat: 19.858, lng: -70.745 },
  '1802': { lat: 19.6757, lng: -70.8363 },
  '180202': { lat: 19.662, lng: -70.797 },
  '1803': { lat: 19.7267, lng: -70.9229 },
  '1804': { lat: 19.7535, lng: -70.8306 },
  '1805': { lat: 19.7333, lng: -71.0333 },
  '1806': { lat: 19.8917, lng: -70.9619 },
  '180602': { lat: 19.885, lng: -71.07 },
  '1807': { lat: 19.7523, lng: -70.5191 },
  '180702': { lat: 19.7505, lng: -70.4096 },
  '180703': { lat: 19.69, lng: -70.44 },
  '1808': { lat: 19.8167, lng: -71.05 },
  '1809': { lat: 19.7428, lng: -70.6011 },
  '2501': { lat: 19.4517, lng: -70.697 },
  '0101': { lat: 18.4722, lng: -69.9 },
  '3201': { lat: 18.488, lng: -69.857 },
};
