import type { Context } from 'hono';

/**
 * Whether the client went away mid-request (an aborted upload or page load). The request's signal
 * says so once the response side notices; the socket of the Node request says so at once.
 */
export function clientGone(c: Context): boolean {
  if (c.req.raw.signal.aborted) return true;
  // A body read to its end also leaves the stream destroyed; only an incomplete one means gone.
  const incoming = (c.env as { incoming?: { destroyed?: boolean; complete?: boolean } } | undefined)?.incoming;
  return incoming?.destroyed === true && incoming.complete === false;
}
