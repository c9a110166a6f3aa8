import type { WizardValues } from './wizard-values';

type Field = keyof WizardValues;

export const STEPS: readonly { title: string; fields: readonly Field[] }[] = [
  {
    title: 'Información Básica',
    fields: ['name', 'description', 'category', 'logoUrl', 'imageUrl'],
  },
  {
    title: 'Ubicación',
    fields: ['address', 'province', 'municipality', 'districtMunicipality', 'coords'],
  },
  // Hours in the open, a step of their own: never a pre-filled week (issue 41, decision 040).
  { title: 'Horario', fields: ['openingHours', 'hoursShape'] },
  {
    title: 'Contacto y Plan',
    fields: [
      'phone',
      'email',
      'website',
      'whatsappNumber',
      'contactEmail',
      'tagline',
      'priceRange',
      'features',
      'hideCompetitorAds',
      'bookingEnabled',
      'contactFormEnabled',
      'referralCode',
      'packageId',
      'offerCode',
    ],
  },
];

/** What 'Siguiente' checks on each step but the last (which the submit checks). */
export const STEP_CHECKS: readonly (readonly Field[])[] = [
  ['name', 'description', 'category'],
  ['address', 'province', 'municipality'],
  ['openingHours'],
];

/** The step (0-based) that holds a field; a path such as 'openingHours.monday.open' too. */
export function stepOfField(path: string): number {
  const field = path.split('.')[0];
  const index = STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field!));
  return index === -1 ? STEPS.length - 1 : index;
}

/** The first step holding one of the fields, or null for none. */
export function firstStepOf(paths: readonly string[]): number | null {
  return paths.length === 0 ? null : Math.min(...paths.map(stepOfField));
}

/** Names for the 'Faltan campos obligatorios' list. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Nombre del negocio',
  description: 'Descripción',
  category: 'Categoría',
  address: 'Dirección',
  province: 'Provincia',
  municipality: 'Municipio',
  phone: 'Teléfono',
  email: 'Email',
  packageId: 'Plan',
  openingHours: 'Horario',
};
