// A submission's stored values as a person reads them: labelled fields, prices in pesos, dates,
// opening hours by day, images and videos to show, never JSON.
import {
  BUSINESS_FEATURE_LABELS,
  BUSINESS_FEATURES,
  WEEKDAYS,
  WEEKDAY_LABELS,
} from '@drd/shared/constants';
import { contentFieldLabel, contentFieldOrder } from '@drd/shared/api/content/field-labels';
import { formatDateTime, formatMoneyDOP } from '@drd/shared/format';
import { dayHoursText, toDayHours } from '@drd/shared/opening-hours';
import { youtubeId } from '@drd/shared/youtube';

export type Readable =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'lines'; lines: string[] }
  | { kind: 'link'; url: string }
  | { kind: 'image'; url: string }
  | { kind: 'video'; url: string; embedId: string };

/** The business's facts and special dates; a content type's fields are named by its form. */
const FIELD_LABELS: Record<string, string> = {
  logoUrl: 'Logo',
  imageUrl: 'Imagen',
  caption: 'Descripción',
  youtubeUrl: 'Video',
  title: 'Título',
  question: 'Pregunta',
  answer: 'Respuesta',
  platform: 'Red social',
  url: 'Enlace',
  sectionName: 'Sección',
  itemName: 'Nombre',
  name: 'Nombre',
  description: 'Descripción',
  price: 'Precio',
  eventDate: 'Inicio',
  eventEndDate: 'Fin',
  location: 'Lugar',
  registrationUrl: 'Enlace de inscripción',
  reviewId: 'Reseña',
  reply: 'Respuesta',
  tagline: 'Eslogan',
  openingHours: 'Horario',
  phone: 'Teléfono',
  whatsappNumber: 'WhatsApp',
  email: 'Correo electrónico',
  contactEmail: 'Correo de contacto',
  website: 'Sitio web',
  address: 'Dirección',
  category: 'Categoría',
  province: 'Provincia',
  municipality: 'Municipio',
  districtMunicipality: 'Distrito municipal',
  coords: 'Ubicación en el mapa',
  pinConfirmed: 'Punto confirmado por el dueño',
  priceRange: 'Rango de precios',
  features: 'Servicios',
  specialDate: 'Fecha especial',
  specialHours: 'Horario ese día',
};

/** Kept by the server for its own use (the id taken from a YouTube URL, the order, the state). */
const HIDDEN_FIELDS = new Set([
  'id',
  'businessId',
  'embedId',
  'displayOrder',
  'status',
  'createdAt',
  'updatedAt',
]);

const PRICE_RANGE_LABELS: Record<string, string> = {
  budget: 'Económico ($)',
  moderate: 'Moderado ($$)',
  expensive: 'Caro ($$$)',
  luxury: 'Lujo ($$$$)',
};

const PLATFORM_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
};

const CHANGE_LABELS: Record<string, string> = {
  new_content: 'Nuevo',
  profile_update: 'Edición',
  delete_content: 'Eliminación',
};

export const changeLabel = (changeType: string) => CHANGE_LABELS[changeType] ?? changeType;
export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;
/** The business's own image is its cover photo; a gallery item's is just its image. */
const BUSINESS_LABELS: Record<string, string> = { imageUrl: 'Foto de portada' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One day of the opening hours: '08:00 – 12:00, 14:00 – 18:00' or 'Cerrado' (either shape). */
function dayText(day: unknown): string {
  if (isRecord(day) && day.closed === true) return 'Cerrado';
  const hours = toDayHours(day);
  return hours ? dayHoursText(hours) : 'Sin horario';
}

export function hoursLines(hours: Record<string, unknown>): string[] {
  return WEEKDAYS.filter((day) => day in hours).map(
    (day) => `${WEEKDAY_LABELS[day]}: ${dayText(hours[day])}`,
  );
}

/** Anything else structured, as 'label: value' lines. */
function plainLines(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(plainLines);
  if (isRecord(value)) {
    return Object.entries(value).map(([key, inner]) => {
      const text =
        isRecord(inner) || Array.isArray(inner) ? plainLines(inner).join(', ') : scalar(inner);
      return `${fieldLabel(key)}: ${text}`;
    });
  }
  return [scalar(value)];
}

function scalar(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '—';
}

const isHttpUrl = (value: string) => /^https?:\/\//i.test(value);
const IMAGE_FIELDS = new Set(['imageUrl', 'logoUrl']);
/** An image of this site (the demo pictures are stored as paths such as /images/…). */
const isSitePath = (value: string) => /^\/[^/\\]/.test(value);

/** How one field's value is shown. */
export function readableValue(field: string, value: unknown): Readable {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (field === 'openingHours' && isRecord(value))
    return { kind: 'lines', lines: hoursLines(value) };
  if (field === 'features' && isRecord(value)) {
    const offered = BUSINESS_FEATURES.filter((key) => value[key] === true);
    return offered.length
      ? { kind: 'lines', lines: offered.map((key) => BUSINESS_FEATURE_LABELS[key]) }
      : { kind: 'text', text: 'Ninguno' };
  }
  if (field === 'coords' && isRecord(value)) {
    const lat = Number(value.lat);
    const lng = Number(value.lng);
    return { kind: 'text', text: `${lat.toFixed(5)}, ${lng.toFixed(5)}` };
  }
  if (typeof value === 'object') return { kind: 'lines', lines: plainLines(value) };
  const text = scalar(value);
  if (field === 'price') {
    const amount = Number(text);
    return { kind: 'text', text: Number.isFinite(amount) ? formatMoneyDOP(amount) : text };
  }
  if (field === 'eventDate' || field === 'eventEndDate') {
    return Number.isNaN(Date.parse(text))
      ? { kind: 'text', text }
      : { kind: 'text', text: formatDateTime(text) };
  }
  if (field === 'priceRange') return { kind: 'text', text: PRICE_RANGE_LABELS[text] ?? text };
  if (field === 'platform') return { kind: 'text', text: PLATFORM_LABELS[text] ?? text };
  if (field === 'youtubeUrl') {
    const embedId = youtubeId(text);
    return embedId ? { kind: 'video', url: text, embedId } : { kind: 'link', url: text };
  }
  if (IMAGE_FIELDS.has(field) && (isHttpUrl(text) || isSitePath(text))) {
    return { kind: 'image', url: text };
  }
  if (isHttpUrl(text)) return { kind: 'link', url: text };
  return { kind: 'text', text: scalar(value) };
}

export interface FieldChange {
  field: string;
  label: string;
  before: Readable | null;
  after: Readable | null;
  changed: boolean;
}

/**
 * The fields a card shows, in a stable order: the keys of both versions less the server's own.
 * `before` is null for new content and `after` null for a removal.
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  contentType: string | null = null,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => !HIDDEN_FIELDS.has(key),
  );
  // A content type's fields in its form's order, then the facts' order.
  const known = [...contentFieldOrder(contentType), ...Object.keys(FIELD_LABELS)];
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
  keys.sort((a, b) => rank(a) - rank(b));
  return keys.map((field) => {
    const old = before ? readableValue(field, before[field]) : null;
    const next = after ? readableValue(field, after[field]) : null;
    return {
      field,
      label:
        contentFieldLabel(contentType, field) ??
        ((contentType === 'business' && BUSINESS_LABELS[field]) || fieldLabel(field)),
      before: old,
      after: next,
      changed: JSON.stringify(old) !== JSON.stringify(next),
    };
  });
}

/** The text of a value for the word differences, when both sides are plain text. */
export function diffableText(value: Readable | null): string | null {
  if (!value) return null;
  if (value.kind === 'text') return value.text;
  if (value.kind === 'empty') return '';
  return null;
}
