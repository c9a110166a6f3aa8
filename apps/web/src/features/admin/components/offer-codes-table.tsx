import type { AdminOfferCode } from '@drd/shared/api/offer-codes';
import { formatDate } from '@drd/shared/format';
import { CopyCodeButton } from './copy-code-button';
import { StatusBadge } from './list-states';

function State({ code }: { code: AdminOfferCode }) {
  return code.isUsed ? (
    <StatusBadge tone="bg-slate-200 text-slate-800">Usado</StatusBadge>
  ) : (
    <StatusBadge tone="bg-emerald-100 text-emerald-900">Disponible</StatusBadge>
  );
}

/** Who used a code and when, where the copy button would be. */
function Action({ code }: { code: AdminOfferCode }) {
  if (!code.isUsed) return <CopyCodeButton code={code.code} />;
  const who = code.usedBy ? `por ${code.usedBy.username}` : '';
  const when = code.usedAt ? `el ${formatDate(code.usedAt)}` : '';
  return <span className="text-sm text-slate-600">{`Usado ${who} ${when}`.trim()}</span>;
}

const codeClass = 'font-mono text-base font-semibold tracking-wider break-all';

/**
 * The codes as a table from the sm width up; below it, one card per code, so a phone never
 * scrolls sideways.
 */
export function OfferCodesTable({ codes }: { codes: AdminOfferCode[] }) {
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
              <td className={`px-4 py-2 ${codeClass}`}>{code.code}</td>
              <td className="px-4 py-2">
                <State code={code} />
              </td>
              <td className="px-4 py-2 text-sm">{formatDate(code.createdAt)}</td>
              <td className="px-4 py-2">
                <Action code={code} />
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
              <State code={code} />
            </div>
            <p className="text-sm text-slate-600">Creado el {formatDate(code.createdAt)}</p>
            <Action code={code} />
          </li>
        ))}
      </ul>
    </>
  );
}
