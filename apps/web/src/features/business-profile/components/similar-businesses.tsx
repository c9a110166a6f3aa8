import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { businessPath } from '@drd/shared/business-path';
import { useSimilarBusinesses } from '../api/get-similar';
import { ProfileSection } from './section';

/** A few businesses of the same category nearby; none when the plan's switch hides them. */
export function SimilarBusinesses({ businessId }: { businessId: number }) {
  const { data } = useSimilarBusinesses(businessId);
  if (!data || data.length === 0) return null;
  return (
    <ProfileSection id="similares" title="Negocios similares">
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="similar-businesses">
        {data.map((b) => (
          <li key={b.id}>
            <Link
              to={businessPath(b)}
              className="flex min-h-11 flex-col rounded-lg p-3 ring-1 ring-slate-200 hover:ring-brand-300"
            >
              <span className="font-semibold text-brand-800">{b.name}</span>
              <span className="text-sm text-slate-600">{b.category}</span>
              <span className="mt-1 flex items-center gap-1 text-xs text-slate-600">
                <MapPin className="size-3.5 shrink-0" aria-hidden />
                {b.municipality}, {b.province}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
