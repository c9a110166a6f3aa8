// A registration that matches existing listings: the owner claims one of them, or says theirs
// is another business and registers it anyway.
import { useEffect, useRef, useState } from 'react';
import { MapPin, Phone } from 'lucide-react';
import { REGISTRATION_MESSAGES, type DuplicateCandidate } from '@drd/shared/api/registration';
import { Button } from '../../../components/form/button';
import type { ClaimAnswer } from '../api/create-claim';
import { ClaimForm } from './claim-form';

interface DuplicateChoiceProps {
  candidates: DuplicateCandidate[];
  sending: boolean;
  onClaimed: (answer: ClaimAnswer) => void;
  onNotDuplicate: () => void;
  onBack: () => void;
}

const REASONS = {
  phone: 'Tiene el mismo teléfono',
  name: 'Tiene un nombre parecido en el mismo municipio',
} as const;

export function DuplicateChoice({
  candidates,
  sending,
  onClaimed,
  onNotDuplicate,
  onBack,
}: DuplicateChoiceProps) {
  const [claiming, setClaiming] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="drd-duplicates-title" className="space-y-4">
      <div>
        <h2
          id="drd-duplicates-title"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-40 text-xl font-bold text-slate-900 outline-none"
        >
          ¿Es alguno de estos tu negocio?
        </h2>
        <p className="mt-1 text-sm text-slate-700">{REGISTRATION_MESSAGES.duplicate}</p>
      </div>
      <ul className="space-y-3">
        {candidates.map((c) => (
          <li key={c.id} className="rounded-lg border border-slate-200 p-4">
            <p className="font-semibold text-slate-900">{c.name}</p>
            <p className="text-xs font-medium text-amber-800">{REASONS[c.reason]}</p>
            <p className="mt-1 flex items-start gap-1 text-sm text-slate-700">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
              {[c.address, c.municipality].filter(Boolean).join(', ')}
            </p>
            <p className="flex items-center gap-1 text-sm text-slate-700">
              <Phone className="size-4 shrink-0" aria-hidden />
              {c.phone}
            </p>
            {c.hasOwner && (
              <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
                Este negocio ya tiene un dueño registrado: si lo reclamas, un administrador revisará
                tu solicitud antes de decidir.
              </p>
            )}
            <div className="mt-3">
              {claiming === c.id ? (
                <ClaimForm
                  businessId={c.id}
                  businessName={c.name}
                  onSent={onClaimed}
                  onCancel={() => setClaiming(null)}
                />
              ) : (
                <Button variant="secondary" onClick={() => setClaiming(c.id)}>
                  Es mi negocio — reclamarlo
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          Volver al formulario
        </Button>
        <Button onClick={onNotDuplicate} pending={sending} pendingText="Registrando...">
          Es otro negocio
        </Button>
      </div>
    </section>
  );
}
