import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoading } from '../../../components/ui/page-loading';

/** The three states every admin list has besides its rows. */
export function ListLoading({ label }: { label: string }) {
  return <PageLoading label={label} />;
}

export function ListError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <FormAlert title={title}>Revisa tu conexión e inténtalo de nuevo.</FormAlert>
      <Button variant="secondary" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}

export function ListEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Inbox className="mx-auto size-10 text-slate-400" aria-hidden />
      <p className="mt-3 text-lg font-semibold">{title}</p>
      {children && <p className="mt-1 text-slate-600">{children}</p>}
    </div>
  );
}

/** A small coloured state label ('Pendiente', 'Usado'). */
export function StatusBadge({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone}`}>
      {children}
    </span>
  );
}
