import type { ReactNode } from 'react';
import { Link } from 'react-router';

const TONES = {
  brand: 'bg-brand-100 text-brand-800',
  plain: 'bg-slate-100 text-slate-700',
} as const;

/** A small pill that links somewhere; the link itself is a full 44 px tap target around it. */
export function BadgeLink({
  to,
  tone = 'plain',
  children,
}: {
  to: string;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <Link to={to} className="group inline-flex min-h-11 items-center">
      <span className={`rounded-full px-2.5 py-1 font-medium group-hover:underline ${TONES[tone]}`}>
        {children}
      </span>
    </Link>
  );
}
