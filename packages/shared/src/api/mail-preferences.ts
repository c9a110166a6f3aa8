// The e-mail topics a user may turn off. Security messages (password reset, e-mail confirmation)
// are not among them: they always go.
import { z } from 'zod';

export const MAIL_TOPICS = {
  moderation: {
    label: 'Decisiones sobre mis negocios',
    description: 'Aprobación o rechazo de un negocio, de sus cambios y de los reclamos.',
  },
  reviews: {
    label: 'Reseñas nuevas',
    description: 'Cuando se publica una reseña de tu negocio (como mucho uno por hora).',
  },
  billing: {
    label: 'Pagos y renovaciones',
    description: 'Pagos recibidos y recordatorios antes de que venza tu plan.',
  },
  statistics: {
    label: 'Tu mes en Directorio RD',
    description: 'Las cifras del mes de tus negocios (visitas, llamadas, WhatsApp), el día 1.',
  },
  affiliates: {
    label: 'Programa de afiliados',
    description: 'Nuevos referidos, comisiones aprobadas y pagos realizados.',
  },
  'admin-digest': {
    label: 'Resumen para administradores',
    description: 'Cambios y negocios que esperan revisión (como mucho uno por hora).',
  },
} as const;
export type MailTopic = keyof typeof MAIL_TOPICS;
export const MAIL_TOPIC_KEYS = Object.keys(MAIL_TOPICS) as MailTopic[];

/** Which topic each optional message kind belongs to; a kind not listed always goes. */
export const MAIL_KIND_TOPICS: Record<string, MailTopic> = {
  'business-approved': 'moderation',
  'business-rejected': 'moderation',
  'content-decisions': 'moderation',
  'claim-decided': 'moderation',
  'verification-decided': 'moderation',
  'reviews-waiting': 'reviews',
  'payment-received': 'billing',
  'renewal-reminder': 'billing',
  'monthly-stats': 'statistics',
  'affiliate-referral': 'affiliates',
  'commission-earned': 'affiliates',
  'commission-approved': 'affiliates',
  'affiliate-payout-scheduled': 'affiliates',
  'affiliate-payout': 'affiliates',
  'admin-digest': 'admin-digest',
};

export const mailPreferencesSchema = z.object({
  /** Every topic with whether the user gets it. */
  topics: z.record(z.enum(MAIL_TOPIC_KEYS), z.boolean()),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

export const mailPreferencesBodySchema = z.object({
  topics: z.partialRecord(
    z.enum(MAIL_TOPIC_KEYS, { error: 'Tema de correo desconocido' }),
    z.boolean({ error: 'Indica sí o no' }),
  ),
});
export type MailPreferencesBody = z.infer<typeof mailPreferencesBodySchema>;

export const MAIL_PREFERENCES_MESSAGES = {
  saved: 'Preferencias guardadas',
  error: 'No se pudieron guardar tus preferencias',
  loadError: 'No se pudieron cargar tus preferencias de correo',
} as const;
