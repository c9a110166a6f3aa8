import { Mail } from 'lucide-react';
import type { DemoShowcase } from '@drd/shared/api/demo-showcase';
import { formatDateTime } from '@drd/shared/format';
import { PlanLink } from './plan-link';

/** A message a visitor sent from the profile's form, as it reaches the owner's inbox. */
export function LeadDemo({ lead }: { lead: NonNullable<DemoShowcase['lead']> }) {
  return (
    <div>
      <p className="mb-4 text-slate-700">
        Tus clientes te escriben desde tu perfil; el mensaje llega a tu bandeja en el panel y a tu
        correo, y respondes por WhatsApp o correo.
      </p>
      <article
        className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
        data-testid="showcase-lead"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <Mail className="size-4 shrink-0 text-brand-700" aria-hidden />
            {lead.name}
          </p>
          <p className="text-xs text-slate-600">{formatDateTime(lead.createdAt)}</p>
        </div>
        <p className="mt-2 whitespace-pre-line text-slate-700">{lead.message}</p>
      </article>
      <PlanLink feature="leads" />
    </div>
  );
}
