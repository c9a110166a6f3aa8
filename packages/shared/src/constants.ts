// The product's constants in one place, so the API and the web app never disagree.
export const BRAND = 'Directorio RD';
export const TIME_ZONE = 'America/Santo_Domingo';
// The Dominican Republic keeps UTC-4 all year (no daylight saving), so a fixed offset is exact
// and much cheaper than Intl time-zone formatting.
export const DOMINICAN_UTC_OFFSET_MS = -4 * 60 * 60 * 1000;
export const LOCALE = 'es-DO';

export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const FEATURED_LIMIT = 8;
export const RECENT_LIMIT = 8;
export const MAX_RECENT_LIMIT = 50;
export const CATEGORY_GRID_INITIAL = 8;
export const SEARCH_MIN_LENGTH = 3;
export const NEAR_ME_RADIUS_KM = 10;
export const MAX_RADIUS_KM = 500;
export const GEOLOCATION_TIMEOUT_MS = 5000;
export const READ_MORE_THRESHOLD = 180;
export const RATING_SCALE = 10;
export const RATING_MAX = 5;
export const VISIT_DEDUP_MINUTES = 30;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const SESSION_DAYS = 30;

export const DEFAULT_POINT = { lat: 19.7934, lng: -70.6884 } as const;
export const MAP_PAGE_CENTER = { lat: 19.7562394, lng: -70.6289864 } as const;
export const MAP_PAGE_ZOOM = 9;
export const MAP_SINGLE_MARKER_ZOOM = 15;
export const MAP_FIT_PADDING = 50;
export const MAP_PAGE_HEIGHT_PX = 600;
export const MAP_PICKER_HEIGHT_PX = 300;
export const MAP_LOAD_TIMEOUT_MS = 5000;

export const TOAST_DURATION_MS = 5000;
export const EMERGENCY_PHONE = '911';
export const HELP_WHATSAPP = '18095550100';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Lunes',
  tuesday: 'Martes',
  wednesday: 'Miércoles',
  thursday: 'Jueves',
  friday: 'Viernes',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

/** The five yearly plans (fixed ids; prices in US dollars). */
// Names say what a plan sells (DESIGN.md §4 'Words', docs/decisions/040-plan-names-and-hours.md);
// the types stay as stored ('afiliado' is plan 1's id in old rows, not the affiliate programme).
export const PACKAGES = [
  { id: 1, type: 'afiliado', name: 'Perfil Básico', price: 25 },
  { id: 2, type: 'esencial', name: 'Presencia Esencial', price: 60 },
  { id: 3, type: 'plus', name: 'Visibilidad Plus', price: 150 },
  { id: 4, type: 'pro', name: 'Impacto Pro', price: 250 },
  { id: 5, type: 'elite', name: 'Élite Destacado', price: 400 },
] as const;
export type PackageId = (typeof PACKAGES)[number]['id'];

/** Gallery photos per plan (each at most 1 MB after processing). */
export const PACKAGE_PHOTO_LIMITS: Record<PackageId, number> = {
  1: 5,
  2: 15,
  3: 100,
  4: 150,
  5: 200,
};
/** The plan the marketing page marks 'Más popular' (Visibilidad Plus). */
export const POPULAR_PACKAGE_ID: PackageId = 3;

export const ROLES = ['user', 'business_owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PRICE_RANGES = ['budget', 'moderate', 'expensive', 'luxury'] as const;

export const BUSINESS_FEATURES = [
  'wifi',
  'parking',
  'delivery',
  'creditCard',
  'cash',
  'mobilePayment',
  'accessibility',
  'petFriendly',
  'virtualAssistant',
] as const;
export type BusinessFeature = (typeof BUSINESS_FEATURES)[number];
/** The services' names, on the profile and in the owner's editor. */
export const BUSINESS_FEATURE_LABELS: Record<BusinessFeature, string> = {
  wifi: 'WiFi',
  parking: 'Parqueo',
  delivery: 'Delivery',
  creditCard: 'Tarjeta de crédito',
  cash: 'Efectivo',
  mobilePayment: 'Pago móvil',
  accessibility: 'Accesible',
  petFriendly: 'Acepta mascotas',
  virtualAssistant: 'Asistente virtual',
};

/** Shown where a business has no photo, or its photo fails to load. */
export const BUSINESS_PLACEHOLDER_IMAGE = '/images/negocios/placeholder.svg';
