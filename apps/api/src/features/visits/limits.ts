// How many visits one source may have counted: a visit counts only while its address, its network
// and its address for that business are all under their limit in the current window. Kept in
// PostgreSQL (visit_limits) so every server instance applies the same limits; see
// docs/decisions for what these limits accept.
import { isIP } from 'node:net';

export const VISIT_LIMITS = {
  /** One address over all businesses: a household or a shared (CGNAT) address browsing. */
  address: { max: 60, window: 'hour' },
  /** One /24 (IPv4) or /48 (IPv6): many addresses of one network acting together. */
  network: { max: 240, window: 'hour' },
  /** One address and one business: what buying a single business's ranking needs most. */
  addressBusiness: { max: 10, window: 'day' },
} as const;

/** Window starts for a moment: the hour's and the (UTC) day's. */
export function limitWindows(now: Date): { hour: string; day: string } {
  const hour = new Date(now);
  hour.setUTCMinutes(0, 0, 0);
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  return { hour: hour.toISOString(), day: day.toISOString() };
}

/**
 * The address a limit is kept for: an IPv4-mapped IPv6 address as the IPv4 one it is, and
 * anything that is no address at all (it cannot come from a socket) as one shared source.
 */
export function limitAddress(ip: string | undefined): string {
  const address = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip ?? '')?.[1] ?? ip ?? '';
  return isIP(address) ? address : '0.0.0.0';
}
