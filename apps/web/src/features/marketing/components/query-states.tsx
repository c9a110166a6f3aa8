import { RefreshCw } from 'lucide-react';

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-40 items-center justify-center text-slate-600">
      <span className="mr-3 size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
      {label}
    </div>
  );
}

export function LoadError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200"
    >
      <p>{message} Revisa tu conexión e inténtalo de nuevo.</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="inline-flex min-h-11 items-center gap-2 rounded-md bg-white px-4 text-sm font-semibold text-red-900 ring-1 ring-red-300 hover:bg-red-100 disabled:opacity-60"
      >
        <RefreshCw className={`size-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
        {retrying ? 'Reintentando...' : 'Reintentar'}
      </button>
    </div>
  );
}
