import type { MouseEvent, ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageList, totalPages } from '@drd/shared/pagination';

const BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium disabled:opacity-40';

interface Step {
  key: string;
  to: number;
  className: string;
  disabled?: boolean;
  current?: boolean;
  label?: string;
  children: ReactNode;
}

/** The page list of every paginated list: first, last, current ±1, with Anterior and Siguiente. */
export function Pagination({
  page,
  count,
  pageSize,
  onPage,
  hrefFor,
  className = '',
}: {
  page: number;
  count: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Each page's address: the pages are then links a crawler follows (list pages, decision 028). */
  hrefFor?: (page: number) => string;
  className?: string;
}) {
  const pages = totalPages(count, pageSize);
  if (pages <= 1) return null;
  // A link when the page has an address (it works before the scripts; the app takes the click
  // over), a button otherwise. A step that leads nowhere is a span of the same box.
  const step = ({ key, to, className: classes, disabled, current, label, children }: Step) => {
    const common = {
      className: classes,
      'aria-current': current ? ('page' as const) : undefined,
      'aria-label': label,
    };
    if (!hrefFor) {
      return (
        <button key={key} type="button" disabled={disabled} onClick={() => onPage(to)} {...common}>
          {children}
        </button>
      );
    }
    if (disabled) {
      return (
        <span key={key} aria-disabled="true" {...common} className={`${classes} opacity-40`}>
          {children}
        </span>
      );
    }
    const follow = (event: MouseEvent) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onPage(to);
    };
    return (
      <a key={key} href={hrefFor(to)} onClick={follow} {...common}>
        {children}
      </a>
    );
  };
  const plain = `${BUTTON} border-slate-300 bg-white hover:bg-slate-50`;
  return (
    <nav
      aria-label="Paginación"
      className={`flex flex-wrap items-center justify-center gap-1.5 ${className}`}
    >
      {step({
        key: 'anterior',
        to: page - 1,
        className: plain,
        disabled: page <= 1,
        children: (
          <>
            <ChevronLeft className="size-4" aria-hidden /> Anterior
          </>
        ),
      })}
      {pageList(page, pages).map((item, i) =>
        item === 'ellipsis' ? (
          <span key={`e${i}`} className="px-2 text-slate-500" aria-hidden>
            …
          </span>
        ) : (
          step({
            key: String(item),
            to: item,
            current: item === page,
            label: `Página ${item}`,
            className: `${BUTTON} ${item === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white hover:bg-slate-50'}`,
            children: item,
          })
        ),
      )}
      {step({
        key: 'siguiente',
        to: page + 1,
        className: plain,
        disabled: page >= pages,
        children: (
          <>
            Siguiente <ChevronRight className="size-4" aria-hidden />
          </>
        ),
      })}
    </nav>
  );
}
