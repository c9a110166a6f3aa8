import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageList, totalPages } from '@drd/shared/pagination';

/** The page list of every paginated list: first, last, current ±1, with Anterior and Siguiente. */
export function Pagination({
  page,
  count,
  pageSize,
  onPage,
  className = '',
}: {
  page: number;
  count: number;
  pageSize: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  const pages = totalPages(count, pageSize);
  if (pages <= 1) return null;
  const button =
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium disabled:opacity-40';
  return (
    <nav
      aria-label="Paginación"
      className={`flex flex-wrap items-center justify-center gap-1.5 ${className}`}
    >
      <button
        type="button"
        className={`${button} border-slate-300 bg-white hover:bg-slate-50`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden /> Anterior
      </button>
      {pageList(page, pages).map((item, i) =>
        item === 'ellipsis' ? (
          <span key={`e${i}`} className="px-2 text-slate-500" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Página ${item}`}
            onClick={() => onPage(item)}
            className={`${button} ${item === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white hover:bg-slate-50'}`}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${button} border-slate-300 bg-white hover:bg-slate-50`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Siguiente <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}
