// POST/GET /api/businesses/:businessId/special-hours and DELETE …/:sid, for the owner and
// administrators. A closed day is in force at once; other hours wait for the review queue.
import { z } from 'zod';
import { idSchema } from '@drd/shared/api/common';
import {
  MAX_SPECIAL_DAYS,
  MAX_SPECIAL_HOURS,
  SPECIAL_HOURS_MESSAGES,
  specialHoursBodySchema,
  specialHoursEntrySchema,
  specialHoursPageSchema,
} from '@drd/shared/api/hours';
import { dominicanDate, specialFor } from '@drd/shared/hours-exceptions';
import { badRequest, notFound } from '../../lib/http-error';
import { ownerRoutes, signedInUser } from '../auth/route-groups';
import { afterBusinessChange } from '../businesses/after-change';
import { comingHolidays } from './holidays';
import {
  addSpecialHours,
  countUpcoming,
  deleteSpecialHours,
  listSpecialHours,
} from './special-repository';

const params = z.object({ businessId: idSchema });
const itemParams = z.object({ businessId: idSchema, sid: idSchema });
const DAY_MS = 24 * 60 * 60 * 1000;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const specialHoursRoutes = ownerRoutes(async (app) => {
  app.get(
    '/:businessId/special-hours',
    { schema: { params, response: { 200: specialHoursPageSchema } } },
    async ({ params }) => {
      const now = app.now();
      const specialHours = await listSpecialHours(app.db, params.businessId, dominicanDate(now));
      // A holiday the owner already gave hours for (or has waiting) is not suggested again.
      const given = specialHours.filter((s) => s.status !== 'rejected');
      const suggestions = comingHolidays(now).filter((h) => !specialFor(given, h.date));
      return { specialHours, suggestions };
    },
  );

  app.post(
    '/:businessId/special-hours',
    {
      schema: {
        params,
        body: specialHoursBodySchema,
        response: { 201: specialHoursEntrySchema },
      },
    },
    async (request, reply) => {
      const { businessId } = request.params;
      const body = request.body;
      const today = dominicanDate(app.now());
      const endDate = body.endDate ?? body.date;
      if (body.date < today) {
        throw badRequest(SPECIAL_HOURS_MESSAGES.past, { date: [SPECIAL_HOURS_MESSAGES.past] });
      }
      if (daysBetween(body.date, endDate) >= MAX_SPECIAL_DAYS) {
        throw badRequest(SPECIAL_HOURS_MESSAGES.tooLong, {
          endDate: [SPECIAL_HOURS_MESSAGES.tooLong],
        });
      }
      if ((await countUpcoming(app.db, businessId, today)) >= MAX_SPECIAL_HOURS) {
        throw badRequest(SPECIAL_HOURS_MESSAGES.tooMany);
      }
      const entry = await addSpecialHours(app.db, {
        businessId,
        userId: signedInUser(request).id,
        date: body.date,
        endDate,
        closed: body.closed,
        ranges: body.closed ? null : (body.ranges ?? null),
      });
      if (entry.status === 'approved') await afterBusinessChange(app.db, app.cache, [businessId]);
      return reply.code(201).send(entry);
    },
  );

  app.delete(
    '/:businessId/special-hours/:sid',
    { schema: { params: itemParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      const { businessId, sid } = request.params;
      const deleted = await deleteSpecialHours(app.db, {
        businessId,
        id: sid,
        userId: signedInUser(request).id,
        now: app.now(),
      });
      if (!deleted) throw notFound(SPECIAL_HOURS_MESSAGES.notFound);
      await afterBusinessChange(app.db, app.cache, [businessId]);
      return { message: SPECIAL_HOURS_MESSAGES.deleted };
    },
  );
});
