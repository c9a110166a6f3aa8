// The wizard's form values: what the owner types, kept as the form holds it (ids as numbers or
// null, optional text as ''), which the shared registration schema reads as the API does.
import type { BusinessFeature, PACKAGES } from '@drd/shared/constants';
import type { OpeningHours } from '@drd/shared/opening-hours';
import type { PriceRange } from '../../lib/price-range';
import type { HoursShape } from './hours-shape';

export interface WizardValues {
  name: string;
  description: string;
  category: number | null;
  address: string;
  province: number | null;
  municipality: number | null;
  districtMunicipality: number | null;
  coords: { lat: number; lng: number } | null;
  phone: string;
  email: string;
  website: string;
  logoUrl: string;
  imageUrl: string;
  whatsappNumber: string;
  tagline: string;
  priceRange: PriceRange | '';
  contactEmail: string;
  hideCompetitorAds: boolean;
  bookingEnabled: boolean;
  contactFormEnabled: boolean;
  packageId: (typeof PACKAGES)[number]['id'];
  offerCode: string;
  referralCode: string;
  /** Null until the owner gives hours: nothing is filled in for them (decision 040). */
  openingHours: OpeningHours | null;
  /** The shape chosen on the hours step; '' before a choice. Not sent (the schema drops it). */
  hoursShape: HoursShape | '';
  /** The services ticked; an unticked one is not declared. */
  features: Partial<Record<BusinessFeature, boolean>>;
  notDuplicateOf: number[];
}

export const defaultWizardValues = (): WizardValues => ({
  name: '',
  description: '',
  category: null,
  address: '',
  province: null,
  municipality: null,
  districtMunicipality: null,
  coords: null,
  phone: '',
  email: '',
  website: '',
  logoUrl: '',
  imageUrl: '',
  whatsappNumber: '',
  tagline: '',
  priceRange: '',
  contactEmail: '',
  hideCompetitorAds: false,
  bookingEnabled: false,
  contactFormEnabled: true,
  packageId: 1,
  offerCode: '',
  referralCode: '',
  openingHours: null,
  hoursShape: '',
  features: {},
  notDuplicateOf: [],
});
