import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIP } from 'node:net';

/**
 * The visitor's address for attempt limits (docs/operations.md, "Behind a proxy").
 *
 * `trustedHops` (TRUST_PROXY) is how many proxies in front of the site append to X-Forwarded-For. Only
 * what they appended can be believed: everything to the left of it was written by the client. So the
 * address is the one `trustedHops` entries from the right of the socket — the socket's own peer being
 * hop 0 — which is Express's `trust proxy = <number>`. 0 ignores the header. A list shorter than the
 * hop count (a proxy that does not append, a misconfiguration) yields its left-most entry, as in Express.
 */
export function clientIpResolver(trustedHops: number) {
  return (c: Context): string => {
    const socket = socketAddress(c);
    if (trustedHops === 0) return socket;
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (forwarded.length === 0) return socket;
    // Hop 1 is the right-most entry (what the nearest proxy saw), hop N the Nth from the right.
    const picked = forwarded[Math.max(0, forwarded.length - trustedHops)]!;
    // A trusted proxy writes an address; anything else came from the client: the socket is surer.
    return isIP(picked) ? picked : socket;
  };
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}
