import { PACKAGES } from '@drd/shared/constants';

// A colour per plan, 5 Élite … 1 Afiliado.
const COLOURS: Record<number, string> = {
  5: 'bg-amber-100 text-amber-900 ring-amber-300',
  4: 'bg-violet-100 text-violet-900 ring-violet-300',
  3: 'bg-sky-100 text-sky-900 ring-sky-300',
  2: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  1: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function PackageBadge({ packageId }: { packageId: number }) {
  const plan = PACKAGES.find((p) => p.id === packageId);
  if (!plan) return null;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${COLOURS[packageId] ?? COLOURS[1]}`}
    >
      {plan.name}
    </span>
  );
}
