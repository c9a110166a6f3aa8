import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of '/terminos' and '/privacidad': a readable column with the date of the text. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 text-slate-800">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-slate-600">Última actualización: {updated}</p>
      <div className="mt-6 space-y-4 leading-relaxed [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc">
        {children}
      </div>
      <p className="mt-10 text-sm text-slate-600">
        Ver también:{' '}
        <Link to="/terminos" className="text-brand-700 underline">
          Términos y condiciones
        </Link>{' '}
        ·{' '}
        <Link to="/privacidad" className="text-brand-700 underline">
          Política de privacidad
        </Link>
      </p>
    </article>
  );
}
