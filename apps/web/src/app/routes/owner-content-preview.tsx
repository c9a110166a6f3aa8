// TEMPORARY: a page for trying the owner's content tabs until the owner page hosts them.
import { Navigate, useParams } from 'react-router';
import { GALLERY_PHOTO_LIMITS } from '@drd/shared/api/content/registry';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PageLoading } from '../../components/ui/page-loading';
import { useUser } from '../../features/auth/api/get-user';
import { useMyBusinesses } from '../../features/my-businesses/api/get-my-businesses';
import { OwnerContentTabs } from '../../features/owner-content/components/owner-content-tabs';

export function OwnerContentPreviewRoute() {
  const businessId = Number(useParams().id);
  const { data: user, isPending } = useUser();
  const mine = useMyBusinesses();
  const business = mine.data?.businesses.find((b) => b.id === businessId);
  const name = business?.name ?? 'Mi negocio';
  const galleryLimit = business ? GALLERY_PHOTO_LIMITS[business.package.id] : undefined;
  useDocumentTitle(name);
  if (isPending) return <PageLoading quiet />;
  if (!user) return <Navigate to="/login" replace />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{name}</h1>
      <OwnerContentTabs businessId={businessId} galleryLimit={galleryLimit} />
    </div>
  );
}
