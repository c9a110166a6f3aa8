// How many messages one visitor and one address may send a day: roomy for a family planning a
// weekend on one connection, tight for a loop. Kept in PostgreSQL like the sign-in limits.
import type { Budget } from '../auth/limits';

const DAY = 24 * 60 * 60_000;

export const LEAD_VISITOR_BUDGET: Budget = { kind: 'lead-visitor', max: 10, windowMs: DAY };
export const LEAD_ADDRESS_BUDGET: Budget = { kind: 'lead-address', max: 30, windowMs: DAY };
/** From the fourth message of a day the sender proves the e-mail (or is a confirmed account). */
export const LEADS_WITHOUT_CONFIRMATION = 3;
