// Who may call each state-changing endpoint (docs/decisions/007-threat-model.md). Every later feature adds its
// endpoints here; access.test.ts fails when a POST/PUT/PATCH/DELETE route is missing.
import territory from '@drd/shared/data/dr-territorial-division.json';
import { contentAccessEntries } from '../features/owner-content/access-entries';
/**
 * 'owner': the business's owner, its managers and administrators. 'ownerOnly': the owner and
 * managers, not administrators (the leads inbox). 'ownerAndAdmin': the owner and administrators,
 * not managers (paying, transferring, the managers). 'soleOwner': the owner alone (verification).
 */
export type Rule =
  'public' | 'user' | 'owner' | 'ownerOnly' | 'ownerAndAdmin' | 'soleOwner' | 'admin';

export interface Fixtures {
  /** A business owned by the 'owner' actor (not by 'otherOwner'). */
  ownedBusinessId: number;
  /** An active business anyone can visit. */
  activeBusinessId: number;
  /** An active business none of the actors owns (one may not review one's own). */
  unownedBusinessId: number;
  unique: () => string;
}

export interface AccessEntry {
  /** Every write route; a GET only when it reads private data (a person's own list). */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as Fastify registers it, e.g. '/api/businesses/:businessId/faqs'. */
  route: string;
  url: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  rule: Rule;
}

/**
 * Puerto Plata (codes 18 / 1801) by the ids the reference seed gives it: serial ids in the order
 * of the territorial file.
 */
const ACCESS_PLACE = (() => {
  const provinceIndex = territory.provinces.findIndex((p) => p.code === '18');
  const before = territory.provinces
    .slice(0, provinceIndex)
    .reduce((n, p) => n + p.municipalities.length, 0);
  const municipalityIndex = territory.provinces[provinceIndex]!.municipalities.findIndex(
    (m) => m.code === '1801',
  );
  return { province: provinceIndex + 1, municipality: before + municipalityIndex + 1 };
})();

export const accessTable: AccessEntry[] = [
  {
    method: 'POST',
    route: '/api/auth/register',
    url: () => '/api/auth/register',
    body: (f) => {
      const n = f.unique();
      return {
        username: `acceso_${n}`,
        email: `acceso_${n}@correo.do`,
        fullName: 'Acceso',
        password: 'clave-segura',
      };
    },
    rule: 'public',
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    url: () => '/api/auth/login',
    body: () => ({ username: 'usuario', password: 'Usuario2026!' }),
    rule: 'public',
  },
  { method: 'POST', route: '/api/auth/logout', url: () => '/api/auth/logout', rule: 'public' },
  {
    method: 'POST',
    route: '/api/visits/record',
    url: () => '/api/visits/record',
    body: (f) => ({ businessId: f.activeBusinessId }),
    rule: 'public',
  },
  {
    method: 'POST',
    route: '/api/businesses/:businessId/actions',
    url: (f) => `/api/businesses/${f.activeBusinessId}/actions`,
    body: () => ({ type: 'call' }),
    rule: 'public',
  },
  {
    method: 'GET',
    route: '/api/businesses/:businessId/insights',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/insights?days=7`,
    rule: 'owner',
  },
  {
    method: 'GET',
    route: '/api/my/insights-summary',
    url: () => '/api/my/insights-summary',
    rule: 'user',
  },
  {
    method: 'POST',
    route: '/api/auth/logout-all',
    url: () => '/api/auth/logout-all',
    rule: 'user',
  },
  {
    method: 'POST',
    route: '/api/auth/change-password',
    url: () => '/api/auth/change-password',
    body: () => ({ currentPassword: 'no-es-la-actual', newPassword: 'otra-clave-nueva' }),
    rule: 'user',
  },
  {
    method: 'POST',
    route: '/api/offer-codes/validate',
    url: () => '/api/offer-codes/validate',
    body: () => ({ code: 'NOEXISTE' }),
    rule: 'public',
  },
  {
    method: 'POST',
    route: '/api/admin/offer-codes',
    url: () => '/api/admin/offer-codes',
    rule: 'admin',
  },
  {
    method: 'GET',
    route: '/api/admin/system',
    url: () => '/api/admin/system',
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/system/backup',
    url: () => '/api/admin/system/backup',
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/offer-codes/batch',
    url: () => '/api/admin/offer-codes/batch',
    body: () => ({ count: 2, label: 'Acceso', expiresOn: '2030-12-31' }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/offer-codes/:id/revoke',
    url: () => '/api/admin/offer-codes/999999/revoke',
    body: () => ({}),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/businesses/register',
    url: () => '/api/businesses/register',
    body: (f) => registrationAccessBody(f.unique()),
    rule: 'user',
  },
  {
    method: 'POST',
    route: '/api/businesses/:businessId/claims',
    url: (f) => `/api/businesses/${f.activeBusinessId}/claims`,
    body: () => ({ note: 'Soy el dueño de este negocio desde hace años.' }),
    rule: 'user',
  },
  {
    method: 'POST',
    route: '/api/admin/claims/:id/approve',
    url: () => '/api/admin/claims/999999/approve',
    body: () => ({ version: 1 }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/claims/:id/reject',
    url: () => '/api/admin/claims/999999/reject',
    body: () => ({ adminNotes: 'Sin pruebas', version: 1 }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/payments/:id/received',
    url: () => '/api/admin/payments/999999/received',
    body: () => ({ version: 1, amount: '3500.00', currency: 'DOP' }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/payments/:id/refunded',
    url: () => '/api/admin/payments/999999/refunded',
    body: () => ({ version: 1 }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/businesses/:businessId/renewal',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/renewal`,
    rule: 'ownerAndAdmin',
  },
  {
    method: 'PUT',
    route: '/api/businesses/:businessId/payment/receipt',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/payment/receipt`,
    body: () => ({ documentKey: '0123456789abcdef0123456789abcdef' }),
    rule: 'ownerAndAdmin',
  },
  {
    method: 'PUT',
    route: '/api/admin/payments/exchange-rate',
    url: () => '/api/admin/payments/exchange-rate',
    body: () => ({ dopPerUsd: 60 }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/businesses/:id/approve',
    url: () => '/api/admin/businesses/999999/approve',
    body: () => ({ version: 1 }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/businesses/:id/reject',
    url: () => '/api/admin/businesses/999999/reject',
    body: () => ({ version: 1, adminNotes: 'Faltan datos' }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/auth/password-reset/request',
    url: () => '/api/auth/password-reset/request',
    body: (f) => ({ login: `acceso_${f.unique()}@correo.do` }),
    rule: 'public',
  },
  {
    method: 'POST',
    route: '/api/auth/password-reset/confirm',
    url: () => '/api/auth/password-reset/confirm',
    body: () => ({ token: 'x'.repeat(43), password: 'Cangrejo-Azul-2026' }),
    rule: 'public',
  },
  {
    method: 'POST',
    route: '/api/auth/verify-email',
    url: () => '/api/auth/verify-email',
    body: () => ({ token: 'x'.repeat(43) }),
    rule: 'public',
  },
  {
    method: 'POST',
    route: '/api/auth/verify-email/resend',
    url: () => '/api/auth/verify-email/resend',
    rule: 'user',
  },
  { method: 'GET', route: '/api/my/businesses', url: () => '/api/my/businesses', rule: 'user' },
  { method: 'GET', route: '/api/my/checklists', url: () => '/api/my/checklists', rule: 'user' },
  {
    method: 'GET',
    route: '/api/affiliate/referral-page/:code',
    url: () => '/api/affiliate/referral-page/PPLATA25',
    rule: 'public',
  },
  ...contentAccessEntries(),
  {
    method: 'GET',
    route: '/api/my/mail-preferences',
    url: () => '/api/my/mail-preferences',
    rule: 'user',
  },
  {
    method: 'PUT',
    route: '/api/my/mail-preferences',
    url: () => '/api/my/mail-preferences',
    body: () => ({ topics: { reviews: true } }),
    rule: 'user',
  },
  { method: 'GET', route: '/api/my/favorites', url: () => '/api/my/favorites', rule: 'user' },
  {
    method: 'GET',
    route: '/api/admin/pending-submissions',
    url: () => '/api/admin/pending-submissions',
    rule: 'admin',
  },
  {
    method: 'GET',
    route: '/api/admin/pending-submissions/businesses',
    url: () => '/api/admin/pending-submissions/businesses',
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/my/favorites/merge',
    url: () => '/api/my/favorites/merge',
    body: () => ({ ids: [] }),
    rule: 'user',
  },
  {
    method: 'PUT',
    route: '/api/my/favorites/:businessId',
    url: (f) => `/api/my/favorites/${f.activeBusinessId}`,
    rule: 'user',
  },
  {
    method: 'DELETE',
    route: '/api/my/favorites/:businessId',
    url: (f) => `/api/my/favorites/${f.activeBusinessId}`,
    rule: 'user',
  },
  {
    method: 'POST',
    route: '/api/affiliate/referral-link',
    url: () => '/api/affiliate/referral-link',
    body: () => ({ code: 'PPLATA25' }),
    rule: 'public',
  },
  {
    method: 'POST',
    route: '/api/affiliate/become-affiliate',
    url: () => '/api/affiliate/become-affiliate',
    rule: 'user',
  },
  // Self or admin: a stranger's dashboard is refused to everyone but administrators.
  {
    method: 'GET',
    route: '/api/affiliate/:userId',
    url: () => '/api/affiliate/999999',
    rule: 'admin',
  },
  {
    method: 'GET',
    route: '/api/admin/affiliates',
    url: () => '/api/admin/affiliates',
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/affiliates/payouts/run',
    url: () => '/api/admin/affiliates/payouts/run',
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/affiliates/payouts/:id/paid',
    url: () => '/api/admin/affiliates/payouts/999999/paid',
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/affiliates/test/approve-due',
    url: () => '/api/admin/affiliates/test/approve-due',
    body: () => ({ daysLater: 0 }),
    rule: 'admin',
  },
  // Photo uploads are multipart: the JSON body the access test sends is refused after the check.
  {
    method: 'POST',
    route: '/api/uploads/photos',
    url: () => '/api/uploads/photos?purpose=logo',
    rule: 'user',
  },
  {
    method: 'POST',
    route: '/api/businesses/:businessId/gallery/photos',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/gallery/photos`,
    rule: 'owner',
  },
  {
    method: 'POST',
    route: '/api/uploads/documents',
    url: () => '/api/uploads/documents',
    rule: 'user',
  },
  // A private document: its uploader and administrators see it, anyone else gets 404.
  {
    method: 'GET',
    route: '/api/uploads/documents/:key',
    url: () => `/api/uploads/documents/${'0'.repeat(32)}`,
    rule: 'user',
  },
  {
    method: 'GET',
    route: '/api/admin/affiliates/payouts/next',
    url: () => '/api/admin/affiliates/payouts/next',
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/reviews/confirm',
    url: () => '/api/reviews/confirm',
    body: () => ({ token: 'enlace-de-prueba' }),
    rule: 'public',
  },
  {
    method: 'GET',
    route: '/api/admin/reviews/reported',
    url: () => '/api/admin/reviews/reported',
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/reviews/:id/keep',
    url: () => '/api/admin/reviews/999999/keep',
    body: () => ({ version: 1 }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/reviews/:id/remove',
    url: () => '/api/admin/reviews/999999/remove',
    body: () => ({ version: 1, reason: 'Contenido ofensivo' }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/businesses/:businessId/verification',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/verification`,
    // A well-formed request: the owner passes the access check and meets the document's (400).
    body: () => ({ kind: 'rnc', number: '101850043', documentKey: 'a'.repeat(32) }),
    rule: 'soleOwner',
  },
  {
    method: 'GET',
    route: '/api/businesses/:businessId/verification',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/verification`,
    rule: 'owner',
  },
  {
    method: 'GET',
    route: '/api/admin/verifications',
    url: () => '/api/admin/verifications',
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/verifications/:id/approve',
    url: () => '/api/admin/verifications/999999/approve',
    body: () => ({ version: 1 }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/verifications/:id/reject',
    url: () => '/api/admin/verifications/999999/reject',
    body: () => ({ adminNotes: 'El documento no se lee', version: 1 }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/claims/:id/object',
    url: () => '/api/claims/999999/object',
    body: () => ({ reason: 'El negocio es mío desde que lo abrí.' }),
    rule: 'user',
  },
  {
    method: 'GET',
    route: '/api/my/business-claims',
    url: () => '/api/my/business-claims',
    rule: 'user',
  },
  {
    method: 'POST',
    route: '/api/businesses/:businessId/leads',
    url: (f) => `/api/businesses/${f.activeBusinessId}/leads`,
    body: () => ({ name: 'Ana', phone: '809-555-0101', message: '¿Abren el domingo?' }),
    rule: 'public',
  },
  {
    method: 'POST',
    route: '/api/leads/confirm',
    url: () => '/api/leads/confirm',
    body: () => ({ token: 'enlace-inexistente' }),
    rule: 'public',
  },
  {
    method: 'GET',
    route: '/api/businesses/:businessId/leads',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/leads`,
    rule: 'ownerOnly',
  },
  {
    method: 'PATCH',
    route: '/api/businesses/:businessId/leads/:leadId',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/leads/999999`,
    body: () => ({ isRead: true }),
    rule: 'ownerOnly',
  },
  {
    method: 'PUT',
    route: '/api/businesses/:businessId/lead-settings',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/lead-settings`,
    body: () => ({ contactFormEnabled: true, bookingEnabled: false }),
    rule: 'owner',
  },
  {
    method: 'GET',
    route: '/api/admin/leads/counts',
    url: () => '/api/admin/leads/counts',
    rule: 'admin',
  },
  // Public on purpose: the demo business's statistics and seeded message (features/demo-showcase).
  {
    method: 'GET',
    route: '/api/demo/showcase',
    url: () => '/api/demo/showcase',
    rule: 'public',
  },
  {
    method: 'GET',
    route: '/api/businesses/:businessId/closure',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/closure`,
    rule: 'owner',
  },
  {
    method: 'PUT',
    route: '/api/businesses/:businessId/closure',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/closure`,
    body: () => ({ temporarilyClosed: false, reopensOn: null }),
    rule: 'owner',
  },
  {
    method: 'GET',
    route: '/api/businesses/:businessId/special-hours',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/special-hours`,
    rule: 'owner',
  },
  {
    method: 'POST',
    route: '/api/businesses/:businessId/special-hours',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/special-hours`,
    body: () => ({ date: '2099-12-25', closed: true }),
    rule: 'owner',
  },
  {
    method: 'DELETE',
    route: '/api/businesses/:businessId/special-hours/:sid',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/special-hours/999999999`,
    rule: 'owner',
  },
  {
    method: 'POST',
    route: '/api/businesses/:businessId/questions',
    url: (f) => `/api/businesses/${f.activeBusinessId}/questions`,
    body: () => ({ question: '¿Tienen parqueo?', askerEmail: 'pregunta@correo.do' }),
    rule: 'public',
  },
  {
    method: 'POST',
    route: '/api/questions/confirm',
    url: () => '/api/questions/confirm',
    body: () => ({ token: 'enlace-de-prueba' }),
    rule: 'public',
  },
  {
    method: 'GET',
    route: '/api/businesses/:businessId/questions',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/questions`,
    rule: 'owner',
  },
  {
    method: 'PUT',
    route: '/api/businesses/:businessId/questions/:qid',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/questions/999999`,
    body: () => ({ answer: 'Sí, gratis.' }),
    rule: 'owner',
  },
  {
    method: 'POST',
    route: '/api/businesses/:businessId/questions/:qid/report',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/questions/999999/report`,
    body: () => ({ reason: 'Lenguaje ofensivo' }),
    rule: 'owner',
  },
  {
    method: 'GET',
    route: '/api/admin/questions',
    url: () => '/api/admin/questions',
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/questions/:id/approve',
    url: () => '/api/admin/questions/999999/approve',
    body: () => ({ version: 1 }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/questions/:id/reject',
    url: () => '/api/admin/questions/999999/reject',
    body: () => ({ version: 1, reason: 'Contenido ofensivo' }),
    rule: 'admin',
  },
  // A business's people (decision 030): managers read their role, never pay nor choose people.
  {
    method: 'GET',
    route: '/api/businesses/:businessId/my-role',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/my-role`,
    rule: 'owner',
  },
  {
    method: 'GET',
    route: '/api/businesses/:businessId/subscription',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/subscription`,
    rule: 'ownerAndAdmin',
  },
  {
    method: 'GET',
    route: '/api/businesses/:businessId/payment',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/payment`,
    rule: 'ownerAndAdmin',
  },
  {
    method: 'GET',
    route: '/api/businesses/:businessId/people',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/people`,
    rule: 'ownerAndAdmin',
  },
  {
    method: 'POST',
    route: '/api/businesses/:businessId/invitations',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/invitations`,
    body: (f) => ({ email: `invitado_${f.unique()}@correo.do` }),
    rule: 'ownerAndAdmin',
  },
  {
    method: 'DELETE',
    route: '/api/businesses/:businessId/invitations/:invitationId',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/invitations/999999`,
    rule: 'ownerAndAdmin',
  },
  {
    method: 'DELETE',
    route: '/api/businesses/:businessId/managers/:userId',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/managers/999999`,
    rule: 'ownerAndAdmin',
  },
  {
    method: 'POST',
    route: '/api/businesses/:businessId/transfer',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/transfer`,
    body: (f) => ({ email: `comprador_${f.unique()}@correo.do` }),
    rule: 'ownerAndAdmin',
  },
  {
    method: 'DELETE',
    route: '/api/businesses/:businessId/transfer',
    url: (f) => `/api/businesses/${f.ownedBusinessId}/transfer`,
    rule: 'ownerAndAdmin',
  },
  {
    method: 'POST',
    route: '/api/invitations/accept',
    url: () => '/api/invitations/accept',
    body: () => ({ token: 'enlace-que-no-existe' }),
    rule: 'user',
  },
  {
    method: 'POST',
    route: '/api/admin/imports/preview',
    url: () => '/api/admin/imports/preview',
    body: () => ({ fileName: 'acceso.csv', csv: importAccessCsv() }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/imports',
    url: () => '/api/admin/imports',
    body: () => ({ fileName: 'acceso.csv', csv: importAccessCsv() }),
    rule: 'admin',
  },
  // The admin console (issue #31): an unknown id, so the admin's call is a 404 that writes nothing.
  {
    method: 'POST',
    route: '/api/admin/directory/:id/suspend',
    url: () => '/api/admin/directory/999999/suspend',
    body: () => ({ kind: 'suspended', reason: 'Información falsa en el perfil' }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/directory/:id/transfer',
    url: () => '/api/admin/directory/999999/transfer',
    body: () => ({ to: 'nadie@correo.do' }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/directory/:id/restore',
    url: () => '/api/admin/directory/999999/restore',
    body: () => ({ note: 'Corregido' }),
    rule: 'admin',
  },
  {
    method: 'PATCH',
    route: '/api/admin/directory/:id',
    url: () => '/api/admin/directory/999999',
    body: () => ({ name: 'Colmado Corregido', phone: '809-555-0101' }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/disable',
    url: () => '/api/admin/users/999999/disable',
    body: () => ({ reason: 'Cuenta de spam' }),
    rule: 'admin',
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/enable',
    url: () => '/api/admin/users/999999/enable',
    body: () => ({ note: 'Aclarado' }),
    rule: 'admin',
  },
  // '/cuenta' (features/account): the password bodies are wrong on purpose, so no actor's e-mail
  // changes and no actor's account is deleted while the suite calls them.
  {
    method: 'PUT',
    route: '/api/account/profile',
    url: () => '/api/account/profile',
    body: () => ({ fullName: 'Nombre de Prueba', phone: '809-555-0100' }),
    rule: 'user',
  },
  {
    method: 'POST',
    route: '/api/account/email',
    url: () => '/api/account/email',
    body: (f) => ({ email: `nuevo_${f.unique()}@correo.do`, password: 'no-es-la-clave' }),
    rule: 'user',
  },
  {
    method: 'POST',
    route: '/api/account/email/confirm',
    url: () => '/api/account/email/confirm',
    body: () => ({ token: 'enlace-inventado' }),
    rule: 'public',
  },
  {
    method: 'GET',
    route: '/api/account/sessions',
    url: () => '/api/account/sessions',
    rule: 'user',
  },
  {
    method: 'POST',
    route: '/api/account/sessions/close-others',
    url: () => '/api/account/sessions/close-others',
    rule: 'user',
  },
  {
    method: 'GET',
    route: '/api/account/payout-details',
    url: () => '/api/account/payout-details',
    rule: 'user',
  },
  {
    method: 'PUT',
    route: '/api/account/payout-details',
    url: () => '/api/account/payout-details',
    body: () => ({ method: 'paypal', paypalEmail: 'cobros@correo.do' }),
    rule: 'user',
  },
  {
    method: 'POST',
    route: '/api/account/delete',
    url: () => '/api/account/delete',
    body: () => ({ password: 'no-es-la-clave' }),
    rule: 'user',
  },
];

/** A complete registration (in Puerto Plata, ids of the seeded reference data) with unique text. */
function registrationAccessBody(unique: string) {
  const day = { open: '08:00', close: '17:00', closed: false };
  const digits = [...unique].map((c) => c.charCodeAt(0) % 10).join('');
  return {
    name: `Acceso ${unique}`,
    description: 'Registro de prueba del control de acceso.',
    category: 1,
    address: 'Calle Duarte 1',
    province: ACCESS_PLACE.province,
    municipality: ACCESS_PLACE.municipality,
    phone: `8${digits.padStart(9, '0').slice(-9)}`,
    email: `acceso_${unique}@correo.do`,
    packageId: 1,
    openingHours: Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        day,
      ]),
    ),
  };
}

/** A one-row import file in Puerto Plata with a unique external id and phone. */
function importAccessCsv() {
  const unique = Math.floor(Math.random() * 1_000_000);
  return `id_externo,nombre,categoria,provincia,municipio,telefono
acceso-${unique},Colmado Acceso ${unique},Colmado,Puerto Plata,Sosúa,849${String(unique).padStart(7, '0')}`;
}
