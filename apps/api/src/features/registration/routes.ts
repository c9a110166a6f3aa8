import { z } from 'zod';
import { apiErrorSchema } from '@drd/shared/api/common';
import {
  REGISTRATION_MESSAGES,
  duplicateAnswerSchema,
  missingRegistrationFields,
  registrationAnswerSchema,
  registrationBodySchema,
} from '@drd/shared/api/registration';
import { badRequest } from '../../lib/http-error';
import { userRoutes, signedInUser } from '../auth/route-groups';
import { checkMediaRefs, mediaActor } from '../uploads/media-refs';
import { checkOfferCode, offerCodeRefusal } from '../offer-codes/door';
import { paymentDueNotice } from '../payments/payment-due';
import { submitRegistration } from './service';

export const registrationRoutes = userRoutes(async (app) => {
  const onPaymentDue = paymentDueNotice(app.config);
  // The required fields are reported together, before the rules of each field; hours alone
  // missing say so in words ('Indica tu horario'): nothing fills them in for the owner.
  app.addHook('preValidation', async (request) => {
    const missing = missingRegistrationFields(request.body);
    if (missing.length === 1 && missing[0] === 'openingHours') {
      throw badRequest(REGISTRATION_MESSAGES.hours, {
        openingHours: [REGISTRATION_MESSAGES.hours],
      });
    }
    if (missing.length > 0) throw badRequest(REGISTRATION_MESSAGES.missing, { missing });
  });
  app.post(
    '/register',
    {
      schema: {
        body: registrationBodySchema,
        response: {
          201: registrationAnswerSchema,
          409: z.union([duplicateAnswerSchema, apiErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      // The code goes through the offer codes' one door and its limit (issue #41); the
      // transaction checks it again as it redeems it.
      if (request.body.offerCode) {
        const state = await checkOfferCode(app.db, request.ip, request.body.offerCode, app.now());
        const refusal = offerCodeRefusal(state);
        if (refusal) throw refusal;
      }
      // The logo and cover are photos this person uploaded (features/uploads/media-refs.ts).
      const body = await checkMediaRefs(app.db, request.body, ['logoUrl', 'imageUrl'], {
        publicUrl: app.config.PUBLIC_URL,
        actor: mediaActor(user),
      });
      const result = await submitRegistration(app.db, user, body, app.now(), onPaymentDue);
      return 'created' in result
        ? reply.status(201).send(result.created)
        : reply
            .status(409)
            .send({ error: REGISTRATION_MESSAGES.duplicate, candidates: result.duplicates });
    },
  );
});
