import { useQueryClient } from '@tanstack/react-query';
import { galleryLimitMessage } from '@drd/shared/api/content/registry';
import { PhotoUploader } from '../../../components/upload/photo-uploader';
import { ownerKeys, refreshAfterOwnerWrite } from '../../../lib/owner-keys';

/** Photos from the device for the gallery's add dialog; each arrives pending, like a URL. */
export function GalleryUpload({
  businessId,
  limit,
  count,
}: {
  businessId: number;
  limit: number | undefined;
  count: number;
}) {
  const queryClient = useQueryClient();
  return (
    <PhotoUploader
      multiple
      url={`/api/businesses/${businessId}/gallery/photos`}
      remaining={limit === undefined ? undefined : limit - count}
      {...(limit === undefined ? {} : { limitMessage: galleryLimitMessage(limit) })}
      onUploaded={() =>
        refreshAfterOwnerWrite(queryClient, businessId, ownerKeys.content(businessId))
      }
    />
  );
}
