// The people the access and fuzz tests act as: a plain user, two business owners (each owning one
// active business), a manager of the owner's business and an administrator, plus the fixtures the access table's URLs and bodies use.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businessManagers, businesses, users } from '../db/schema';
import { hashPassword } from '../features/auth/password';
import { createSession } from '../features/auth/repository';
import type { Fixtures } from './access-table';

export type Actor = 'visitor' | 'user' | 'otherOwner' | 'owner' | 'manager' | 'admin';
export const ACTORS: Actor[] = ['visitor', 'user', 'otherOwner', 'owner', 'manager', 'admin'];

export interface Actors {
  fixtures: Fixtures;
  /** A new session cookie for the actor; none for the visitor. */
  cookies: (actor: Actor, now: Date) => Promise<Record<string, string> | undefined>;
}

export async function createActors(db: Db, prefix: string): Promise<Actors> {
  const password = await hashPassword('clave-segura');
  const ids = new Map<Actor, number>();
  for (const [actor, role] of [
    ['user', 'user'],
    ['otherOwner', 'business_owner'],
    ['owner', 'business_owner'],
    ['manager', 'user'],
    ['admin', 'admin'],
  ] as const) {
    const username = `${prefix}_${actor.toLowerCase()}`;
    const [row] = await db
      .insert(users)
      .values({ username, email: `${username}@correo.do`, fullName: username, role, password })
      .returning({ id: users.id });
    ids.set(actor, row!.id);
  }
  const [owned, other, unowned] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.isActive, true), ne(businesses.id, 0)))
    .limit(3);
  await db
    .update(businesses)
    .set({ userId: ids.get('owner')! })
    .where(eq(businesses.id, owned!.id));
  await db
    .update(businesses)
    .set({ userId: ids.get('otherOwner')! })
    .where(eq(businesses.id, other!.id));
  await db
    .insert(businessManagers)
    .values({ businessId: owned!.id, userId: ids.get('manager')!, invitedBy: ids.get('owner')! });
  let counter = 0;
  return {
    fixtures: {
      ownedBusinessId: owned!.id,
      activeBusinessId: other!.id,
      unownedBusinessId: unowned!.id,
      unique: () => `${Date.now().toString(36)}${counter++}`,
    },
    cookies: async (actor, now) => {
      const id = ids.get(actor);
      return id ? { drd_session: await createSession(db, id, now) } : undefined;
    },
  };
}
