import type { Context } from 'hono';

/**
 * Answers whose headers stay a plain object until @hono/node-server writes them to the socket.
 * Reading `response.headers` turns them into undici Headers, which validate every value again
 * (the policy header is long) and are then copied back into an object for Node: on a page served
 * from memory that was a quarter of the work (docs/decisions/012-cheaper-render.md). The
 * middleware that reads or adds headers to every answer (request id, access log, security
 * headers, Retry-After) goes through `readHeader` and `writeHeader`, which use the plain object
 * when there is one and the answer's Headers otherwise. That @hono/node-server keeps the object by
 * reference is an internal we rely on (docs/internals.md).
 */
const plainHeaders = new WeakMap<Response, Record<string, string>>();

/** An answer with lower-case header names in a plain object, kept plain for the middleware. */
export function plainAnswer(body: BodyInit | null, status: number, headers: Record<string, string>): Response {
  const response = new Response(body, { status, headers });
  plainHeaders.set(response, headers);
  return response;
}

export function readHeader(response: Response, name: string): string | null {
  const plain = plainHeaders.get(response);
  return plain ? (plain[name] ?? null) : response.headers.get(name);
}

/** Sets a header (lower-case name) on the context's answer; one fetched elsewhere is immutable and answered as a copy. */
export function writeHeader(c: Context, name: string, value: string): void {
  const plain = plainHeaders.get(c.res);
  if (plain) {
    plain[name] = value;
    return;
  }
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}
