import { z } from 'zod';

export const GEOCODE_MESSAGES = {
  unavailable:
    'La búsqueda de direcciones no está disponible en este momento. Marca la ubicación en el mapa.',
  badAnswer:
    'El servicio de búsqueda de direcciones no respondió correctamente. Marca la ubicación en el mapa.',
  busy: 'Hay muchas búsquedas de direcciones en este momento. Intenta de nuevo en unos segundos.',
  tooMany:
    'Has hecho muchas búsquedas de direcciones. Espera unos minutos o marca la ubicación en el mapa.',
  notFound: 'No se pudo encontrar la ubicación. Intente con otro término de búsqueda.',
} as const;

export const geocodeQuerySchema = z.object({
  q: z
    .string({ error: 'Escribe una dirección para buscar' })
    .trim()
    .min(3, { error: 'Escribe al menos 3 caracteres' })
    .max(200, { error: 'La búsqueda debe tener máximo 200 caracteres' }),
});

export const geocodeResultSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  displayName: z.string(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

export const geocodeAnswerSchema = z.object({
  results: z.array(geocodeResultSchema),
  /** Where the results come from: the Dominican Republic, or anywhere (nothing found there). */
  scope: z.enum(['do', 'world']),
});
export type GeocodeAnswer = z.infer<typeof geocodeAnswerSchema>;
