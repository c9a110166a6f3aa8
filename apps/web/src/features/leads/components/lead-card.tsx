// One message in the owner's inbox: who, when, what, and the ways to answer (WhatsApp prefilled
// with the message, e-mail), read or unread, archive.
import { Mail, MessageCircle } from 'lucide-react';
import { leadWhatsappText, type Lead } from '@drd/shared/api/leads';
import { formatDate, formatDateTime } from '@drd/shared/format';
import { whatsappLinkWithText } from '@drd/shared/whatsapp';
import { Button } from '../../../components/form/button';
import type { LeadChange } from '../api/update-lead';

const LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold text-white';

export function LeadCard({
  lead,
  onChange,
  pending,
}: {
  lead: Lead;
  onChange: (change: LeadChange) => void;
  pending: boolean;
}) {
  const whatsapp = whatsappLinkWithText(lead.phone, leadWhatsappText(lead.name, lead.message));
  const markRead = () => {
    if (!lead.isRead) onChange({ id: lead.id, isRead: true });
  };
  const booking = lead.kind === 'booking';
  return (
    <li
      data-testid="lead"
      className={`rounded-lg border p-4 ${lead.isRead ? 'border-slate-200 bg-white' : 'border-brand-300 bg-brand-50'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className={lead.isRead ? 'font-medium' : 'font-bold'}>{lead.name}</p>
        {!lead.isRead && (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            Nuevo
          </span>
        )}
        {booking && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Reserva
          </span>
        )}
        <p className="text-xs text-slate-600">{formatDateTime(lead.createdAt)}</p>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {[lead.phone, lead.email].filter(Boolean).join(' · ')}
      </p>
      {booking && (
        <p className="mt-2 text-sm font-medium text-slate-800">
          {lead.people} {lead.people === 1 ? 'persona' : 'personas'} ·{' '}
          {formatDate(`${lead.date}T12:00:00`)} a las {lead.time}
        </p>
      )}
      {lead.message && (
        <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">
          {lead.message}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {whatsapp && (
          <a
            href={whatsapp}
            target="_blank"
            rel="noreferrer"
            onClick={markRead}
            className={`${LINK} bg-emerald-700 hover:bg-emerald-800`}
          >
            <MessageCircle className="size-4" aria-hidden />
            Responder por WhatsApp
          </a>
        )}
        {lead.email && (
          <a
            href={`mailto:${lead.email}?subject=${encodeURIComponent('Sobre tu mensaje')}&body=${encodeURIComponent(leadWhatsappText(lead.name, lead.message))}`}
            onClick={markRead}
            className={`${LINK} bg-brand-700 hover:bg-brand-800`}
          >
            <Mail className="size-4" aria-hidden />
            Responder por correo
          </a>
        )}
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => onChange({ id: lead.id, isRead: !lead.isRead })}
        >
          {lead.isRead ? 'Marcar como no leído' : 'Marcar como leído'}
        </Button>
        <Button
          variant="ghost"
          disabled={pending}
          onClick={() => onChange({ id: lead.id, archived: !lead.archived })}
        >
          {lead.archived ? 'Devolver a la bandeja' : 'Archivar'}
        </Button>
      </div>
    </li>
  );
}
