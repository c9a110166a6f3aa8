// Each content type's fields as the owner's form names them: the panel's controls and the
// administrator's before/after diff read this one list (issue 41). Kept apart from registry.ts,
// and typed against it only, so the screens that read it carry no zod.
import type { CONTENT_TYPES, ContentTypeKey } from './registry';

type FieldsOf<K extends ContentTypeKey> = keyof (typeof CONTENT_TYPES)[K]['fields'] & string;

/** Every field of every registry type, in the form's order; a new field must be named here. */
export const CONTENT_FIELD_LABELS: { [K in ContentTypeKey]: Record<FieldsOf<K>, string> } = {
  gallery: { imageUrl: 'Foto', caption: 'Descripción de la imagen' },
  videos: { youtubeUrl: 'URL de YouTube', title: 'Título', embedId: 'Video' },
  faqs: { question: 'Pregunta', answer: 'Respuesta' },
  'social-links': { platform: 'Red social', url: 'URL' },
  menus: {
    sectionName: 'Sección',
    itemName: 'Nombre',
    description: 'Descripción',
    price: 'Precio (RD$)',
  },
  products: {
    name: 'Nombre',
    description: 'Descripción',
    price: 'Precio (RD$)',
    // No control of its own (prices are in pesos), but the diff shows it.
    currency: 'Moneda',
    imageUrl: 'Foto del producto',
    externalUrl: 'Enlace para comprar o ver más',
    isActive: 'Disponible',
  },
  offers: {
    title: 'Título',
    description: 'Descripción',
    discountPercent: 'Descuento (%)',
    discountAmount: 'O descuento en pesos (RD$)',
    code: 'Código del cupón',
    validFrom: 'Válida desde',
    validUntil: 'Válida hasta',
    maxRedemptions: 'Máximo de canjes',
  },
  events: {
    title: 'Título',
    description: 'Descripción',
    eventDate: 'Inicio',
    eventEndDate: 'Fin',
    location: 'Lugar',
    price: 'Precio (RD$)',
    registrationUrl: 'Enlace de inscripción',
  },
  'review-replies': { reviewId: 'Reseña', reply: 'Respuesta' },
};

/** A field's label in a content type's form; undefined for a type or field it does not have. */
export function contentFieldLabel(contentType: string | null, field: string): string | undefined {
  if (!contentType || !Object.hasOwn(CONTENT_FIELD_LABELS, contentType)) return undefined;
  const labels: Record<string, string> = CONTENT_FIELD_LABELS[contentType as ContentTypeKey];
  return Object.hasOwn(labels, field) ? labels[field] : undefined;
}

/** The form's order of a content type's fields (empty for anything else). */
export function contentFieldOrder(contentType: string | null): string[] {
  if (!contentType || !Object.hasOwn(CONTENT_FIELD_LABELS, contentType)) return [];
  return Object.keys(CONTENT_FIELD_LABELS[contentType as ContentTypeKey]);
}
