// The plan table of DESIGN.md §3 ('Plans are one table'): what each yearly plan includes. The
// server enforces it on every write, '/planes' and the wizard sell exactly its rows, and the
// owner's panel shows what is locked and which plan opens it. Higher plans include the lower.
import { PACKAGES, PACKAGE_PHOTO_LIMITS, type PackageId } from './constants';

interface PlanFeature {
  /** The first plan that includes it. */
  from: PackageId;
  /** Its line on '/planes' and in the wizard's benefits. */
  sells: string;
  /** The subject of the refusal: '{subject} están incluidos desde el plan …'. */
  subject: string;
}

const feature = (from: PackageId, sells: string, subject: string): PlanFeature => ({
  from,
  sells,
  subject,
});

export const PLAN_FEATURES = {
  listing: feature(1, 'Perfil con datos, horario, logo y portada', 'El perfil'),
  faqs: feature(1, 'Preguntas frecuentes', 'Las preguntas frecuentes'),
  socialLinks: feature(1, 'Enlaces a tus redes sociales', 'Los enlaces a redes sociales'),
  contact: feature(1, 'Botones de llamar y WhatsApp', 'Los botones de contacto'),
  reviews: feature(1, 'Reseñas y respuestas a tus clientes', 'Las reseñas'),
  leads: feature(1, 'Formulario de contacto y bandeja de mensajes', 'Los mensajes de clientes'),
  stats30: feature(1, 'Estadísticas de los últimos 30 días', 'Las estadísticas de 30 días'),
  menus: feature(2, 'Menú con precios', 'El menú'),
  products: feature(2, 'Catálogo de productos con precios', 'Los productos'),
  events: feature(2, 'Eventos en tu perfil', 'Los eventos'),
  videos: feature(3, 'Videos en tu perfil', 'Los videos'),
  offers: feature(3, 'Ofertas y cupones', 'Las ofertas y cupones'),
  booking: feature(3, 'Solicitudes de reserva', 'Las solicitudes de reserva'),
  stats365: feature(
    3,
    'Estadísticas de 12 meses y el informe mensual',
    'Las estadísticas de 12 meses',
  ),
  featuredMunicipality: feature(
    4,
    'Destacado en las listas de tu municipio',
    'El destacado en tu municipio',
  ),
  hideSimilar: feature(
    4,
    "Sin el bloque 'Negocios similares' en tu perfil",
    "Ocultar 'Negocios similares'",
  ),
  searchWords: feature(
    4,
    'Las búsquedas que llevaron a tu perfil',
    'Las búsquedas que llevaron a tu perfil',
  ),
  featuredProvince: feature(
    5,
    'Destacado en toda tu provincia y primero en tu categoría',
    'El destacado en tu provincia',
  ),
} as const satisfies Record<string, PlanFeature>;

export type PlanFeatureKey = keyof typeof PLAN_FEATURES;

export const planName = (id: PackageId): string => PACKAGES.find((p) => p.id === id)!.name;

/** Whether a plan includes a feature; an unknown or missing plan includes nothing. */
export function planIncludes(packageId: number | null | undefined, key: PlanFeatureKey): boolean {
  return typeof packageId === 'number' && packageId >= PLAN_FEATURES[key].from;
}

/** 'Incluido' agreeing with the subject's article: 'Las reseñas están incluidas'. */
function agreement(subject: string): string {
  const article = subject.split(' ')[0];
  if (article === 'Las') return 'están incluidas';
  if (article === 'Los') return 'están incluidos';
  if (article === 'La') return 'está incluida';
  return 'está incluido';
}

/** The Spanish refusal (403) naming the plan that opens the feature. */
export function planRequiredMessage(key: PlanFeatureKey): string {
  const f = PLAN_FEATURES[key];
  return `${f.subject} ${agreement(f.subject)} desde el plan ${planName(f.from)}`;
}

/** Gallery photos a plan allows (0 without a plan). */
export const photoLimit = (packageId: number | null | undefined): number =>
  PACKAGE_PHOTO_LIMITS[packageId as PackageId] ?? 0;

/**
 * The photo limit said one way everywhere ('/planes', the wizard, the panel, the refusal):
 * 'hasta 5 fotos en la galería'. The size of a photo is the uploader's business, not the plan's.
 */
export const photoLimitWords = (limit: number): string => `hasta ${limit} fotos en la galería`;

/** A plan's photo line on '/planes' and in the wizard: 'Hasta 5 fotos en la galería'. */
export const photoLimitLine = (limit: number): string => {
  const words = photoLimitWords(limit);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The statistics periods (days) an owner may choose, and the plan each needs. */
export const STATS_PERIODS = [
  { days: 7, feature: 'stats30' },
  { days: 30, feature: 'stats30' },
  { days: 90, feature: 'stats365' },
  { days: 365, feature: 'stats365' },
] as const satisfies readonly { days: number; feature: PlanFeatureKey }[];
export type StatsPeriod = (typeof STATS_PERIODS)[number]['days'];

/** Each plan's lines for '/planes' and the wizard: the photos, then what it adds to the one below. */
export function planLines(id: PackageId): { added: string[]; photos: string } {
  const added = Object.values(PLAN_FEATURES)
    .filter((f) => f.from === id)
    .map((f) => f.sells);
  return { added, photos: photoLimitLine(PACKAGE_PHOTO_LIMITS[id]) };
}

/** The business switches a plan must include to turn on (wizard and server read this). */
export const PLAN_SWITCHES = {
  bookingEnabled: 'booking',
  hideCompetitorAds: 'hideSimilar',
} as const satisfies Record<string, PlanFeatureKey>;
export type PlanSwitch = keyof typeof PLAN_SWITCHES;

/** The first switch turned on that the plan does not include, if any. */
export function switchPastPlan(
  packageId: number,
  values: Partial<Record<PlanSwitch, boolean>>,
): PlanFeatureKey | null {
  const key = (Object.keys(PLAN_SWITCHES) as PlanSwitch[]).find(
    (name) => values[name] === true && !planIncludes(packageId, PLAN_SWITCHES[name]),
  );
  return key ? PLAN_SWITCHES[key] : null;
}

/** A plan's short description on '/planes' and in the wizard, from the table. */
export const planDescription = (id: PackageId): string =>
  id === 1
    ? 'Tu negocio en el directorio con lo esencial para que te encuentren.'
    : `Todo lo del plan ${planName((id - 1) as PackageId)}, y además:`;

/** Every line a plan is sold with (the seeded packages' features): photos, then what it adds. */
export function planFeatureLines(id: PackageId): string[] {
  const { added, photos } = planLines(id);
  return [photos, ...added];
}
