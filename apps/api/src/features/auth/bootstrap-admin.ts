import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from './password';
import { replacePassword } from './repository';

export interface AdminInput {
  username: string;
  password: string;
  email?: string | undefined;
  fullName?: string | undefined;
}

/**
 * Makes sure an administrator with this username exists: creates it, or promotes the existing
 * account (its password is then replaced, so an operator can also use this to recover access).
 */
export async function ensureAdmin(db: Db, input: AdminInput): Promise<'created' | 'updated'> {
  const password = await hashPassword(input.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
  if (existing) {
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
    await replacePassword(db, existing.id, password);
    return 'updated';
  }
  await db.insert(users).values({
    username: input.username,
    password,
    email: input.email ?? `${input.username.toLowerCase()}@directoriord.do`,
    fullName: input.fullName ?? 'Administrador',
    role: 'admin',
    // Named by the operator in the server's settings: nobody else's address to confirm.
    emailVerifiedAt: new Date(),
  });
  return 'created';
}
