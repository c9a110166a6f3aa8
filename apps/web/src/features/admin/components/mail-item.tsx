import type { OutboxMessage } from '@drd/shared/api/mail';

const STATUS = {
  queued: { label: 'En cola', className: 'bg-amber-100 text-amber-900' },
  sent: { label: 'Enviado', className: 'bg-emerald-100 text-emerald-900' },
  failed: { label: 'Falló', className: 'bg-red-100 text-red-900' },
} as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString('es-DO', { dateStyle: 'medium', timeStyle: 'short' });

/** One message: who, what, its state, and the text itself behind a disclosure. */
export function MailItem({ message }: { message: OutboxMessage }) {
  const status = STATUS[message.status];
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{message.subject}</p>
          <p className="text-sm break-all text-slate-700">Para: {message.to}</p>
        </div>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${status.className}`}>
          {status.label}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {when(message.createdAt)}
        {message.sentAt &&
          ` · ${message.transport === 'smtp' ? 'enviado por SMTP' : 'solo en esta bandeja (sin SMTP)'} ${when(message.sentAt)}`}
        {message.attempts > 1 && ` · ${message.attempts} intentos`}
      </p>
      {message.lastError && message.status !== 'sent' && (
        <p className="mt-1 text-sm break-words text-red-800">Último error: {message.lastError}</p>
      )}
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-800">
          Ver el mensaje
        </summary>
        <pre className="mt-2 overflow-x-auto rounded bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap">
          {message.text}
        </pre>
      </details>
    </li>
  );
}
