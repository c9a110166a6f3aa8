/** Wednesday 18 November 2026, 10:00 in Santo Domingo (UTC-4): the clock of the API tests. */
export const FIXED_NOW = new Date('2026-11-18T14:00:00.000Z');
