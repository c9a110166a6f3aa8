// The admin queues' status tabs (?estado=…, the first tab without it) and their list with its
// loading, error and empty states: claims and verifications read the same way.
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListEmpty, ListError, ListLoading } from './list-states';

export interface StatusFilter<S extends string> {
  slug: string;
  status: S;
  label: string;
  /** The empty list's title ('No hay reclamos pendientes'). */
  empty: string;
}

/** The tab the address names, or the first. */
export function useStatusFilter<S extends string>(filters: StatusFilter<S>[]): StatusFilter<S> {
  const [params] = useSearchParams();
  return filters.find((f) => f.slug === params.get('estado')) ?? filters[0]!;
}

export function StatusFilterNav<S extends string>({
  label,
  filters,
  current,
}: {
  label: string;
  filters: StatusFilter<S>[];
  current: StatusFilter<S>;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1">
        {filters.map((f, i) => (
          <li key={f.slug}>
            <Link
              to={i === 0 ? '?' : `?estado=${f.slug}`}
              aria-current={f === current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ${
                f === current
                  ? 'bg-slate-800 text-white'
                  : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
              }`}
            >
              {f.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T[] | undefined;
  refetch: () => Promise<unknown>;
}

/** A queue's items, or its loading, error or empty state. */
export function QueueList<T>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  children,
}: {
  query: ListQuery<T>;
  loadingLabel: string;
  errorTitle: string;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) return <ListLoading label={loadingLabel} />;
  if (query.isError || !query.data) {
    return <ListError title={errorTitle} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <ListEmpty title={empty} />;
  return <ul className="space-y-3">{query.data.map(children)}</ul>;
}
