import { Link } from 'react-router';
import { formatCount } from '@drd/shared/format';

export interface CountLink {
  name: string;
  to: string;
  count: number;
}

/** A titled row of links with their counts ('Sosúa 3'): places of a category, categories of a place. */
export function CountLinks({ title, links }: { title: string; links: CountLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-3.5 text-sm font-medium text-slate-800 hover:border-brand-300 hover:bg-brand-50"
            >
              {link.name}
              <span className="rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-700">
                {formatCount(link.count)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
