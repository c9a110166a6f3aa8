import { SearchX } from 'lucide-react';

export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <SearchX className="mx-auto size-10 text-slate-400" aria-hidden />
      <p className="mt-3 text-lg font-semibold">{title}</p>
      {text && <p className="mt-1 text-slate-600">{text}</p>}
      {action && (
        <button
          type="button"
          onClick={action.onClick}
          className="mt-4 min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {action.label}
        </button>
      )}
    </div>
  );
}
