// The owner's inbox (owner only: administrators see counts, never contents; decision 017) and the
// two profile switches (owner and administrators, like the rest of the profile's settings).
import {
  LEAD_INBOX_PAGE_SIZE,
  LEAD_MESSAGES,
  leadInboxSchema,
  leadItemParamsSchema,
  leadListQuerySchema,
  leadParamsSchema,
  leadSchema,
  leadSettingsAnswerSchema,
  leadSettingsSchema,
  leadUpdateBodySchema,
} from '@drd/shared/api/leads';
import { planIncludes, planRequiredMessage } from '@drd/shared/plans';
import { forbidden, notFound } from '../../lib/http-error';
import { businessOwnerOnlyRoutes, ownerRoutes } from '../auth/route-groups';
import { afterBusinessChange } from '../businesses/after-change';
import {
  countUnread,
  findLeadSettings,
  listLeads,
  saveLeadSettings,
  updateLead,
} from './repository';

export const leadInboxRoutes = businessOwnerOnlyRoutes(async (app) => {
  app.get(
    '/:businessId/leads',
    {
      schema: {
        params: leadParamsSchema,
        querystring: leadListQuerySchema,
        response: { 200: leadInboxSchema },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const [leads, unread] = await Promise.all([
        listLeads(app.db, businessId, request.query.archived, LEAD_INBOX_PAGE_SIZE),
        countUnread(app.db, businessId),
      ]);
      return { leads, unread };
    },
  );

  app.patch(
    '/:businessId/leads/:leadId',
    {
      schema: {
        params: leadItemParamsSchema,
        body: leadUpdateBodySchema,
        response: { 200: leadSchema },
      },
    },
    async (request) => {
      const { businessId, leadId } = request.params;
      const lead = await updateLead(app.db, businessId, leadId, request.body, app.now());
      if (!lead) throw notFound(LEAD_MESSAGES.notFound);
      return lead;
    },
  );
});

export const leadSettingsRoutes = ownerRoutes(async (app) => {
  app.get(
    '/:businessId/lead-settings',
    { schema: { params: leadParamsSchema, response: { 200: leadSettingsAnswerSchema } } },
    async (request) => {
      const settings = await findLeadSettings(app.db, request.params.businessId);
      if (!settings) throw notFound('Negocio no encontrado');
      return {
        contactFormEnabled: settings.contactFormEnabled,
        bookingEnabled: settings.bookingEnabled,
        bookingAvailable: planIncludes(settings.packageId, 'booking'),
      };
    },
  );

  app.put(
    '/:businessId/lead-settings',
    {
      schema: {
        params: leadParamsSchema,
        body: leadSettingsSchema,
        response: { 200: leadSettingsAnswerSchema },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const current = await findLeadSettings(app.db, businessId);
      if (!current) throw notFound('Negocio no encontrado');
      // Turning booking off is always allowed; on needs the plan that includes it.
      if (request.body.bookingEnabled && !planIncludes(current.packageId, 'booking')) {
        throw forbidden(planRequiredMessage('booking'));
      }
      await saveLeadSettings(app.db, businessId, request.body);
      await afterBusinessChange(app.db, app.cache, [businessId]);
      return { ...request.body, bookingAvailable: planIncludes(current.packageId, 'booking') };
    },
  );
});
