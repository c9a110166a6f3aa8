import { useState } from 'react';
import { Copy, TicketPercent } from 'lucide-react';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import {
  daysLeftLabel,
  discountLabel,
  offerDaysLeft,
  validityLabel,
} from '@drd/shared/api/content/offer-days';
import { toast } from '../../../components/ui/toast-store';
import { ProfileSection } from './section';

type Offer = BusinessDetail['offers'][number];

function CopyCode({ code }: { code: string }) {
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => toast({ title: 'Código copiado', description: code }),
      () =>
        toast({ title: 'No se pudo copiar el código.', description: code, variant: 'destructive' }),
    );
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2">
      <span className="rounded-md border border-dashed border-brand-700 bg-white px-3 py-1.5 font-mono font-semibold tracking-wide">
        {code}
      </span>
      <button
        type="button"
        onClick={copy}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <Copy className="size-4" aria-hidden /> Copiar código
      </button>
    </p>
  );
}

/** Offers valid today (the server sends only those), with the days left and the code to copy. */
export function Offers({ offers }: { offers: BusinessDetail['offers'] }) {
  // Read once per mount: a page left open past midnight keeps its list until reloaded.
  const [now] = useState(() => new Date());
  const valid = offers
    .map((offer): [Offer, number] => [offer, offerDaysLeft(offer.validUntil, now)])
    .filter(([, days]) => days >= 0);
  if (valid.length === 0) return null;
  return (
    <ProfileSection id="ofertas" title="Ofertas">
      <ul className="space-y-3">
        {valid.map(([offer, days]) => (
          <li
            key={offer.id}
            data-testid="offer"
            className="rounded-lg border border-brand-100 bg-brand-50 p-4"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="flex min-w-0 items-center gap-2 font-semibold">
                <TicketPercent className="size-5 shrink-0 text-brand-700" aria-hidden />
                {offer.title}
              </p>
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
                {daysLeftLabel(days)}
              </span>
            </div>
            {discountLabel(offer) && (
              <p className="mt-1 text-lg font-bold text-brand-800">{discountLabel(offer)}</p>
            )}
            {offer.description && (
              <p className="mt-1 text-sm text-slate-700">{offer.description}</p>
            )}
            <p className="mt-1 text-sm text-slate-600">{validityLabel(offer)}</p>
            {offer.code && <CopyCode code={offer.code} />}
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
