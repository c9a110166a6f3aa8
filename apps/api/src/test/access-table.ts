// Who may call each state-changing endpoint (DESIGN.md 'Access'). Every later feature adds its
// endpoints here; access.test.ts fails when a POST/PUT/PATCH/DELETE route is missing.
export type Rule = 'public' | 'user' | 'owner' | 'admin';

export interface Fixtures {
  /** A business owned by the 'owner' actor (not by 'otherOwner'). */
  ownedBusinessId: number;
  /** An active business anyone can visit. */
  activeBusinessId: number;
  unique: () => string;
}

export interface AccessEntry {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as Fastify registers it, e.g. '/api/businesses/:businessId/faqs'. */
  route: string;
  url: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  rule: Rule;
}

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
];
