import { Eye } from 'lucide-react';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { formatCountOf } from '@drd/shared/format';
import { HERO_IMAGE_SIZES } from '@drd/shared/media';
import { BusinessImage } from '../../../components/business/business-image';
import { FavoriteButton } from '../../../components/business/favorite-button';
import { StarRating } from '../../../components/business/star-rating';
import { VerifiedBadge } from '../../../components/business/verified-badge';
import { BadgeLink } from '../../../components/ui/badge-link';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { ProfileActions } from './actions';
import { FirstFacts } from './first-facts';

/** The profile page's frame, shared with the server's copy of its first screen. */
export const PROFILE_ARTICLE_CLASS = 'mx-auto max-w-6xl px-4 py-6';

/**
 * The profile's first screen: the trail, the photo (the largest paint), the name and the answers
 * and actions a visitor wants first. The server draws it too, before the scripts arrive
 * (app/server/profile-first-screen.tsx), so it must render without the browser.
 */
export function ProfileHeader({ business }: { business: BusinessDetail }) {
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: 'Inicio', to: '/' },
          { name: business.category, to: `/categoria/${business.categorySlug}` },
          { name: business.name },
        ]}
      />
      <header className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="relative aspect-[5/2] max-h-64 w-full bg-slate-100 sm:aspect-[16/7]">
          <BusinessImage
            src={business.imageUrl}
            alt={`Foto de ${business.name}`}
            eager
            sizes={HERO_IMAGE_SIZES}
            className="size-full object-cover"
          />
          <div className="absolute top-3 right-3">
            <FavoriteButton businessId={business.id} name={business.name} />
          </div>
        </div>
        <div className="p-5">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
            {business.logoUrl && (
              <img
                src={business.logoUrl}
                alt={`Logo de ${business.name}`}
                width={80}
                height={80}
                className="relative -mt-14 size-20 shrink-0 rounded-full bg-white ring-4 ring-white"
              />
            )}
            <div className="min-w-0 flex-1">
              <h1 className="text-2xl font-bold sm:text-3xl">{business.name}</h1>
              {business.tagline && <p className="text-slate-600">{business.tagline}</p>}
              <VerifiedBadge verifiedAt={business.verifiedAt} withDate />
              <div className="mt-1 flex flex-wrap items-center gap-x-2 text-xs">
                <BadgeLink to={`/categoria/${business.categorySlug}`} tone="brand">
                  {business.category}
                </BadgeLink>
                <BadgeLink to={`/ubicacion/${business.provinceSlug}`}>
                  {business.province}
                </BadgeLink>
                <BadgeLink to={`/ubicacion/${business.provinceSlug}/${business.municipalitySlug}`}>
                  {business.municipality}
                </BadgeLink>
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-4 text-sm text-slate-600">
                <span className="inline-flex items-center gap-1" data-testid="profile-visits">
                  <Eye className="size-4" aria-hidden />{' '}
                  {formatCountOf(business.visitCount, 'visita', 'visitas')}
                </span>
                <StarRating rating={business.rating} outOfFive />
              </div>
              <FirstFacts business={business} />
              <ProfileActions business={business} />
            </div>
          </div>
        </div>
      </header>
    </>
  );
}
