import { ShieldAlert } from 'lucide-react';

/**
 * Said beside a change of name or category when the business has a pending or granted
 * verification: approving it lapses the verification (decision 021), so the administrator sees it.
 */
export function VerificationVoidNote({ voids }: { voids: boolean }) {
  if (!voids) return null;
  return (
    <p
      data-testid="verification-void"
      className="mt-3 flex items-start gap-2 rounded-md bg-amber-50 p-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      Aprobar este cambio retira la verificación
    </p>
  );
}
