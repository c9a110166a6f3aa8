// The owner hears of a new message within a minute; messages in the 10 minutes after an e-mail
// wait and go together in the next one, so a busy afternoon is a few e-mails, not dozens. One
// instance at a time runs it (the job's advisory lock); notified_at and the dedupe key make a
// second or late run send nothing twice.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { withJobLock, type IntervalJob } from '../../lib/interval-job';
import type { MailContent } from '../mail/templates';
import { notifyBusiness } from '../notifications/business-audience';

/** Every 30 seconds: the first message is mailed within a minute. */
export const LEAD_MAIL_INTERVAL_MS = 30_000;
/** Messages this long after the previous e-mail join the next one. */
export const LEAD_MAIL_BATCH_MS = 10 * 60_000;

interface DueLead {
  id: number;
  businessId: number;
  businessName: string;
  kind: string;
  name: string;
  phone: string | null;
  email: string | null;
  message: string;
  bookingDate: string | null;
  bookingTime: string | null;
  people: number | null;
}

const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

function describe(lead: DueLead): string {
  const contact = [lead.phone, lead.email].filter(Boolean).join(' · ');
  const booking =
    lead.kind === 'booking'
      ? `Reserva para ${lead.people} ${lead.people === 1 ? 'persona' : 'personas'} el ${lead.bookingDate} a las ${lead.bookingTime}. `
      : '';
  return `${lead.name} (${contact}): ${booking}${excerpt(lead.message)}`;
}

/** Queues the due e-mails; answers how many (null: another instance ran this round). */
export async function mailNewLeads(db: Db, now: Date, publicUrl: string): Promise<number | null> {
  const quietSince = new Date(now.getTime() - LEAD_MAIL_BATCH_MS).toISOString();
  return withJobLock(db, 'drd-lead-owner-mail', async (tx) => {
    const due = await queryRows<DueLead>(
      tx,
      sql`select l.id, l.business_id as "businessId", b.name as "businessName",
          l.kind, l.name, l.phone, l.email,
          l.message, l.booking_date as "bookingDate", l.booking_time as "bookingTime", l.people
        from business_leads l
        join businesses b on b.id = l.business_id
        where l.notified_at is null and l.confirmed_at is not null
          and not exists (select 1 from business_leads m where m.business_id = l.business_id
            and m.notified_at > ${quietSince}::timestamptz)
        order by l.business_id, l.id`,
    );
    const byBusiness = new Map<number, DueLead[]>();
    for (const lead of due) {
      byBusiness.set(lead.businessId, [...(byBusiness.get(lead.businessId) ?? []), lead]);
    }
    for (const [businessId, leads] of byBusiness) {
      const first = leads[0]!;
      const content: MailContent = {
        subject:
          leads.length === 1
            ? `Nuevo mensaje para ${first.businessName}`
            : `${leads.length} mensajes nuevos para ${first.businessName}`,
        title:
          leads.length === 1
            ? `${first.name} escribió a ${first.businessName}`
            : `${leads.length} personas escribieron a ${first.businessName}`,
        paragraphs: [
          ...leads.map(describe),
          'Respóndeles por WhatsApp o correo desde la pestaña Mensajes de tu panel.',
        ],
        action: {
          label: 'Ver mis mensajes',
          url: `${publicUrl}/mi-negocio/${businessId}#mensajes`,
        },
        reason:
          'Recibes este correo porque eres el dueño de este negocio en Directorio RD y alguien le escribió desde su perfil.',
      };
      const ids = leads.map((l) => l.id);
      // The owner and each manager; messages are the business's, so no topic turns them off.
      await notifyBusiness(tx, {
        businessId,
        kind: 'leads-new',
        content,
        now,
        publicUrl,
        dedupeKey: `leads:${businessId}:${ids.at(-1)}`,
      });
      await tx.execute(
        sql`update business_leads set notified_at = ${now.toISOString()}::timestamptz
          where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
      );
    }
    return byBusiness.size;
  });
}

export const leadOwnerMailJob = (db: Db, now: () => Date, publicUrl: string): IntervalJob => ({
  name: 'avisos de mensajes nuevos',
  everyMs: LEAD_MAIL_INTERVAL_MS,
  run: () => mailNewLeads(db, now(), publicUrl),
});
