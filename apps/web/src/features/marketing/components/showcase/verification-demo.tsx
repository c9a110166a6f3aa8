import { BadgeCheck } from 'lucide-react';
import { SAMPLE_VERIFICATION_LEVEL, VERIFICATION_LEVELS } from '../../showcase-data';

const COLOURS: Record<string, string> = {
  Básico: 'bg-slate-100 text-slate-800',
  Premium: 'bg-sky-100 text-sky-900',
  Gold: 'bg-amber-100 text-amber-900',
  Platino: 'bg-violet-100 text-violet-900',
};

export function VerificationDemo() {
  const reached = VERIFICATION_LEVELS.findIndex((l) => l.name === SAMPLE_VERIFICATION_LEVEL);
  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        Verifica tu negocio paso a paso. Cada nivel le muestra a tus clientes que eres real y de
        confianza.
      </p>
      <ol className="grid gap-4 sm:grid-cols-2">
        {VERIFICATION_LEVELS.map((level, i) => (
          <li
            key={level.name}
            className={`rounded-xl bg-white p-4 ${
              i === reached ? 'ring-2 ring-brand-600' : 'ring-1 ring-slate-200'
            }`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3
                className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ${COLOURS[level.name]}`}
              >
                <BadgeCheck className="size-4 shrink-0" aria-hidden /> {level.name}
              </h3>
              <span className="text-xs text-slate-600">
                {i < reached ? 'Completado' : i === reached ? 'Nivel actual' : 'Por alcanzar'}
              </span>
            </div>
            <p className="mt-3 text-sm text-slate-700">
              <span className="font-semibold">Requisito: </span>
              {level.requirement}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              <span className="font-semibold">Beneficio: </span>
              {level.benefit}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
