// The owner's own business facts, edited from the panel and moderated like other content: the
// same rules and messages as the registration wizard.
import { z } from 'zod';
import { BUSINESS_FEATURES } from '../../constants';
import { registrationBodySchema } from '../registration';
import { mediaRef } from '../media-ref';
import { businessSuspensionSchema } from '../my-businesses';
import { optional } from './fields';
import { pendingChangeSchema, rejectionSchema } from './items';

const facts = registrationBodySchema.shape;

export const businessProfileSchema = registrationBodySchema
  .pick({
    description: true,
    tagline: true,
    openingHours: true,
    phone: true,
    whatsappNumber: true,
    email: true,
    contactEmail: true,
    website: true,
    address: true,
    coords: true,
    priceRange: true,
  })
  .extend({
    /** The services offered (WiFi, parqueo…); left out, they stay as they are. */
    features: z
      .partialRecord(z.enum(BUSINESS_FEATURES, { error: 'Servicio desconocido' }), z.boolean())
      .optional(),
    /**
     * The logo and the cover photo, uploaded (POST /api/uploads/photos): left out, they stay as
     * they are; '' or null removes one.
     */
    logoUrl: optional(mediaRef()),
    imageUrl: optional(mediaRef()),
    /**
     * The name, category and place (issue #29): left out, they stay. The place goes together: a
     * province with its municipality, and no district sent means none.
     */
    name: facts.name.optional(),
    category: facts.category.optional(),
    province: facts.province.optional(),
    municipality: facts.municipality.optional(),
    districtMunicipality: facts.districtMunicipality,
    /** The owner placed or confirmed the pin: approved, the listing stops being approximate. */
    pinConfirmed: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const place = body.province !== undefined || body.municipality !== undefined;
    if (place && body.province === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['province'],
        message: 'Debe seleccionar una provincia',
      });
    }
    if ((place || body.districtMunicipality !== undefined) && body.municipality === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['municipality'],
        message: 'Debe seleccionar un municipio',
      });
    }
  });
export type BusinessProfileBody = z.input<typeof businessProfileSchema>;
export type BusinessProfile = z.output<typeof businessProfileSchema>;

export const PROFILE_MESSAGES = {
  /** Shown in the editor before sending (decision 021: the badge vouched for a name). */
  badgeLapses:
    'Cambiar el nombre o la categoría quita la insignia de verificado hasta que la verifiquemos de nuevo.',
  submitted:
    'Cambios enviados para aprobación. La información publicada sigue visible hasta entonces.',
  settingsSaved: 'Configuración actualizada',
} as const;

/** The facts as published now, with the waiting change and the last rejection's note. */
export const ownerProfileSchema = z.object({
  /** What the owner's page heads with and cannot edit there. */
  business: z.object({
    id: z.number(),
    name: z.string(),
    category: z.string(),
    /** The plan bought (kept while a lapsed business shows at the basic tier). */
    plan: z.string().nullable(),
    /** Gallery photos the plan allows. */
    photoLimit: z.number(),
    /** The plan in force (plans.ts): what it does not include shows as locked tabs. */
    packageId: z.number(),
    isActive: z.boolean(),
    /** Carries the 'Verificado' badge, which a new name or category takes away. */
    verified: z.boolean(),
    province: z.string(),
    municipality: z.string(),
    suspension: businessSuspensionSchema,
  }),
  profile: z.object({
    name: z.string(),
    /** Ids, as the editor's pickers and the PUT body hold them. */
    category: z.number(),
    province: z.number(),
    municipality: z.number(),
    districtMunicipality: z.number().nullable(),
    description: z.string(),
    tagline: z.string().nullable(),
    openingHours: z.record(z.string(), z.unknown()),
    phone: z.string(),
    whatsappNumber: z.string().nullable(),
    email: z.string().nullable(),
    contactEmail: z.string().nullable(),
    website: z.string().nullable(),
    address: z.string().nullable(),
    coords: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    priceRange: z.string().nullable(),
    features: z.record(z.string(), z.boolean()),
    logoUrl: z.string().nullable(),
    imageUrl: z.string().nullable(),
  }),
  reviewsEnabled: z.boolean(),
  pendingChange: pendingChangeSchema.nullable(),
  lastRejection: rejectionSchema.nullable(),
});
export type OwnerProfile = z.infer<typeof ownerProfileSchema>;

export const settingsBodySchema = z.object({
  reviewsEnabled: z.boolean({ error: 'Debe ser verdadero o falso' }),
});
