import { useDeferredValue, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Eye } from 'lucide-react';
import { businessIdFromParam } from '@drd/shared/business-path';
import { MAP_PICKER_HEIGHT_PX, MAP_SINGLE_MARKER_ZOOM } from '@drd/shared/constants';
import { formatCount } from '@drd/shared/format';
import { HERO_IMAGE_SIZES } from '@drd/shared/media';
import { BusinessImage } from '../../components/business/business-image';
import { FavoriteButton } from '../../components/business/favorite-button';
import { StarRating } from '../../components/business/star-rating';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { BadgeLink } from '../../components/ui/badge-link';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { PageLoading } from '../../components/ui/page-loading';
import { WhenVisible } from '../../components/ui/when-visible';
import { useBusinessDetail } from '../../features/business-profile/api/get-business';
import { About } from '../../features/business-profile/components/about';
import { ProfileActions } from '../../features/business-profile/components/actions';
import { Contact, HelpCard, Location } from '../../features/business-profile/components/contact';
import { Events } from '../../features/business-profile/components/events';
import { Faqs } from '../../features/business-profile/components/faqs';
import { FirstFacts } from '../../features/business-profile/components/first-facts';
import { Gallery } from '../../features/business-profile/components/gallery';
import { Hours } from '../../features/business-profile/components/hours';
import { Menu } from '../../features/business-profile/components/menu';
import { Reviews } from '../../features/business-profile/components/reviews';
import { Services } from '../../features/business-profile/components/services';
import { Videos } from '../../features/business-profile/components/videos';
import { useCanonicalPath } from '../../features/business-profile/use-canonical-path';
import { BusinessMap } from '../../features/map/components/business-map';
import { recordVisit } from '../../lib/record-visit';

export function BusinessRoute() {
  // '/negocio/1-nombre': the id decides; the name follows the business (useCanonicalPath).
  const id = businessIdFromParam(useParams().id) ?? NaN;
  const { data, isPending, isError } = useBusinessDetail(id);
  // The profile renders in a deferred, interruptible pass when its data arrives, so a cheap phone
  // does not freeze for the whole page at once.
  const deferred = useDeferredValue(data);
  const business = deferred?.id === id ? deferred : undefined;
  useDocumentTitle(business ? business.name : isError ? 'Negocio no disponible' : null);
  useCanonicalPath(business);
  // Opening the profile is a visit; the server counts one per visitor per 30 minutes.
  useEffect(() => {
    if (Number.isInteger(id) && id > 0) recordVisit(id);
  }, [id]);

  if (!Number.isInteger(id) || id <= 0 || isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">No se pudo cargar el negocio</h1>
        <p className="mt-2 text-slate-600">
          La información solicitada no está disponible en este momento.
        </p>
        <Link
          to="/"
          className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white"
        >
          Volver al inicio
        </Link>
      </section>
    );
  }
  if (isPending || !business) return <PageLoading label="Cargando negocio..." />;

  return (
    <article className="mx-auto max-w-6xl px-4 py-6">
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
                  <Eye className="size-4" aria-hidden /> {formatCount(business.visitCount)} visitas
                </span>
                <StarRating rating={business.rating} outOfFive />
              </div>
              <FirstFacts business={business} />
              <ProfileActions business={business} />
            </div>
          </div>
        </div>
      </header>
      {/* Every section below the header mounts after the first paint, one per task: the first
          commit is the header (with the photo, the largest paint) and no task draws the page. */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <AfterFirstPaint>
            <About description={business.description} />
          </AfterFirstPaint>
          {business.gallery.length > 0 && (
            <AfterFirstPaint>
              <Gallery images={business.gallery} />
            </AfterFirstPaint>
          )}
          {business.menu.length > 0 && (
            <AfterFirstPaint>
              <Menu items={business.menu} />
            </AfterFirstPaint>
          )}
          {business.videos.length > 0 && (
            <AfterFirstPaint>
              <Videos videos={business.videos} />
            </AfterFirstPaint>
          )}
          <AfterFirstPaint>
            <Events events={business.events} />
          </AfterFirstPaint>
          {business.faqs.length > 0 && (
            <AfterFirstPaint>
              <Faqs faqs={business.faqs} />
            </AfterFirstPaint>
          )}
          {(business.reviews.length > 0 || business.reviewsEnabled) && (
            <AfterFirstPaint>
              <Reviews
                businessId={business.id}
                reviews={business.reviews}
                rating={business.rating}
                reviewsEnabled={business.reviewsEnabled}
              />
            </AfterFirstPaint>
          )}
          <AfterFirstPaint>
            <Services features={business.features} />
          </AfterFirstPaint>
        </div>
        <div className="space-y-6">
          <AfterFirstPaint>
            <Hours hours={business.openingHours} />
          </AfterFirstPaint>
          <AfterFirstPaint>
            <Contact business={business} />
          </AfterFirstPaint>
          <AfterFirstPaint>
            <Location business={business}>
              {business.coords && (
                <WhenVisible heightPx={MAP_PICKER_HEIGHT_PX}>
                  <BusinessMap
                    label={`Mapa con la ubicación de ${business.name}`}
                    heightPx={MAP_PICKER_HEIGHT_PX}
                    center={business.coords}
                    zoom={MAP_SINGLE_MARKER_ZOOM}
                    pin={{ coords: business.coords, title: business.name }}
                  />
                </WhenVisible>
              )}
            </Location>
          </AfterFirstPaint>
          <AfterFirstPaint>
            <HelpCard businessName={business.name} />
          </AfterFirstPaint>
        </div>
      </div>
    </article>
  );
}
