import { useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { ClaimOnMine } from '@drd/shared/api/claims';
import { formatDate } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { useClaimsOnMine } from '../api/get-claims-on-mine';
import { ObjectionDialog } from './objection-dialog';

function stateText(claim: ClaimOnMine): string {
  if (claim.objectedAt) {
    return `Objetaste este reclamo el ${formatDate(claim.objectedAt)}. Un administrador lo revisará de nuevo; el negocio sigue siendo tuyo.`;
  }
  if (claim.status === 'scheduled' && claim.movesAt) {
    return `Un administrador aprobó el reclamo. El negocio pasará a otra persona el ${formatDate(claim.movesAt)} si no objetas antes.`;
  }
  return `Recibido el ${formatDate(claim.createdAt)}. Un administrador revisará sus pruebas; si lo aprueba, tendrás 7 días para objetar.`;
}

function ClaimNotice({ claim }: { claim: ClaimOnMine }) {
  const [open, setOpen] = useState(false);
  return (
    <li
      data-testid="claim-on-mine"
      className="space-y-2 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300"
    >
      <p className="flex items-start gap-2 font-semibold break-words">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden />
        <span>Alguien pidió ser el propietario de «{claim.business.name}»</span>
      </p>
      <p className="text-sm text-slate-800">{stateText(claim)}</p>
      {!claim.objectedAt && (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Objetar
        </Button>
      )}
      <ObjectionDialog
        key={open ? 'open' : 'closed'}
        claimId={claim.id}
        businessName={claim.business.name}
        open={open}
        onOpenChange={setOpen}
      />
    </li>
  );
}

/** Claims other people made on the signed-in owner's listings; nothing when there are none. */
export function ClaimsOnMine() {
  const claims = useClaimsOnMine();
  if (!claims.data || claims.data.length === 0) return null;
  return (
    <section aria-labelledby="reclamos-sobre-mis-negocios" className="space-y-3">
      <h2 id="reclamos-sobre-mis-negocios" className="text-xl font-bold">
        Reclamos sobre tus negocios
      </h2>
      <ul className="space-y-3">
        {claims.data.map((claim) => (
          <ClaimNotice key={claim.id} claim={claim} />
        ))}
      </ul>
    </section>
  );
}
