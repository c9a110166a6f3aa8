// Storing a visitor's message: at once for most, or held until the sender opens a mailed link
// (a fourth message of the day from one visitor, decision 017). The owner's e-mail follows from
// the batching job once the message is confirmed.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LeadKind } from '@drd/shared/api/leads';
import type { Db } from '../../db/client';
import { businessLeads } from '../../db/schema';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the mailed link works. */
export const LEAD_CONFIRM_TTL_MS = 2 * DAY_MS;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface NewLead {
  businessId: number;
  kind: LeadKind;
  name: string;
  phone: string | null;
  email: string | null;
  message: string;
  bookingDate: string | null;
  bookingTime: string | null;
  people: number | null;
  userId: number | null;
}

export async function insertConfirmedLead(db: Db, lead: NewLead, now: Date): Promise<void> {
  await db.insert(businessLeads).values({ ...lead, confirmedAt: now, createdAt: now });
}

/** Stored unseen, with the link queued to the sender in the same transaction. */
export async function insertUnconfirmedLead(
  db: Db,
  lead: NewLead & { to: string; businessName: string },
  publicUrl: string,
  now: Date,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const { to, businessName, ...values } = lead;
  await db.transaction(async (tx) => {
    await tx
      .insert(businessLeads)
      .values({ ...values, confirmTokenHash: hashToken(token), createdAt: now });
    const url = `${publicUrl}/mensajes/confirmar?token=${encodeURIComponent(token)}`;
    const content = renderMail({
      subject: 'Confirma tu mensaje en Directorio RD',
      title: `Confirma tu mensaje a ${businessName}`,
      paragraphs: [
        'Hoy ya enviaste varios mensajes desde Directorio RD. Abre el enlace para confirmar que este es tuyo; solo entonces lo enviaremos al negocio.',
        'El enlace sirve durante 2 días.',
      ],
      action: { label: 'Confirmar mi mensaje', url },
      reason:
        'Recibes este correo porque alguien escribió a un negocio con esta dirección en Directorio RD. Si no fuiste tú, ignóralo.',
    });
    await enqueueMail(tx, { kind: 'lead-confirm', to, userId: lead.userId, ...content }, now);
  });
}

/** Opens a mailed link: the message reaches the owner from now. False for an unknown or dead link. */
export async function confirmLead(db: Db, token: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LEAD_CONFIRM_TTL_MS);
  const rows = await db
    .update(businessLeads)
    .set({ confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(businessLeads.confirmTokenHash, hashToken(token)),
        isNull(businessLeads.confirmedAt),
        gt(businessLeads.createdAt, since),
      ),
    )
    .returning({ id: businessLeads.id });
  // One conditional update: two clicks on one link confirm it once, the second gets false.
  return rows.length > 0;
}
