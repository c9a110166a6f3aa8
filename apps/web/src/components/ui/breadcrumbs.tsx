import { Fragment } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  name: string;
  /** Absent for the current page, the last crumb. */
  to?: string;
}

/** 'Inicio / Farmacias / Farmacia Carol': each step a full-height tap target. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Ruta" className="mb-2 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1.5">
        {trail.map((crumb, i) => (
          <Fragment key={`${i}-${crumb.name}`}>
            {i > 0 && (
              <li aria-hidden className="text-slate-400">
                /
              </li>
            )}
            {/* The current page shrinks to one line with an ellipsis rather than wrapping. */}
            <li className={crumb.to ? 'min-w-0' : 'min-w-0 flex-1 basis-16'}>
              {crumb.to ? (
                <Link
                  to={crumb.to}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center hover:underline"
                >
                  {crumb.name}
                </Link>
              ) : (
                <span aria-current="page" className="block truncate leading-11">
                  {crumb.name}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
