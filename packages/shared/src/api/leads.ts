// Visitors' messages to a business (DESIGN.md §3 'Leads', decision 017): the contact form and
// booking requests, the owner's inbox, and the counts administrators see instead of contents.
import { z } from 'zod';
import { optional, optionalText, requiredText } from './content/fields';

export const LEAD_MESSAGES = {
  sent: 'Mensaje enviado. El negocio te responderá por teléfono o correo.',
  bookingSent: 'Solicitud de reserva enviada. El negocio te confirmará por teléfono o correo.',
  confirmationSent:
    'Te enviamos un enlace a tu correo. Ábrelo para enviar tu mensaje: hoy ya enviaste varios.',
  emailNeeded: 'Ya enviaste 3 mensajes hoy. Escribe tu correo para confirmar este mensaje.',
  contactNeeded: 'Escribe tu teléfono o tu correo para que el negocio pueda responderte',
  confirmed: 'Tu mensaje fue confirmado y enviado al negocio.',
  invalidLink: 'Este enlace no es válido o ya fue usado',
  formOff: 'Este negocio no recibe mensajes por el directorio',
  bookingOff: 'Este negocio no recibe solicitudes de reserva',
  bookingFields: 'Indica la fecha, la hora y cuántas personas',
  tooMany: 'Enviaste demasiados mensajes. Intenta de nuevo mañana.',
  notFound: 'Mensaje no encontrado',
  saved: 'Cambios guardados',
} as const;

export const LEAD_KINDS = ['contact', 'booking'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const leadParamsSchema = z.object({
  businessId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const leadItemParamsSchema = leadParamsSchema.extend({
  leadId: z.coerce.number().int().positive().max(2_147_483_647),
});

const bookingDate = z
  .string({ error: 'Elige la fecha' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Elige la fecha' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'Elige la fecha' });
const bookingTime = z
  .string({ error: 'Elige la hora' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Elige la hora' });

export const leadBodySchema = z
  .object({
    kind: z.enum(LEAD_KINDS, { error: 'Tipo de mensaje inválido' }).default('contact'),
    name: requiredText('Escribe tu nombre', 80),
    phone: optional(
      z
        .string()
        .trim()
        .max(30, { error: 'Máximo 30 caracteres' })
        .regex(/^[\d\s()+-]{7,30}$/, { error: 'Escribe un teléfono válido' }),
    ),
    email: optional(
      z
        .string()
        .trim()
        .max(254)
        .pipe(z.email({ error: 'Debe ingresar un email válido' })),
    ),
    message: optionalText(2000),
    date: optional(bookingDate),
    time: optional(bookingTime),
    people: optional(
      z
        .number({ error: 'Indica cuántas personas' })
        .int({ error: 'Indica cuántas personas' })
        .min(1, { error: 'Indica cuántas personas' })
        .max(500, { error: 'Máximo 500 personas' }),
    ),
    /** Left empty by people; a form-filling robot fills it and its message is dropped. */
    website: z.string().max(500).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.phone && !body.email) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: LEAD_MESSAGES.contactNeeded });
    }
    if (body.kind === 'contact' && !body.message) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'Escribe tu mensaje' });
    }
    if (body.kind === 'booking') {
      for (const field of ['date', 'time', 'people'] as const) {
        if (body[field] == null) {
          ctx.addIssue({ code: 'custom', path: [field], message: LEAD_MESSAGES.bookingFields });
        }
      }
    }
  });
export type LeadBody = z.input<typeof leadBodySchema>;

export const leadSentSchema = z.object({
  message: z.string(),
  /** A busy sender must open the link mailed to them before the message reaches the business. */
  needsConfirmation: z.boolean(),
});
export type LeadSent = z.infer<typeof leadSentSchema>;

export const leadConfirmBodySchema = z.object({
  token: z.string({ error: LEAD_MESSAGES.invalidLink }).min(1).max(200),
});

export const leadSchema = z.object({
  id: z.number(),
  kind: z.enum(LEAD_KINDS),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  message: z.string(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  people: z.number().nullable(),
  isRead: z.boolean(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const LEAD_INBOX_PAGE_SIZE = 50;

export const leadListQuerySchema = z.object({
  archived: z
    .enum(['true', 'false'], { error: "Debe ser 'true' o 'false'" })
    .optional()
    .transform((v) => v === 'true'),
});

export const leadInboxSchema = z.object({
  leads: z.array(leadSchema),
  /** Unread messages not archived: the number the tab and 'Mis negocios' show. */
  unread: z.number(),
});
export type LeadInbox = z.infer<typeof leadInboxSchema>;

/** Marks read or unread, archives or brings back: setting a state twice is harmless. */
export const leadUpdateBodySchema = z
  .object({ isRead: z.boolean().optional(), archived: z.boolean().optional() })
  .refine((b) => b.isRead !== undefined || b.archived !== undefined, {
    error: 'Nada que cambiar',
  });

/** The two profile switches; they apply at once (no review: they publish no content). */
export const leadSettingsSchema = z.object({
  contactFormEnabled: z.boolean({ error: 'Debe ser sí o no' }),
  bookingEnabled: z.boolean({ error: 'Debe ser sí o no' }),
});
export type LeadSettings = z.infer<typeof leadSettingsSchema>;
/** The switches as the panel shows them: booking can be turned on only when the plan includes it. */
export const leadSettingsAnswerSchema = leadSettingsSchema.extend({
  bookingAvailable: z.boolean(),
});
export type LeadSettingsAnswer = z.infer<typeof leadSettingsAnswerSchema>;

/** What an administrator sees of a business's messages: numbers, never their contents. */
export const leadCountsQuerySchema = z.object({
  businessId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const leadCountSchema = z.object({
  businessId: z.number(),
  businessName: z.string(),
  total: z.number(),
  unread: z.number(),
  waiting: z.number(),
  last30Days: z.number(),
});
export const leadCountsSchema = z.object({ counts: z.array(leadCountSchema) });
export type LeadCounts = z.infer<typeof leadCountsSchema>;

/** The owner's WhatsApp answer starts from the message being answered. */
export const leadWhatsappText = (name: string, message: string) =>
  `Hola ${name.trim()}, sobre tu mensaje: "${message.trim()}"`;
