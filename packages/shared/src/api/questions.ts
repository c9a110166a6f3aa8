// Visitors' questions on a profile and the owners' answers: each public once an administrator
// approves it; the asker is known like a review's writer (docs/decisions/024-questions.md).
import { z } from 'zod';
import { idSchema, versionSchema } from './common';
import { optional, optionalText } from './content/fields';

export const QUESTION_MESSAGES = {
  created: 'Gracias por tu pregunta. La publicaremos cuando un administrador la revise.',
  confirmationSent:
    'Te enviamos un enlace para confirmar tu pregunta. Ábrelo desde tu correo y la revisaremos.',
  emailNeeded: 'Escribe tu correo para confirmar tu pregunta',
  confirmed: 'Tu pregunta fue confirmada. La publicaremos cuando un administrador la revise.',
  invalidLink: 'Este enlace no es válido o ya fue usado',
  tooMany: 'Ya enviaste varias preguntas. Intenta de nuevo mañana.',
  notFound: 'Pregunta no encontrada',
  notPublic: 'Solo se pueden responder preguntas publicadas',
  answered: 'Esta pregunta ya tiene una respuesta',
  answerSent: 'Respuesta enviada: se publicará cuando un administrador la apruebe',
  reported: 'Reportada: un administrador la revisará',
  notReportable: 'Esta pregunta ya fue reportada o retirada',
  approved: 'Publicada',
  rejected: 'Retirada',
  decided: 'Esta pregunta ya fue revisada',
  reasonNeeded: 'Escribe el motivo',
} as const;

const reason = z
  .string({ error: QUESTION_MESSAGES.reasonNeeded })
  .trim()
  .min(3, { error: QUESTION_MESSAGES.reasonNeeded })
  .max(500, { error: 'Máximo 500 caracteres' });

export const questionBodySchema = z.object({
  question: z
    .string({ error: 'Escribe tu pregunta' })
    .trim()
    .min(5, { error: 'La pregunta es muy corta' })
    .max(500, { error: 'Máximo 500 caracteres' }),
  askerName: optionalText(80),
  askerEmail: optional(
    z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ error: 'Debe ingresar un email válido' })),
  ),
  /** Left empty by people; a form-filling robot fills it and its question is dropped. */
  website: z.string().max(500).optional(),
});
export type QuestionBody = z.input<typeof questionBodySchema>;

export const questionCreatedSchema = z.object({
  message: z.string(),
  /** An anonymous asker must open the link mailed to them before anyone reviews the question. */
  needsConfirmation: z.boolean(),
});

export const questionParamsSchema = z.object({ businessId: idSchema, qid: idSchema });

/** The owner's answer; `version` (what the panel showed) makes two answers at once race safely. */
export const answerBodySchema = z.object({
  answer: z
    .string({ error: 'Escribe la respuesta' })
    .trim()
    .min(1, { error: 'Escribe la respuesta' })
    .max(2000, { error: 'Máximo 2000 caracteres' }),
  version: versionSchema.optional(),
});
export type AnswerBody = z.input<typeof answerBodySchema>;

export const questionReasonSchema = z.object({ reason });
export const questionConfirmBodySchema = z.object({
  token: z
    .string({ error: QUESTION_MESSAGES.invalidLink })
    .min(1, { error: QUESTION_MESSAGES.invalidLink })
    .max(200, { error: QUESTION_MESSAGES.invalidLink }),
});

export const QUESTION_STATUSES = ['pending', 'approved', 'reported', 'rejected'] as const;
export const ANSWER_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A question as its business's owner sees it in the panel. */
export const ownerQuestionSchema = z.object({
  id: z.number(),
  question: z.string(),
  askerName: z.string().nullable(),
  status: z.enum(QUESTION_STATUSES),
  answer: z.string().nullable(),
  answerStatus: z.enum(ANSWER_STATUSES).nullable(),
  publicAnswer: z.string().nullable(),
  createdAt: z.string(),
  version: z.number(),
});
export type OwnerQuestion = z.infer<typeof ownerQuestionSchema>;

/** One question or answer waiting for an administrator, with the version the decision binds. */
export const waitingQuestionSchema = z.object({
  id: z.number(),
  businessId: z.number(),
  businessName: z.string(),
  /** What the decision is on: a new question, a reported one, or the owner's answer. */
  waiting: z.enum(['question', 'report', 'answer']),
  question: z.string(),
  askerName: z.string().nullable(),
  answer: z.string().nullable(),
  publicAnswer: z.string().nullable(),
  reportReason: z.string().nullable(),
  createdAt: z.string(),
  version: z.number(),
});
export type WaitingQuestion = z.infer<typeof waitingQuestionSchema>;

export const questionDecisionBodySchema = z.object({ version: versionSchema });
export const questionRejectBodySchema = z.object({ version: versionSchema, reason });

export const questionAnsweredSchema = z.object({ message: z.string(), version: z.number() });
export const questionMessageSchema = z.object({ message: z.string() });
/** The mailed link opened: the page links back to the business asked. */
export const questionConfirmedSchema = z.object({
  message: z.string(),
  business: z.object({ id: z.number(), name: z.string() }),
});

/** A public question on the profile: the asker's first name only, never the e-mail. */
export const publicQuestionSchema = z.object({
  id: z.number(),
  question: z.string(),
  askerName: z.string().nullable(),
  answer: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;
