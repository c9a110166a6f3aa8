// Who hears about a business: its owner and its managers (DESIGN.md §3). Every message about a
// business (leads, monthly figures, moderation decisions) goes through here, so a new sender
// cannot forget the managers; each recipient's own mail preferences apply (notifyUser).
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { businessManagers, businesses } from '../../db/schema';
import type { MailContent } from '../mail/templates';
import { notifyUser, type Notice } from './notify';

export type AudienceRole = 'owner' | 'manager';
export interface Listener {
  userId: number;
  role: AudienceRole;
}

/** The owner (first) and managers of each business, by business id. */
export async function businessAudiences(
  tx: Tx,
  businessIds: number[],
): Promise<Map<number, Listener[]>> {
  const audiences = new Map<number, Listener[]>(businessIds.map((id) => [id, []]));
  if (businessIds.length === 0) return audiences;
  const [owners, managers] = await Promise.all([
    tx
      .select({ businessId: businesses.id, userId: businesses.userId })
      .from(businesses)
      .where(inArray(businesses.id, businessIds)),
    tx
      .select({ businessId: businessManagers.businessId, userId: businessManagers.userId })
      .from(businessManagers)
      .where(inArray(businessManagers.businessId, businessIds))
      .orderBy(businessManagers.createdAt, businessManagers.userId),
  ]);
  for (const row of owners) {
    if (row.userId !== null)
      audiences.get(row.businessId)?.push({ userId: row.userId, role: 'owner' });
  }
  for (const row of managers) {
    audiences.get(row.businessId)?.push({ userId: row.userId, role: 'manager' });
  }
  return audiences;
}

export async function businessAudience(tx: Tx, businessId: number): Promise<Listener[]> {
  return (await businessAudiences(tx, [businessId])).get(businessId) ?? [];
}

/** Why a manager gets a message written for the owner. */
export const MANAGER_REASON =
  'Recibes este correo porque gestionas este negocio en Directorio RD. El dueño puede quitarte desde la sección Personas de su panel.';

export interface BusinessNotice extends Omit<Notice, 'userId' | 'content'> {
  businessId: number;
  /** The owner's text; managers get it with MANAGER_REASON unless a function says otherwise. */
  content: MailContent | ((role: AudienceRole) => MailContent);
}

/** Queues the notice for the owner and every manager; answers how many were queued. */
export async function notifyBusiness(tx: Tx, notice: BusinessNotice): Promise<number> {
  const { businessId, content, dedupeKey, ...rest } = notice;
  let queued = 0;
  for (const listener of await businessAudience(tx, businessId)) {
    const sent = await notifyUser(tx, {
      ...rest,
      userId: listener.userId,
      content: contentFor(content, listener.role),
      ...(dedupeKey ? { dedupeKey: `${dedupeKey}:${listener.userId}` } : {}),
    });
    if (sent) queued++;
  }
  return queued;
}

export function contentFor(
  content: MailContent | ((role: AudienceRole) => MailContent),
  role: AudienceRole,
): MailContent {
  if (typeof content === 'function') return content(role);
  return role === 'owner' ? content : { ...content, reason: MANAGER_REASON };
}
