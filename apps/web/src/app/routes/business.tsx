import { useDeferredValue, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { businessIdFromParam } from '@drd/shared/business-path';
import { MAP_PICKER_HEIGHT_PX, MAP_SINGLE_MARKER_ZOOM } from '@drd/shared/constants';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { PageLoading } from '../../components/ui/page-loading';
import { WhenVisible } from '../../components/ui/when-visible';
import { useBusinessDetail } from '../../features/business-profile/api/get-business';
import { About } from '../../features/business-profile/components/about';
import { Contact, HelpCard, Location } from '../../features/business-profile/components/contact';
import { Hours } from '../../features/business-profile/components/hours';
import { PreviewBanner } from '../../features/business-profile/components/preview-banner';
import {
  PROFILE_ARTICLE_CLASS,
  ProfileHeader,
} from '../../features/business-profile/components/profile-header';
import { Services } from '../../features/business-profile/components/services';
import { SimilarBusinesses } from '../../features/business-profile/components/similar-businesses';
import { ContactSection } from '../../features/leads/components/contact-section';
import { PROFILE_SECTIONS } from '../profile-sections';
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
  // Opening the profile is a visit; the server counts one per visitor per 30 minutes. A preview
  // (a business visitors cannot see) is no visit: the server answers it 404.
  const visitedId = business && !business.preview ? business.id : null;
  useEffect(() => {
    if (visitedId !== null) recordVisit(visitedId);
  }, [visitedId]);

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
    <article className={PROFILE_ARTICLE_CLASS}>
      {business.preview && <PreviewBanner suspension={business.suspension} />}
      <ProfileHeader business={business} />
      {/* Every section below the header mounts after the first paint, one per task: the first
          commit is the header (with the photo, the largest paint) and no task draws the page. */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {business.description && (
            <AfterFirstPaint>
              <About description={business.description} />
            </AfterFirstPaint>
          )}
          {PROFILE_SECTIONS.map(({ field, render }) => {
            const node = render(business);
            return node ? <AfterFirstPaint key={field}>{node}</AfterFirstPaint> : null;
          })}
          <AfterFirstPaint>
            <Services features={business.features} />
          </AfterFirstPaint>
          {!business.preview && (
            <AfterFirstPaint>
              <SimilarBusinesses businessId={business.id} />
            </AfterFirstPaint>
          )}
        </div>
        <div className="space-y-6">
          <AfterFirstPaint>
            <Hours
              hours={business.openingHours}
              closure={business.closure}
              special={business.special}
            />
          </AfterFirstPaint>
          <AfterFirstPaint>
            <Contact business={business} />
          </AfterFirstPaint>
          <AfterFirstPaint>
            <ContactSection
              businessId={business.id}
              businessName={business.name}
              contactFormEnabled={business.contactFormEnabled}
              bookingEnabled={business.bookingEnabled}
            />
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
          {business.hasOwner === false && (
            <AfterFirstPaint>
              <HelpCard
                businessName={business.name}
                claimPath={business.unclaimed ? `/reclamar-negocio/${business.id}` : undefined}
              />
            </AfterFirstPaint>
          )}
        </div>
      </div>
    </article>
  );
}
