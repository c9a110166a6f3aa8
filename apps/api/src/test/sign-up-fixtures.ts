// Accounts and registration payloads for the owners' sign-up tests.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { RegistrationBody } from '@drd/shared/api/registration';
import type { pendingBusinessSchema } from '@drd/shared/api/subscriptions';
import type { Db } from '../db/client';
import { municipalities, provinces, users } from '../db/schema';
import { createSession } from '../features/auth/repository';
import { postJson } from './context';

export interface Account {
  id: number;
  username?: string;
  cookies: { drd_session: string };
}

export async function makeAccount(
  db: Db,
  now: Date,
  options: { role?: string; email?: string; phone?: string; verified?: boolean } = {},
): Promise<Account> {
  const name = `cuenta_${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(users)
    .values({
      username: name,
      email: options.email ?? `${name}@correo.do`,
      fullName: name,
      phone: options.phone ?? null,
      role: options.role ?? 'user',
      password: 'x',
      emailVerifiedAt: options.verified ? now : null,
    })
    .returning({ id: users.id });
  return {
    id: row!.id,
    username: name,
    cookies: { drd_session: await createSession(db, row!.id, now) },
  };
}

/** Puerto Plata's province and municipality ids, where the demo directory lives. */
export async function puertoPlata(db: Db) {
  const [place] = await db
    .select({ province: provinces.id, municipality: municipalities.id })
    .from(municipalities)
    .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
    .where(eq(municipalities.code, '1801'));
  return place!;
}

/** A valid registration that matches no demo listing (unique name and phone). */
export function registrationPayload(
  place: { province: number; municipality: number },
  overrides: Partial<RegistrationBody> = {},
): RegistrationBody {
  const tag = randomBytes(3).toString('hex');
  const day = { open: '08:00', close: '17:00', closed: false };
  return {
    name: [...randomBytes(12)].map((b) => String.fromCharCode(97 + (b % 26))).join(''),
    description: 'Un negocio de prueba con una descripción suficientemente larga.',
    category: 1,
    address: 'Calle Duarte 12',
    province: place.province,
    municipality: place.municipality,
    phone: `849${String(parseInt(tag, 16) % 10_000_000).padStart(7, '0')}`,
    email: `negocio_${tag}@correo.do`,
    packageId: 3,
    openingHours: {
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: { open: '08:00', close: '13:00', closed: false },
      sunday: { open: '00:00', close: '00:00', closed: true },
    },
    ...overrides,
  };
}

/** Registers a business as the account (payload overrides allowed) and answers its id. */
export async function registerBusinessAs(
  app: FastifyInstance,
  account: Account,
  place: { province: number; municipality: number },
  overrides: Partial<RegistrationBody> = {},
): Promise<number> {
  const response = await postJson(
    app,
    '/api/businesses/register',
    registrationPayload(place, overrides),
    { cookies: account.cookies },
  );
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ business: { id: number } }>().business.id;
}

/** An administrator approves a pending registration at the version the review queue shows. */
export async function approvePendingAs(app: FastifyInstance, admin: Account, id: number) {
  const pending = await app.inject({
    url: '/api/admin/businesses/pending',
    cookies: admin.cookies,
  });
  const card = pending.json<z.infer<typeof pendingBusinessSchema>[]>().find((b) => b.id === id);
  const approved = await postJson(
    app,
    `/api/admin/businesses/${id}/approve`,
    { version: card!.version },
    { cookies: admin.cookies },
  );
  expect(approved.statusCode, approved.body).toBe(200);
}
