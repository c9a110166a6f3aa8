// A business's people (decision 030). The owner (and administrators) invite and remove managers
// and start a transfer; every one of the business's people reads their own role; anyone signed
// in accepts a link mailed to them.
import {
  MANAGER_MESSAGES,
  acceptAnswerSchema,
  acceptBodySchema,
  businessParamsSchema,
  businessPeopleSchema,
  businessRoleSchema,
  invitationBodySchema,
  invitationParamsSchema,
  invitationPreviewQuerySchema,
  invitationPreviewSchema,
  managerParamsSchema,
  messageSchema,
} from '@drd/shared/api/managers';
import { apiErrorSchema } from '@drd/shared/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../lib/http-error';
import { ownerAndAdminRoutes, ownerRoutes, signedInUser, userRoutes } from '../auth/route-groups';
import { afterBusinessChange } from '../businesses/after-change';
import { acceptInvitation } from './accept';
import { invite } from './invite';
import {
  findInvitationPreview,
  findRole,
  listPeople,
  removeManager,
  revokeInvitation,
} from './repository';

const created = { 201: messageSchema, 409: apiErrorSchema };

/** What the panel shows a person: the owner's parts, or a manager's. */
export const businessRoleRoutes = ownerRoutes(async (app) => {
  app.get(
    '/:businessId/my-role',
    { schema: { params: businessParamsSchema, response: { 200: businessRoleSchema } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      return { role: await findRole(app.db, request.params.businessId, signedInUser(request)) };
    },
  );
});

export const peopleRoutes = ownerAndAdminRoutes(async (app) => {
  app.get(
    '/:businessId/people',
    { schema: { params: businessParamsSchema, response: { 200: businessPeopleSchema } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      return listPeople(app.db, request.params.businessId, app.now());
    },
  );

  for (const kind of ['manager', 'transfer'] as const) {
    app.post(
      kind === 'manager' ? '/:businessId/invitations' : '/:businessId/transfer',
      { schema: { params: businessParamsSchema, body: invitationBodySchema, response: created } },
      async (request, reply) => {
        await invite(
          app.db,
          {
            businessId: request.params.businessId,
            kind,
            email: request.body.email,
            invitedBy: signedInUser(request).id,
            publicUrl: app.config.PUBLIC_URL,
          },
          app.now(),
        );
        const message =
          kind === 'manager' ? MANAGER_MESSAGES.invited : MANAGER_MESSAGES.transferStarted;
        return reply.status(201).send({ message });
      },
    );
  }

  app.delete(
    '/:businessId/invitations/:invitationId',
    { schema: { params: invitationParamsSchema, response: { 200: messageSchema } } },
    async ({ params }) => {
      const input = {
        businessId: params.businessId,
        kind: 'manager' as const,
        invitationId: params.invitationId,
      };
      if (!(await revokeInvitation(app.db, input, app.now()))) {
        throw notFound(MANAGER_MESSAGES.invitationNotFound);
      }
      return { message: MANAGER_MESSAGES.revoked };
    },
  );

  app.delete(
    '/:businessId/transfer',
    { schema: { params: businessParamsSchema, response: { 200: messageSchema } } },
    async ({ params }) => {
      const input = { businessId: params.businessId, kind: 'transfer' as const };
      if (!(await revokeInvitation(app.db, input, app.now()))) {
        throw notFound(MANAGER_MESSAGES.transferNotFound);
      }
      return { message: MANAGER_MESSAGES.transferCancelled };
    },
  );

  app.delete(
    '/:businessId/managers/:userId',
    { schema: { params: managerParamsSchema, response: { 200: messageSchema } } },
    async ({ params }) => {
      if (!(await removeManager(app.db, params.businessId, params.userId))) {
        throw notFound(MANAGER_MESSAGES.managerNotFound);
      }
      return { message: MANAGER_MESSAGES.removed };
    },
  );
});

/** Accepting a mailed link: only the account whose confirmed e-mail it was sent to (issue #41). */
const acceptRoutes = userRoutes(async (app) => {
  app.post(
    '/accept',
    {
      schema: {
        body: acceptBodySchema,
        response: {
          200: acceptAnswerSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const answer = await acceptInvitation(
        app.db,
        {
          token: request.body.token,
          user: signedInUser(request),
          publicUrl: app.config.PUBLIC_URL,
        },
        app.now(),
      );
      // A transfer takes the 'Verificado' badge off the business's cards.
      if (answer.kind === 'transfer') {
        await afterBusinessChange(app.db, app.cache, [answer.business.id]);
      }
      return answer;
    },
  );
});

/**
 * /api/invitations: the page's preview, open to whoever holds the link (signed out too, so it can
 * offer 'Crear cuenta'), and the accept, signed in.
 */
export const invitationAcceptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/preview',
    {
      schema: {
        querystring: invitationPreviewQuerySchema,
        response: { 200: invitationPreviewSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      const preview = await findInvitationPreview(app.db, request.query.token, app.now());
      if (preview === null) throw notFound(MANAGER_MESSAGES.invalid);
      if (preview === 'used') throw conflict(MANAGER_MESSAGES.used);
      return preview;
    },
  );
  await app.register(acceptRoutes);
};
