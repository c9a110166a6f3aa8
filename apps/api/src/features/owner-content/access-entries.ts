// The access-table entries of owner content and moderation, generated from the registry like the
// routes themselves (apps/api/src/test/access-table.ts lists them).
import { CONTENT_TYPES, CONTENT_TYPE_KEYS } from '@drd/shared/api/content/registry';
import type { AccessEntry } from '../../test/access-table';
import { CONTENT_SAMPLES } from './samples';

const MISSING = 999999;
const week = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    { open: '08:00', close: '17:00', closed: false },
  ]),
);
export const PROFILE_SAMPLE = {
  description: 'Colmado de barrio con delivery y buen servicio.',
  tagline: 'Siempre abierto para ti',
  openingHours: week,
  phone: '809-555-0101',
  whatsappNumber: '809-555-0102',
  email: 'colmado@correo.do',
  website: 'https://colmado.do',
  address: 'Calle Duarte 12, Puerto Plata',
  coords: { lat: 19.79, lng: -70.69 },
  priceRange: 'budget',
};

export function contentAccessEntries(): AccessEntry[] {
  const entries: AccessEntry[] = [];
  for (const type of CONTENT_TYPE_KEYS) {
    const sample = CONTENT_SAMPLES[type];
    const route = `/api/businesses/:businessId/${type}`;
    const url = (f: { ownedBusinessId: number }) => `/api/businesses/${f.ownedBusinessId}/${type}`;
    entries.push(
      { method: 'POST', route, url, body: () => sample.create, rule: 'owner' },
      {
        method: 'PUT',
        route: `${route}/:id`,
        url: (f) => `${url(f)}/${MISSING}`,
        body: () => sample.edit,
        rule: 'owner',
      },
      {
        method: 'DELETE',
        route: `${route}/:id`,
        url: (f) => `${url(f)}/${MISSING}`,
        rule: 'owner',
      },
    );
    if (CONTENT_TYPES[type].orderable) {
      entries.push({
        method: 'PUT',
        route: `${route}/order`,
        url: (f) => `${url(f)}/order`,
        body: () => ({ ids: [MISSING] }),
        rule: 'owner',
      });
    }
  }
  return [
    ...entries,
    {
      method: 'PUT',
      route: '/api/businesses/:businessId/profile',
      url: (f) => `/api/businesses/${f.ownedBusinessId}/profile`,
      body: () => PROFILE_SAMPLE,
      rule: 'owner',
    },
    {
      method: 'PATCH',
      route: '/api/businesses/:businessId/settings',
      url: (f) => `/api/businesses/${f.ownedBusinessId}/settings`,
      body: () => ({ reviewsEnabled: true }),
      rule: 'owner',
    },
    {
      method: 'POST',
      route: '/api/businesses/:businessId/reviews',
      url: (f) => `/api/businesses/${f.unownedBusinessId}/reviews`,
      body: () => ({
        rating: 5,
        comment: 'Excelente servicio',
        reviewerName: 'Ana',
        reviewerEmail: 'ana.acceso@correo.do',
      }),
      rule: 'public',
    },
    {
      method: 'POST',
      route: '/api/businesses/:businessId/reviews/:id/reject',
      url: (f) => `/api/businesses/${f.ownedBusinessId}/reviews/${MISSING}/reject`,
      body: () => ({ reason: 'Es spam de la competencia' }),
      rule: 'owner',
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/:id/approve',
      url: () => `/api/admin/submissions/${MISSING}/approve`,
      body: () => ({ version: 1, adminNotes: 'Correcto' }),
      rule: 'admin',
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/:id/reject',
      url: () => `/api/admin/submissions/${MISSING}/reject`,
      body: () => ({ version: 1, adminNotes: 'Falta información' }),
      rule: 'admin',
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/decisions',
      url: () => '/api/admin/submissions/decisions',
      body: () => ({ decisions: [{ id: MISSING, version: 1, decision: 'approve' }] }),
      rule: 'admin',
    },
  ];
}
