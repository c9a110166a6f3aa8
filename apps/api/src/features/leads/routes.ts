// A visitor's message from a profile (decision 017): refused when the owner turned the form off,
// a booking without the switch or the plan; limited per visitor and per address; silently dropped
// when the honeypot is filled; from the fourth of a day it waits for the sender's mailed link,
// unless the sender is signed in with a confirmed e-mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LEAD_MESSAGES,
  leadBodySchema,
  leadConfirmBodySchema,
  leadParamsSchema,
  leadSentSchema,
} from '@drd/shared/api/leads';
import { planIncludes } from '@drd/shared/plans';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../lib/http-error';
import { limitAddress, reserve } from '../auth/limits';
import { visitorCookies } from '../visits/visitor-cookie';
import { LEAD_ADDRESS_BUDGET, LEAD_VISITOR_BUDGET, LEADS_WITHOUT_CONFIRMATION } from './limits';
import { findLeadTarget } from './repository';
import { confirmLead, insertConfirmedLead, insertUnconfirmedLead } from './sending';

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitors = await visitorCookies(app.db, {
    sessionSecret: app.config.SESSION_SECRET,
    production: app.config.NODE_ENV === 'production',
  });

  app.post(
    '/:businessId/leads',
    {
      schema: { params: leadParamsSchema, body: leadBodySchema, response: { 201: leadSentSchema } },
    },
    async (request, reply) => {
      const { website, ...body } = request.body;
      const business = await findLeadTarget(app.db, request.params.businessId);
      if (business === null) throw notFound('Negocio no encontrado');
      const booking = body.kind === 'booking';
      // A lapsed plan keeps the page at the basic tier: no booking requests then.
      const open = booking
        ? business.bookingEnabled &&
          business.planLapsedAt === null &&
          planIncludes(business.packageId, 'booking')
        : business.contactFormEnabled && planIncludes(business.packageId, 'leads');
      if (!open || business.userId === null) {
        throw forbidden(booking ? LEAD_MESSAGES.bookingOff : LEAD_MESSAGES.formOff);
      }

      const now = app.now();
      const visitor = visitors.read(request);
      const byVisitor =
        visitor === null ? undefined : await reserve(app.db, LEAD_VISITOR_BUDGET, visitor, now);
      const byAddress = await reserve(app.db, LEAD_ADDRESS_BUDGET, limitAddress(request.ip), now);
      if (byVisitor === null || byAddress === null) throw tooManyRequests(LEAD_MESSAGES.tooMany);
      // Without a visitor cookie the address is the sender.
      const today = byVisitor ?? byAddress;

      const user = request.user ?? null;
      const known = user?.emailVerifiedAt != null;
      const needsConfirmation = !known && today > LEADS_WITHOUT_CONFIRMATION;
      const to = body.email ?? user?.email ?? null;
      if (needsConfirmation && !to) {
        throw badRequest(LEAD_MESSAGES.emailNeeded, { email: [LEAD_MESSAGES.emailNeeded] });
      }
      const answer = {
        message: needsConfirmation
          ? LEAD_MESSAGES.confirmationSent
          : booking
            ? LEAD_MESSAGES.bookingSent
            : LEAD_MESSAGES.sent,
        needsConfirmation,
      };
      // A robot that fills every field gets the same answer and stores nothing.
      if (website) return reply.status(201).send(answer);

      const lead = {
        businessId: business.id,
        kind: body.kind,
        name: body.name,
        phone: body.phone ?? null,
        email: body.email ?? null,
        message: body.message ?? '',
        bookingDate: booking ? (body.date ?? null) : null,
        bookingTime: booking ? (body.time ?? null) : null,
        people: booking ? (body.people ?? null) : null,
        userId: user?.id ?? null,
      };
      if (needsConfirmation) {
        await insertUnconfirmedLead(
          app.db,
          { ...lead, to: to!, businessName: business.name },
          app.config.PUBLIC_URL,
          now,
        );
      } else {
        await insertConfirmedLead(app.db, lead, now);
      }
      return reply.status(201).send(answer);
    },
  );
};

/** The page the mailed link opens sends its token here. */
export const leadConfirmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/confirm',
    {
      schema: {
        body: leadConfirmBodySchema,
        response: { 200: leadSentSchema.pick({ message: true }) },
      },
    },
    async (request) => {
      if (!(await confirmLead(app.db, request.body.token, app.now()))) {
        throw badRequest(LEAD_MESSAGES.invalidLink);
      }
      return { message: LEAD_MESSAGES.confirmed };
    },
  );
};
