// What the admin browser tests share: sign-in with the demo accounts, API calls from inside the
// page, and fixtures with unique names (other test files share the server and its lists).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, screenshot } from './browser';

// Screenshots for people to look at, kept out of the repository.
const SHOTS = '/tmp/shots-admin';
const ACCOUNTS = {
  admin: ['admin', 'Admin2026!'],
  owner: ['propietario', 'Negocio2026!'],
  user: ['usuario', 'Usuario2026!'],
} as const;
const PAYMENTS_PAGE_SIZE = 20;

export const toast = (page: Page) => page.getByTestId('toast');
const unique = (length = 8) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export async function shot(page: Page, name: string, fullPage = true) {
  await screenshot(page, name, { dir: SHOTS, fullPage });
}

/**
 * Signs the page's browser in through the API, sharing its cookies: the form itself is proved by
 * auth.e2e.ts, and going through it for every fixture cost two page loads. Leaves the page on the
 * site, so `call` can reach the API from inside it.
 */
export async function signIn(page: Page, who: keyof typeof ACCOUNTS) {
  const [username, password] = ACCOUNTS[who];
  const answer = await page.context().request.post('/api/auth/login', {
    data: { username, password },
    headers: { Origin: baseUrl() },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  if (!page.url().startsWith(baseUrl())) await page.goto('/api/health');
}

/** The API from inside the page: its cookies and its origin, as the app calls it. */
export async function call<T>(page: Page, method: 'GET' | 'POST', url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: method === 'POST' ? { 'Content-Type': 'application/json' } : {},
        ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, url, body },
  ) as Promise<{ status: number; body: T }>;
}

/** Registers a new business (inactive, its payment pending) as the page's signed-in user. */
export async function registerBusiness(page: Page, extra: Record<string, unknown> = {}) {
  const provinces = await call<{ id: number; name: string }[]>(
    page,
    'GET',
    '/api/locations/provinces',
  );
  const province = provinces.body.find((p) => p.name === 'Puerto Plata')!;
  const towns = await call<{ id: number }[]>(
    page,
    'GET',
    `/api/locations/municipalities?provinceId=${province.id}`,
  );
  const day = { open: '08:00', close: '17:00', closed: false };
  // One random word: like no other listing's name, which would make it a duplicate to claim.
  const word = unique(12);
  const name = `${word[0]!.toUpperCase()}${word.slice(1)}`;
  const answer = await call<{ business: { id: number }; transaction: { id: number } }>(
    page,
    'POST',
    '/api/businesses/register',
    {
      name,
      description: 'Un colmado de prueba con una descripción suficientemente larga.',
      category: 1,
      address: 'Calle Duarte 12',
      province: province.id,
      municipality: towns.body[0]!.id,
      phone: `849${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
      email: `${unique()}@correo.do`,
      packageId: 2,
      openingHours: {
        monday: day,
        tuesday: day,
        wednesday: day,
        thursday: day,
        friday: day,
        saturday: day,
        sunday: { open: '00:00', close: '00:00', closed: true },
      },
      ...extra,
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { name, id: answer.body.business.id, paymentId: answer.body.transaction.id };
}

/** The page of /admin/pagos that shows a payment (the list's order is the server's). */
export async function paymentPage(page: Page, paymentId: number): Promise<number> {
  for (let apiPage = 1; ; apiPage++) {
    const list = await call<{ payments: { id: number }[]; total: number }>(
      page,
      'GET',
      `/api/admin/payments?page=${apiPage}&pageSize=100`,
    );
    const index = list.body.payments.findIndex((p) => p.id === paymentId);
    if (index >= 0) return Math.floor(((apiPage - 1) * 100 + index) / PAYMENTS_PAGE_SIZE) + 1;
    if (apiPage * 100 >= list.body.total) throw new Error(`payment ${paymentId} not listed`);
  }
}

/** The version the review queue shows for a waiting submission: every decision sends it back. */
export async function submissionVersion(page: Page, submissionId: number): Promise<number> {
  for (let apiPage = 1; ; apiPage++) {
    const queue = await call<{ submissions: { id: number; version: number }[]; total: number }>(
      page,
      'GET',
      `/api/admin/pending-submissions?page=${apiPage}&pageSize=100`,
    );
    const found = queue.body.submissions.find((s) => s.id === submissionId);
    if (found) return found.version;
    if (apiPage * 100 >= queue.body.total) throw new Error(`submission ${submissionId} not listed`);
  }
}

/** The version 'Negocios nuevos' shows for a new business waiting for approval. */
export async function businessVersion(page: Page, businessId: number): Promise<number> {
  const list = await call<{ id: number; version: number }[]>(
    page,
    'GET',
    '/api/admin/businesses/pending',
  );
  const found = list.body.find((b) => b.id === businessId);
  if (!found) throw new Error(`business ${businessId} not waiting`);
  return found.version;
}

/**
 * 'Marcar recibido' as the payment card sends it: the payment's current version and its own
 * amount in US$ (docs/decisions/012; issue 41), with `extra` (a method) added.
 */
export async function receivedBody(page: Page, paymentId: number, extra: object = {}) {
  const reference = `DRD-${String(paymentId).padStart(6, '0')}`;
  const list = await call<{ payments: { id: number; version: number; amount: string }[] }>(
    page,
    'GET',
    `/api/admin/payments?q=${reference}`,
  );
  const found = list.body.payments.find((p) => p.id === paymentId);
  if (!found) throw new Error(`payment ${paymentId} not found`);
  return { version: found.version, amount: found.amount, currency: 'USD', ...extra };
}
