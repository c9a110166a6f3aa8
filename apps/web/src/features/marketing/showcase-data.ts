// The features showcase's sample content: one fictitious business, the same on every load (the
// chart's series is fixed, so two visits draw the same bars).

export const SAMPLE_BUSINESS = 'Restaurante El Malecón, un negocio ficticio';

export const SAMPLE_RATING = { average: 4.8, count: 127 } as const;

/** Reviews per star, 5 down to 1: 127 in all, an average of 4.8. */
export const SAMPLE_RATING_BREAKDOWN = [
  { stars: 5, count: 110 },
  { stars: 4, count: 13 },
  { stars: 3, count: 2 },
  { stars: 2, count: 1 },
  { stars: 1, count: 1 },
] as const;

export const SAMPLE_REVIEWS = [
  {
    name: 'María R.',
    stars: 5,
    when: 'hace 3 días',
    comment: 'Excelente servicio y la comida llegó caliente. ¡Volveremos con la familia!',
    reply: '¡Gracias, María! Aquí te esperamos.',
  },
  {
    name: 'José A.',
    stars: 4,
    when: 'hace 1 semana',
    comment: 'Buen ambiente frente al mar, aunque un sábado tardaron un poco en atender.',
    reply: null,
  },
] as const;

export const SAMPLE_QUESTIONS = [
  {
    question: '¿Tienen parqueo?',
    asker: 'Carlos M.',
    answer: 'Sí, hay parqueo gratis para clientes frente al local.',
  },
  {
    question: '¿Hacen delivery a Cabarete?',
    asker: 'Laura P.',
    answer: 'Sí, de lunes a sábado de 11:00 a. m. a 9:00 p. m.',
  },
  { question: '¿Aceptan tarjetas de crédito?', asker: 'Ana G.', answer: null },
] as const;

export interface SampleCoupon {
  title: string;
  description: string;
  discountPercentage: number;
  code: string;
  /** A calendar date (YYYY-MM-DD). */
  validUntil: string;
  used: number;
  total: number;
}

export const SAMPLE_COUPONS: readonly SampleCoupon[] = [
  {
    title: 'Almuerzo ejecutivo',
    description: 'Descuento en el almuerzo del día, de lunes a viernes.',
    discountPercentage: 20,
    code: 'ALMUERZO20',
    validUntil: '2027-01-31',
    used: 45,
    total: 100,
  },
  {
    title: 'Segunda pizza',
    description: 'La segunda pizza mediana a mitad de precio.',
    discountPercentage: 50,
    code: 'PIZZA50',
    validUntil: '2026-12-31',
    used: 88,
    total: 150,
  },
  {
    title: 'Primera visita',
    description: 'Para quien nos visita por primera vez desde el directorio.',
    discountPercentage: 15,
    code: 'BIENVENIDO15',
    validUntil: '2027-03-31',
    used: 12,
    total: 50,
  },
];

/** Profile views per day over the last 30 days (a fixed series: every load draws the same). */
export const SAMPLE_DAILY_VIEWS = [
  84, 92, 101, 95, 130, 162, 148, 88, 97, 104, 99, 126, 171, 155, 91, 86, 110, 118, 134, 176, 160,
  94, 102, 97, 121, 139, 184, 166, 112, 120,
] as const;

export const SAMPLE_ANALYTICS = [
  {
    key: 'profileViews',
    label: 'Visitas al perfil',
    value: SAMPLE_DAILY_VIEWS.reduce((a, b) => a + b, 0),
  },
  { key: 'phoneClicks', label: 'Llamadas', value: 214 },
  { key: 'whatsappClicks', label: 'Mensajes de WhatsApp', value: 389 },
  { key: 'websiteClicks', label: 'Visitas a tu web', value: 97 },
  { key: 'directionsClicks', label: 'Cómo llegar', value: 156 },
] as const;

export const VERIFICATION_LEVELS = [
  {
    name: 'Básico',
    requirement: 'Teléfono y correo confirmados.',
    benefit: 'Insignia de negocio verificado en tu perfil.',
  },
  {
    name: 'Premium',
    requirement: 'Documento del negocio (RNC o registro mercantil).',
    benefit: 'Más confianza: tu perfil muestra que el negocio existe legalmente.',
  },
  {
    name: 'Gold',
    requirement: 'Dirección confirmada con una visita o videollamada.',
    benefit: 'Sello Gold: tus clientes saben que la dirección es real.',
  },
  {
    name: 'Platino',
    requirement: 'Todo lo anterior y un historial de reseñas aprobadas.',
    benefit: 'Sello Platino, el nivel más alto de confianza del directorio.',
  },
] as const;

/** The level the sample business has reached. */
export const SAMPLE_VERIFICATION_LEVEL = 'Premium';
