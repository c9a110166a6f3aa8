// The owner's registration payload: every rule and Spanish message of the wizard, used by the
// server and reusable by the form.
import { z } from 'zod';
import { BUSINESS_FEATURES, DEFAULT_POINT, PACKAGES, PRICE_RANGES } from '../constants';
import { insideDominicanRepublic, OUTSIDE_DR_MESSAGE } from '../dr-bounds';
import { openingHoursInputSchema } from '../opening-hours-schema';
import { formatDominicanPhone, phoneDigits } from '../phone';
import { toWebAddress } from '../web-address';
import { idSchema } from './common';
import { mediaRef } from './media-ref';
import { decimalString } from './packages';
import { offerCodeInput } from './offer-codes';

export const REGISTRATION_MESSAGES = {
  missing: 'Faltan campos obligatorios',
  success: 'Negocio registrado con éxito',
  duplicate:
    'Ya existe un negocio parecido en el directorio. Puedes reclamarlo o confirmar que es otro negocio.',
  /** Hours are never filled in for the owner (DESIGN.md §4 'Words', decision 040). */
  hours: 'Indica tu horario',
} as const;

/** The required fields, checked together on submit so the owner sees the whole list at once. */
export const REGISTRATION_REQUIRED_FIELDS = [
  'name',
  'description',
  'category',
  'address',
  'province',
  'municipality',
  'phone',
  'email',
  'packageId',
  'openingHours',
] as const;

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * No hours given: absent, or a week without one open day (either day shape has `closed`). The
 * directory never fills them in for the owner, so such a registration is refused, not completed.
 */
export function registrationHoursMissing(hours: unknown): boolean {
  if (!hours || typeof hours !== 'object' || Array.isArray(hours)) return true;
  return !Object.values(hours).some(
    (day) =>
      typeof day === 'object' && day !== null && (day as { closed?: unknown }).closed === false,
  );
}

/** Which required fields are absent or empty (hours: no open day either). */
export function missingRegistrationFields(body: unknown): string[] {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return REGISTRATION_REQUIRED_FIELDS.filter((field) =>
    field === 'openingHours' ? registrationHoursMissing(record[field]) : isBlank(record[field]),
  );
}

/** An optional field: '' and null mean absent (forms send empty strings). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (isBlank(v) ? undefined : v), schema.optional());

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'Debe ingresar un email válido' }));
// 'colmado.com' and 'www.colmado.com' are read as https:// addresses (web-address.ts).
const httpUrl = z.preprocess(
  toWebAddress,
  z
    .string()
    .trim()
    .max(500, { error: 'Debe ingresar una URL válida' })
    .pipe(z.url({ protocol: /^https?$/, error: 'Debe ingresar una URL válida' })),
);
// Spaces, dashes, dots, brackets and +1 are accepted; a Dominican number is stored 809-555-0100.
const phone = (message: string) =>
  z
    .string()
    .trim()
    .max(20, { error: message })
    .regex(/^[0-9+()\s.-]*$/, { error: message })
    .refine((v) => phoneDigits(v).length >= 10, { error: message })
    .transform(formatDominicanPhone);
// Bounded like every id (idSchema): a number past PostgreSQL's integer never reaches a query.
const requiredId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

export const registrationBodySchema = z.object({
  name: z
    .string({ error: 'El nombre debe tener al menos 3 caracteres' })
    .trim()
    .min(3, { error: 'El nombre debe tener al menos 3 caracteres' })
    .max(120, { error: 'El nombre debe tener máximo 120 caracteres' }),
  description: z
    .string({ error: 'La descripción debe tener al menos 20 caracteres' })
    .trim()
    .min(20, { error: 'La descripción debe tener al menos 20 caracteres' })
    .max(2000, { error: 'La descripción debe tener máximo 2000 caracteres' }),
  category: requiredId('Debe seleccionar una categoría'),
  address: z
    .string({ error: 'La dirección debe tener al menos 5 caracteres' })
    .trim()
    .min(5, { error: 'La dirección debe tener al menos 5 caracteres' })
    .max(300, { error: 'La dirección debe tener máximo 300 caracteres' }),
  province: requiredId('Debe seleccionar una provincia'),
  municipality: requiredId('Debe seleccionar un municipio'),
  districtMunicipality: optional(requiredId('Distrito municipal inválido')),
  phone: phone('El teléfono debe tener al menos 10 dígitos'),
  email,
  website: optional(httpUrl),
  // Uploaded from the device (POST /api/uploads/photos answers with the URL); never typed.
  logoUrl: optional(mediaRef()),
  imageUrl: optional(mediaRef()),
  whatsappNumber: optional(phone('El número de WhatsApp debe tener al menos 10 dígitos')),
  tagline: optional(
    z.string().trim().max(100, { error: 'El lema debe tener máximo 100 caracteres' }),
  ),
  priceRange: optional(z.enum(PRICE_RANGES, { error: 'Rango de precios inválido' })),
  contactEmail: optional(email),
  hideCompetitorAds: z.boolean().default(false),
  bookingEnabled: z.boolean().default(false),
  contactFormEnabled: z.boolean().default(true),
  /** The services ticked (WiFi, Delivery…): only those are kept, an unticked box declares nothing. */
  features: z
    .partialRecord(z.enum(BUSINESS_FEATURES, { error: 'Servicio desconocido' }), z.boolean())
    .default({})
    .transform((f) => Object.fromEntries(Object.entries(f).filter(([, on]) => on === true))),
  // Sold once, never provided (no ads, no assistant): old clients may still send them; ignored.
  hideGoogleAds: z.boolean().optional(),
  hasAi: z.boolean().optional(),
  packageId: z
    .number({ error: 'Debe seleccionar un paquete' })
    .int({ error: 'Debe seleccionar un paquete' })
    .refine((id) => PACKAGES.some((p) => p.id === id), { error: 'Debe seleccionar un paquete' }),
  offerCode: optional(offerCodeInput),
  coords: optional(
    z
      .object({
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
      })
      .refine(insideDominicanRepublic, { error: OUTSIDE_DR_MESSAGE }),
  ).transform((c) => c ?? { ...DEFAULT_POINT }),
  /** The owner placed or confirmed the pin; otherwise it is the municipality's seat (approximate). */
  pinConfirmed: z.boolean().default(false),
  // Checked before the week's shape, so no hours (or no open day) reads 'Indica tu horario'.
  openingHours: z
    .unknown()
    .refine((hours) => !registrationHoursMissing(hours), {
      error: REGISTRATION_MESSAGES.hours,
      abort: true,
    })
    .pipe(openingHoursInputSchema),
  /** The affiliate's id (a followed referral link) or code (typed in the wizard). */
  referrerId: optional(idSchema),
  referralCode: optional(z.string().trim().max(40)),
  /** Listings the owner confirmed are a different business (after a 409 with candidates). */
  notDuplicateOf: z.array(idSchema).max(50).default([]),
});
export type RegistrationBody = z.input<typeof registrationBodySchema>;
export type Registration = z.output<typeof registrationBodySchema>;

export const duplicateCandidateSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  municipality: z.string(),
  phone: z.string(),
  isActive: z.boolean(),
  /** Someone already owns it: a claim waits for an administrator. */
  hasOwner: z.boolean(),
  reason: z.enum(['phone', 'name']),
});
export type DuplicateCandidate = z.infer<typeof duplicateCandidateSchema>;

export const duplicateAnswerSchema = z.object({
  error: z.string(),
  candidates: z.array(duplicateCandidateSchema),
});

export const transactionSummarySchema = z.object({
  id: z.number(),
  amount: decimalString,
  currency: z.literal('USD'),
  type: z.string(),
  status: z.string(),
});
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;

export const registrationAnswerSchema = z.object({
  message: z.string(),
  business: z.object({ id: z.number(), name: z.string(), isActive: z.boolean() }),
  transaction: transactionSummarySchema,
  /** What happened to the referral: bound now, already bound before, refused as self, or none. */
  referral: z.enum(['bound', 'existing', 'self', 'none']),
});
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;
