import { useState } from 'react';
import { READ_MORE_THRESHOLD } from '@drd/shared/constants';
import { ProfileSection } from './section';

export function About({ description }: { description: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = description.length > READ_MORE_THRESHOLD;
  const text =
    long && !expanded ? `${description.slice(0, READ_MORE_THRESHOLD).trimEnd()}…` : description;
  return (
    <ProfileSection id="acerca" title="Acerca del negocio">
      <p className="whitespace-pre-line text-slate-700">{text}</p>
      {long && (
        <button
          type="button"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {expanded ? 'Mostrar menos' : 'Leer más'}
        </button>
      )}
    </ProfileSection>
  );
}
