import type { Context } from 'hono';

/** Requests whose answer carries something of one visitor. */
const personal = new WeakSet<Request>();

/**
 * Marks the answer to this request as carrying something of one visitor: anything built after
 * their session was found (their name, e-mail, phone, saved items) or their flash was read, or a
 * page of activation links and reset codes. Such an answer is never compressed
 * (docs/decisions/013-compression.md): a page that also reflects something an attacker put in the
 * address would otherwise give the visitor's data away by its compressed length (BREACH).
 */
export function markPersonal(c: Context): void {
  personal.add(c.req.raw);
}

export function isPersonal(c: Context): boolean {
  return personal.has(c.req.raw);
}
