// How many reviews one visitor and one address may send: roomy for a family on one connection,
// tight for a loop. Kept in PostgreSQL like the sign-in limits (features/auth/limits.ts).
import type { Budget } from '../auth/limits';

const DAY = 24 * 60 * 60_000;

export const REVIEW_VISITOR_BUDGET: Budget = { kind: 'review-visitor', max: 5, windowMs: DAY };
export const REVIEW_ADDRESS_BUDGET: Budget = { kind: 'review-address', max: 20, windowMs: DAY };
