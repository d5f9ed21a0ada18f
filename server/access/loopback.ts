import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Whether the request came over a loopback connection, by the socket's own address — never a
 * forwarded header, which any client can write. In-process requests without a socket are not.
 */
export function isLoopbackClient(c: Context): boolean {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  if (!address) return false;
  return isLoopbackAddress(address);
}

function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** `localhost`, `127.x.y.z` or `[::1]`, with or without a port: the names a browser on this machine uses. */
const loopbackHost = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(?::\d{1,5})?$/i;

/**
 * Whether a person at this very machine sent the request, for what opens any account (the demo
 * outbox; README, "Quick start"). All three must hold:
 * - the socket is loopback — but a proxy on the same machine also connects over loopback, so
 * - no proxy header is present (`Forwarded`, `X-Forwarded-*`, `X-Real-IP`): a proxy that forwards a
 *   visitor says so, and a local client has no reason to send them; and
 * - the Host is a loopback name or address: a page on another site that points its own name at
 *   127.0.0.1 (DNS rebinding) reaches the socket with its own name in Host.
 */
export function isLocalPerson(c: Context): boolean {
  if (!isLoopbackClient(c)) return false;
  const host = c.req.header('host');
  if (!host || !loopbackHost.test(host)) return false;
  for (const name of c.req.raw.headers.keys()) {
    if (name === 'forwarded' || name === 'x-real-ip' || name.startsWith('x-forwarded-')) return false;
  }
  return true;
}
