// How many questions one visitor and one address may ask a day: as roomy as reviews
// (reviews/limits.ts), kept in PostgreSQL for every instance.
import type { VisitorBudgets } from '../auth/visitor-budgets';

const DAY = 24 * 60 * 60_000;

export const QUESTION_BUDGETS: VisitorBudgets = {
  visitor: { kind: 'question-visitor', max: 5, windowMs: DAY },
  address: { kind: 'question-address', max: 20, windowMs: DAY },
};
