// How many taps one source may have counted, kept in the visits' limit table (visit_limits) under
// sources of their own, so every server instance applies the same limits (visits/limits.ts).
export const ACTION_LIMITS = {
  /** One address over all businesses and kinds: a household or a shared (CGNAT) address. */
  address: { max: 120, window: 'hour' },
  /** One /24 (IPv4) or /48 (IPv6). */
  network: { max: 480, window: 'hour' },
  /** One address and one business, every kind together: a loop on one business stops here. */
  addressBusiness: { max: 20, window: 'day' },
} as const;
