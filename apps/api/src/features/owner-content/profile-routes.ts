// The owner's business facts (moderated) and settings (applied at once).
import { okSchema } from '@drd/shared/api/auth';
import { contentParamsSchema } from '@drd/shared/api/content/items';
import {
  businessProfileSchema,
  ownerProfileSchema,
  PROFILE_MESSAGES,
  settingsBodySchema,
} from '@drd/shared/api/content/profile';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { ownerRoutes, signedInUser } from '../auth/route-groups';
import { afterBusinessChange } from '../businesses/after-change';
import { assertRegistrationPlaces } from '../registration/places';
import { checkMediaRefs, mediaActor } from '../uploads/media-refs';
import {
  readOwnerProfile,
  readProfiles,
  setReviewsEnabled,
  submitProfile,
} from './profile-repository';

export const ownerProfileRoutes = ownerRoutes(async (app) => {
  app.get(
    '/:businessId/profile',
    { schema: { params: contentParamsSchema, response: { 200: ownerProfileSchema } } },
    async (request) =>
      (await readOwnerProfile(app.db, request.params.businessId)) ??
      Promise.reject(notFound('Negocio no encontrado')),
  );

  app.put(
    '/:businessId/profile',
    {
      schema: {
        params: contentParamsSchema,
        body: businessProfileSchema,
        response: { 200: z.object({ submissionId: z.number(), message: z.string() }) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const actor = { businessId: request.params.businessId, userId: user.id };
      const { category, province, districtMunicipality } = request.body;
      if (category !== undefined || province !== undefined || districtMunicipality !== undefined) {
        await assertRegistrationPlaces(app.db, request.body);
      }
      // A new logo or cover is a photo this person uploaded; the published ones may stay.
      const published = (await readProfiles(app.db, [actor.businessId])).get(actor.businessId);
      const body = await checkMediaRefs(app.db, request.body, ['logoUrl', 'imageUrl'], {
        publicUrl: app.config.PUBLIC_URL,
        actor: mediaActor(user),
        keep: [published?.logoUrl, published?.imageUrl],
      });
      // A place sent without a district moves the business out of the one it had: the admin
      // sees that too.
      const district = body.districtMunicipality ?? null;
      const place = body.province === undefined ? {} : { districtMunicipality: district };
      const submissionId = await submitProfile(app.db, actor, { ...body, ...place });
      return { submissionId, message: PROFILE_MESSAGES.submitted };
    },
  );

  app.patch(
    '/:businessId/settings',
    {
      schema: {
        params: contentParamsSchema,
        body: settingsBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      await setReviewsEnabled(app.db, businessId, request.body.reviewsEnabled);
      await afterBusinessChange(app.db, app.cache, [businessId]);
      return { ok: true as const };
    },
  );
});
