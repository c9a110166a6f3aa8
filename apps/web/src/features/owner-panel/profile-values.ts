// The business-facts editor's values: what the form holds (optional text as ''), started from the
// waiting version when there is one, since saving again replaces that version.
import type { OwnerProfile } from '@drd/shared/api/content/profile';
import { BUSINESS_FEATURES, WEEKDAYS, type BusinessFeature } from '@drd/shared/constants';
import { DEFAULT_OPENING_HOURS, toDayHours, type OpeningHours } from '@drd/shared/opening-hours';
import { isPriceRange, type PriceRange } from '../../lib/price-range';

export interface ProfileValues {
  name: string;
  category: number | null;
  province: number | null;
  municipality: number | null;
  districtMunicipality: number | null;
  description: string;
  tagline: string;
  openingHours: OpeningHours;
  phone: string;
  whatsappNumber: string;
  email: string;
  contactEmail: string;
  website: string;
  address: string;
  coords: { lat: number; lng: number } | null;
  priceRange: PriceRange | '';
  features: Record<BusinessFeature, boolean>;
  logoUrl: string;
  imageUrl: string;
}

type Facts = OwnerProfile['profile'];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const id = (value: unknown) => (typeof value === 'number' ? value : null);

function hoursOf(value: unknown): OpeningHours {
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const hours = record[day];
      return [day, toDayHours(hours) ?? { ...DEFAULT_OPENING_HOURS[day] }];
    }),
  ) as OpeningHours;
}

function featuresOf(value: unknown): ProfileValues['features'] {
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return Object.fromEntries(BUSINESS_FEATURES.map((key) => [key, record[key] === true])) as Record<
    BusinessFeature,
    boolean
  >;
}

function coordsOf(value: unknown): ProfileValues['coords'] {
  if (!value || typeof value !== 'object') return null;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
}

/** The facts the owner sees and edits: the waiting version over the published one. */
export function currentFacts(profile: OwnerProfile): Facts {
  const waiting = profile.pendingChange?.data;
  return waiting ? { ...profile.profile, ...waiting } : profile.profile;
}

export function profileValues(facts: Facts): ProfileValues {
  return {
    name: text(facts.name),
    category: id(facts.category),
    province: id(facts.province),
    municipality: id(facts.municipality),
    districtMunicipality: id(facts.districtMunicipality),
    description: text(facts.description),
    tagline: text(facts.tagline),
    openingHours: hoursOf(facts.openingHours),
    phone: text(facts.phone),
    whatsappNumber: text(facts.whatsappNumber),
    email: text(facts.email),
    contactEmail: text(facts.contactEmail),
    website: text(facts.website),
    address: text(facts.address),
    coords: coordsOf(facts.coords),
    priceRange: isPriceRange(facts.priceRange) ? facts.priceRange : '',
    features: featuresOf(facts.features),
    logoUrl: text(facts.logoUrl),
    imageUrl: text(facts.imageUrl),
  };
}

const PHOTOS = ['logoUrl', 'imageUrl'] as const;
type Body = Omit<ProfileValues, (typeof PHOTOS)[number]> &
  Partial<Pick<ProfileValues, (typeof PHOTOS)[number]>>;

/**
 * What the editor sends: a logo or cover that is still the published one is left out, so it stays
 * (a demo picture's path on this site is no URL the schema takes); an emptied one removes it.
 */
export function profileBody(values: ProfileValues, published: Facts): Body {
  const body: Body = { ...values };
  for (const key of PHOTOS) {
    if (values[key] === text(published[key])) delete body[key];
  }
  return body;
}

/** Which facts a waiting change would alter, in the editor's order (for the pending notice). */
export function changedFacts(profile: OwnerProfile): (keyof ProfileValues)[] {
  const waiting = profile.pendingChange?.data;
  if (!waiting) return [];
  const before = profileValues(profile.profile);
  const after = profileValues(currentFacts(profile));
  return (Object.keys(before) as (keyof ProfileValues)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** A new name or category takes the verified badge away until it is checked again. */
export function changesIdentity(
  values: Pick<ProfileValues, 'name' | 'category'>,
  published: Facts,
) {
  return values.name.trim() !== published.name || values.category !== published.category;
}

export const FACT_LABELS: Record<keyof ProfileValues, string> = {
  name: 'Nombre',
  category: 'Categoría',
  province: 'Provincia',
  municipality: 'Municipio',
  districtMunicipality: 'Distrito municipal',
  description: 'Descripción',
  tagline: 'Lema',
  openingHours: 'Horario',
  phone: 'Teléfono',
  whatsappNumber: 'WhatsApp',
  email: 'Email',
  contactEmail: 'Email de contacto',
  website: 'Sitio web',
  address: 'Dirección',
  coords: 'Ubicación en el mapa',
  priceRange: 'Rango de precios',
  features: 'Servicios',
  logoUrl: 'Logo',
  imageUrl: 'Foto de portada',
};
