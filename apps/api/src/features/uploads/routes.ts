// Photo uploads (multipart): a user's logo, cover or gallery photo for a form to send on, a gallery
// photo of a business created pending like any other gallery item, and private documents.
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { contentParamsSchema, writeAnswerSchema } from '@drd/shared/api/content/items';
import { documentUploadSchema } from '@drd/shared/api/media-ref';
import { notFound } from '../../lib/http-error';
import { ownerRoutes, signedInUser, userRoutes } from '../auth/route-groups';
import { readDocument, uploadDocument } from './documents';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from './messages';
import { readUpload } from './read-upload';
import { uploadGalleryPhoto, uploadUserPhoto, type UploadDeps } from './service';
import type { FastifyInstance } from 'fastify';

const uploadedPhotoSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
const purposeQuerySchema = z.object({
  purpose: z.enum(['logo', 'cover', 'gallery']).default('cover'),
});
// The multipart envelope around a 10 MB photo.
const routeOptions = { bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024, config: { upload: true } };

const deps = (app: FastifyInstance): UploadDeps => ({
  db: app.db,
  storage: app.storage,
  publicUrl: app.config.PUBLIC_URL,
  now: app.now(),
});

export const userUploadRoutes = userRoutes(async (app) => {
  await app.register(fastifyMultipart);
  app.post(
    '/photos',
    {
      ...routeOptions,
      schema: { querystring: purposeQuerySchema, response: { 201: uploadedPhotoSchema } },
    },
    async (request, reply) => {
      const file = await readUpload(request);
      const user = signedInUser(request);
      const photo = await uploadUserPhoto(deps(app), user.id, request.query.purpose, file);
      return reply.status(201).send(photo);
    },
  );

  app.post(
    '/documents',
    { ...routeOptions, schema: { response: { 201: documentUploadSchema } } },
    async (request, reply) => {
      const file = await readUpload(request);
      const answer = await uploadDocument(deps(app), signedInUser(request).id, file);
      return reply.status(201).send(answer);
    },
  );

  // Never cached anywhere: a proof of identity, for its uploader and administrators only.
  app.get(
    '/documents/:key',
    { schema: { params: z.object({ key: z.string().max(100) }) } },
    async (request, reply) => {
      const { key } = request.params;
      const file = /^[0-9a-f]{32}$/.test(key)
        ? await readDocument(deps(app), signedInUser(request), key)
        : null;
      reply.header('Cache-Control', 'private, no-store');
      if (!file) throw notFound(UPLOAD_MESSAGES.documentNotFound);
      return reply.type(file.contentType).send(file.body);
    },
  );
});

export const galleryUploadRoutes = ownerRoutes(async (app) => {
  await app.register(fastifyMultipart);
  app.post(
    '/:businessId/gallery/photos',
    {
      ...routeOptions,
      schema: {
        params: contentParamsSchema,
        response: { 201: writeAnswerSchema.extend({ imageUrl: z.string() }) },
      },
    },
    async (request, reply) => {
      const file = await readUpload(request);
      const actor = { businessId: request.params.businessId, userId: signedInUser(request).id };
      return reply.status(201).send(await uploadGalleryPhoto(deps(app), actor, file));
    },
  );
});
