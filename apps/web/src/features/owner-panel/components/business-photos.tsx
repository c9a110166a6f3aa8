// The logo and cover photo as published, and beside each the one waiting for review (marked
// pending), so the owner sees what a change will show once approved.
import type { OwnerProfile } from '@drd/shared/api/content/profile';
import { mediaSrcSet } from '@drd/shared/media';
import { StatusBadge } from '../../../components/ui/status-badge';
import { changedFacts, currentFacts } from '../profile-values';

const PHOTOS = [
  { key: 'logoUrl', label: 'Logo', ending: 'o', none: 'Sin logo', shape: 'size-20' },
  {
    key: 'imageUrl',
    label: 'Foto de portada',
    ending: 'a',
    none: 'Sin foto de portada',
    shape: 'h-28 w-full',
  },
] as const;

function Picture({ url, alt, shape }: { url: string; alt: string; shape: string }) {
  const srcSet = mediaSrcSet(url);
  return (
    <img
      src={url}
      {...(srcSet ? { srcSet, sizes: '(min-width: 768px) 360px, 50vw' } : {})}
      alt={alt}
      loading="lazy"
      className={`${shape} rounded-md bg-slate-100 object-cover ring-1 ring-slate-200`}
    />
  );
}

export function BusinessPhotos({ profile }: { profile: OwnerProfile }) {
  const waiting = changedFacts(profile);
  const next = currentFacts(profile);
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
      {PHOTOS.map(({ key, label, ending, none, shape }) => {
        const published = profile.profile[key];
        const pending = waiting.includes(key);
        const coming = next[key];
        return (
          <section key={key} data-testid={`photo-${key}`} aria-label={label} className="min-w-0">
            <h3 className="text-sm text-slate-600">{label}</h3>
            <div className={`mt-1 grid gap-2 ${pending ? 'grid-cols-2' : ''}`}>
              <figure className="min-w-0">
                {published ? (
                  <Picture url={published} alt={`${label} publicad${ending}`} shape={shape} />
                ) : (
                  <p className="text-sm text-slate-600 italic">{none}</p>
                )}
                {pending && (
                  <figcaption className="mt-1 text-xs text-slate-600">Publicad{ending}</figcaption>
                )}
              </figure>
              {pending && (
                <figure className="min-w-0">
                  {coming ? (
                    <Picture
                      url={coming}
                      alt={`${label} nuev${ending}, pendiente de aprobación`}
                      shape={shape}
                    />
                  ) : (
                    <p className="text-sm text-slate-700">Se quitará</p>
                  )}
                  <figcaption className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                    Nuev{ending}
                    <StatusBadge status="pending" feminine={ending === 'a'} />
                  </figcaption>
                </figure>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
