// The owner's routes of every content type, generated from the registry: list, add, edit,
// remove and reorder under /api/businesses/:businessId/{type}.
import { z } from 'zod';
import { okSchema } from '@drd/shared/api/auth';
import {
  contentItemParamsSchema,
  contentParamsSchema,
  orderBodySchema,
  ownerItemSchema,
  writeAnswerSchema,
} from '@drd/shared/api/content/items';
import { CONTENT_TYPES, CONTENT_TYPE_KEYS } from '@drd/shared/api/content/registry';
import { ownerRoutes, signedInUser } from '../auth/route-groups';
import { afterBusinessChange } from '../businesses/after-change';
import { checkMediaRefs, mediaActor } from '../uploads/media-refs';
import { editOrMoveSchema, isMove } from './edit-or-move';
import { CONTENT_STORAGE } from './registry';
import { createItem, deleteItem, editItem, listItems, moveItem, reorderItems } from './repository';

const deleteAnswerSchema = writeAnswerSchema.extend({ deleted: z.boolean() });
type Data = Record<string, unknown>;

export const ownerContentRoutes = ownerRoutes(async (app) => {
  for (const type of CONTENT_TYPE_KEYS) {
    const entry = CONTENT_TYPES[type];
    const storage = CONTENT_STORAGE[type];
    const path = `/:businessId/${type}`;
    const imageFields = Object.keys(storage.kinds).filter((f) => storage.kinds[f] === 'image');
    // Image fields name a photo the saving person uploaded here (features/uploads/media-refs.ts).
    const checkImages = (user: { id: number; role: string }, body: Data) =>
      imageFields.length === 0
        ? body
        : checkMediaRefs(app.db, body, imageFields, {
            publicUrl: app.config.PUBLIC_URL,
            actor: mediaActor(user),
          });
    const actor = (request: { params: { businessId: number } }, user: { id: number }) => ({
      businessId: request.params.businessId,
      userId: user.id,
    });

    app.get(
      path,
      {
        schema: { params: contentParamsSchema, response: { 200: z.array(ownerItemSchema(type)) } },
      },
      (request) => listItems(app.db, storage, request.params.businessId),
    );

    app.post(
      path,
      {
        schema: {
          params: contentParamsSchema,
          body: entry.create as z.ZodType<Data>,
          response: { 201: writeAnswerSchema },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const body = await checkImages(user, request.body);
        const answer = await createItem(app.db, storage, actor(request, user), body);
        return reply.status(201).send(answer);
      },
    );

    // An orderable type's edit also takes {displayOrder} alone: a move, not a change to review.
    const editBody = entry.orderable
      ? editOrMoveSchema(entry.edit as z.ZodType<Data>)
      : (entry.edit as z.ZodType<Data>);
    app.put(
      `${path}/:id`,
      {
        schema: {
          params: contentItemParamsSchema,
          body: editBody,
          response: { 200: writeAnswerSchema },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const target = { ...actor(request, user), id: request.params.id };
        const body = request.body;
        if (!isMove(body)) {
          return editItem(app.db, storage, target, await checkImages(user, body));
        }
        const answer = await moveItem(app.db, storage, target, body.displayOrder);
        await afterBusinessChange(app.db, app.cache, [target.businessId]);
        return answer;
      },
    );

    app.delete(
      `${path}/:id`,
      { schema: { params: contentItemParamsSchema, response: { 200: deleteAnswerSchema } } },
      (request) =>
        deleteItem(app.db, storage, {
          ...actor(request, signedInUser(request)),
          id: request.params.id,
        }),
    );

    if (!entry.orderable) continue;
    app.put(
      `${path}/order`,
      {
        schema: { params: contentParamsSchema, body: orderBodySchema, response: { 200: okSchema } },
      },
      async (request) => {
        const { businessId } = request.params;
        await reorderItems(app.db, storage, businessId, request.body.ids);
        // The order of published items is public at once.
        await afterBusinessChange(app.db, app.cache, [businessId]);
        return { ok: true as const };
      },
    );
  }
});
