// 'Mis negocios': what each business still lacks to be a complete listing (Google Business
// Profile's completion checklist is the model). Done means sent: an item waiting for review counts.
import { z } from 'zod';

export const CHECKLIST_ITEMS = [
  'photos',
  'hours',
  'description',
  'whatsapp',
  'offerOrFaq',
] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

/** A description this long says what, for whom and why; the wizard's minimum is only 20. */
export const GOOD_DESCRIPTION_LENGTH = 100;

export const ownerChecklistSchema = z.object(
  Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, z.boolean()])) as Record<
    ChecklistItem,
    z.ZodBoolean
  >,
);
export type OwnerChecklist = z.infer<typeof ownerChecklistSchema>;

export const ownerChecklistsAnswerSchema = z.object({
  /** Keyed by the business's id. */
  checklists: z.record(z.string(), ownerChecklistSchema),
});
export type OwnerChecklistsAnswer = z.infer<typeof ownerChecklistsAnswerSchema>;
