// 'Mis negocios': what each business still lacks to be a complete listing (Google Business
// Profile's completion checklist is the model). An item is done once approved; sent and waiting
// it is 'en revisión' and not counted (issue 41: the owner sees what the public sees).
import { z } from 'zod';

export const CHECKLIST_ITEMS = [
  'photos',
  'hours',
  'description',
  'whatsapp',
  'offerOrFaq',
] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

/** Done (approved, public), in review (sent, waiting for an administrator), or still to do. */
export const CHECKLIST_STATES = ['done', 'review', 'todo'] as const;
export type ChecklistState = (typeof CHECKLIST_STATES)[number];

/** A description this long says what, for whom and why; the wizard's minimum is only 20. */
export const GOOD_DESCRIPTION_LENGTH = 100;

export const ownerChecklistSchema = z.object(
  Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, z.enum(CHECKLIST_STATES)])) as Record<
    ChecklistItem,
    z.ZodEnum<{ [S in ChecklistState]: S }>
  >,
);
export type OwnerChecklist = z.infer<typeof ownerChecklistSchema>;

export const ownerChecklistsAnswerSchema = z.object({
  /** Keyed by the business's id. */
  checklists: z.record(z.string(), ownerChecklistSchema),
});
export type OwnerChecklistsAnswer = z.infer<typeof ownerChecklistsAnswerSchema>;

/** The items done (approved): the only ones counted. */
export const checklistDone = (checklist: OwnerChecklist): number =>
  CHECKLIST_ITEMS.filter((item) => checklist[item] === 'done').length;
