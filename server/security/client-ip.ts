import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The visitor's address for rate limits: X-Forwarded-For only behind a trusted proxy (TRUST_PROXY). */
export function clientIpResolver(trustProxy: boolean) {
  return (c: Context): string => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // In-process requests (tests) have no socket.
      return 'unknown';
    }
  };
}
