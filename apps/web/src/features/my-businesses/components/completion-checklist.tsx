// 'Completa tu perfil': what a business still lacks, each with a link to where it is done (Google
// Business Profile's checklist is the model). An item counts once approved; sent, it reads 'en
// revisión' and is not counted (issue 41). Gone once everything is approved.
import { Link } from 'react-router';
import { CheckCircle2, Circle, Clock } from 'lucide-react';
import {
  CHECKLIST_ITEMS,
  checklistDone,
  GOOD_DESCRIPTION_LENGTH,
  type ChecklistItem,
} from '@drd/shared/api/owner-checklist';
import { useChecklist } from '../api/get-checklists';

/** Each item: its text, what to do, and the panel's place for it (a tab or the facts card). */
const ITEMS: Record<ChecklistItem, { label: string; todo: string; hash: string }> = {
  photos: { label: 'Fotos', todo: 'Sube una foto de portada o de tu galería', hash: 'galeria' },
  hours: { label: 'Horario', todo: 'Pon tu horario real', hash: 'informacion' },
  description: {
    label: 'Descripción',
    todo: `Cuenta más de tu negocio (al menos ${GOOD_DESCRIPTION_LENGTH} caracteres)`,
    hash: 'informacion',
  },
  whatsapp: { label: 'WhatsApp', todo: 'Agrega tu WhatsApp', hash: 'informacion' },
  offerOrFaq: {
    label: 'Oferta o pregunta frecuente',
    todo: 'Publica una oferta o una pregunta frecuente',
    hash: 'faqs',
  },
};

export function CompletionChecklist({ businessId }: { businessId: number }) {
  const checklist = useChecklist(businessId);
  if (!checklist) return null;
  const done = checklistDone(checklist);
  if (done === CHECKLIST_ITEMS.length) return null;
  const headingId = `completa-${businessId}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="completion-checklist"
      className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        Completa tu perfil: {done} de {CHECKLIST_ITEMS.length}
      </h3>
      <p className="text-sm text-slate-600">
        Un perfil completo recibe más llamadas. Lo que envías se publica al aprobarse.
      </p>
      <ul className="mt-2 divide-y divide-slate-200">
        {CHECKLIST_ITEMS.map((item) => {
          const { label, todo, hash } = ITEMS[item];
          if (checklist[item] === 'done') {
            return (
              <li key={item} className="flex min-h-11 items-center gap-2 text-sm text-slate-600">
                <CheckCircle2 className="size-5 shrink-0 text-emerald-700" aria-hidden />
                <span>
                  {label} <span className="sr-only">(hecho)</span>
                </span>
              </li>
            );
          }
          if (checklist[item] === 'review') {
            return (
              <li key={item} className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
                <Clock className="size-5 shrink-0 text-amber-700" aria-hidden />
                <span>
                  {label}: <span className="font-medium text-amber-900">en revisión</span>
                </span>
              </li>
            );
          }
          return (
            <li key={item}>
              <Link
                to={`/mi-negocio/${businessId}#${hash}`}
                className="flex min-h-11 items-center gap-2 text-sm font-medium text-brand-800 hover:underline"
              >
                <Circle className="size-5 shrink-0 text-slate-400" aria-hidden />
                {todo}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
