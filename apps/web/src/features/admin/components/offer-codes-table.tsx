import { useState } from 'react';
import type { AdminOfferCode } from '@drd/shared/api/offer-codes';
import { formatDate } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { CopyCodeButton } from './copy-code-button';
import { StatusBadge } from './list-states';

type CodeState = 'available' | 'used' | 'revoked' | 'expired';

/** Read in the order the server refuses a code in (features/offer-codes/repository.ts). */
function stateOf(code: AdminOfferCode, now: number): CodeState {
  if (code.isUsed) return 'used';
  if (code.revokedAt) return 'revoked';
  if (code.expiresAt && Date.parse(code.expiresAt) <= now) return 'expired';
  return 'available';
}

const STATES: Record<CodeState, [string, string]> = {
  available: ['Disponible', 'bg-emerald-100 text-emerald-900 whitespace-nowrap'],
  used: ['Usado', 'bg-slate-200 text-slate-800'],
  revoked: ['Retirado', 'bg-red-100 text-red-900'],
  expired: ['Vencido', 'bg-orange-100 text-orange-900'],
};

function State({ state }: { state: CodeState }) {
  const [label, tone] = STATES[state];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}

/** What the code is for and its last day, under the code. */
function Details({ code }: { code: AdminOfferCode }) {
  const parts = [
    code.label,
    // The last instant is the end of a day in Santo Domingo: formatDate reads it there.
    code.expiresAt ? `vence el ${formatDate(code.expiresAt)}` : null,
  ].filter(Boolean);
  return parts.length ? <p className="text-sm text-slate-600">{parts.join(' · ')}</p> : null;
}

/** Copy and withdraw a usable code; who used a used one and when. */
function Action({
  code,
  state,
  onRevoke,
}: {
  code: AdminOfferCode;
  state: CodeState;
  onRevoke: (code: AdminOfferCode) => void;
}) {
  if (state === 'available') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <CopyCodeButton code={code.code} />
        <Button variant="secondary" onClick={() => onRevoke(code)}>
          Retirar
        </Button>
      </div>
    );
  }
  if (state !== 'used') return null;
  const who = code.usedBy ? `por ${code.usedBy.username}` : '';
  const when = code.usedAt ? `el ${formatDate(code.usedAt)}` : '';
  return <span className="text-sm text-slate-600">{`Usado ${who} ${when}`.trim()}</span>;
}

const codeClass = 'font-mono text-base font-semibold tracking-wider break-all';

/**
 * The codes as a table from the sm width up; below it, one card per code, so a phone never
 * scrolls sideways.
 */
export function OfferCodesTable({
  codes,
  onRevoke,
}: {
  codes: AdminOfferCode[];
  onRevoke: (code: AdminOfferCode) => void;
}) {
  // When the screen opened: a code that expires while it is open shows so on the next visit.
  const [now] = useState(() => Date.now());
  return (
    <>
      <table className="hidden w-full overflow-hidden rounded-xl bg-white text-left shadow-sm sm:table">
        <caption className="sr-only">Códigos de oferta</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Código
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Estado
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Fecha de Creación
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Acciones
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {codes.map((code) => (
            <tr key={code.id} data-testid="offer-code-row" data-code={code.code}>
              <td className="px-4 py-2">
                <span className={codeClass}>{code.code}</span>
                <Details code={code} />
              </td>
              <td className="px-4 py-2">
                <State state={stateOf(code, now)} />
              </td>
              <td className="px-4 py-2 text-sm">{formatDate(code.createdAt)}</td>
              <td className="px-4 py-2">
                <Action code={code} state={stateOf(code, now)} onRevoke={onRevoke} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 sm:hidden" aria-label="Códigos de oferta">
        {codes.map((code) => (
          <li
            key={code.id}
            data-testid="offer-code-card"
            data-code={code.code}
            className="space-y-2 rounded-xl bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className={codeClass}>{code.code}</span>
              <State state={stateOf(code, now)} />
            </div>
            <Details code={code} />
            <p className="text-sm text-slate-600">Creado el {formatDate(code.createdAt)}</p>
            <Action code={code} state={stateOf(code, now)} onRevoke={onRevoke} />
          </li>
        ))}
      </ul>
    </>
  );
}
