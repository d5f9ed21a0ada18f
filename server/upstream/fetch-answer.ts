/**
 * Whether what an upstream call returned is fetch's answer. Not `instanceof Response`: once a server
 * runs, @hono/node-server puts its own Response class in the global scope, and fetch's answers are
 * not instances of it, so that test is false in production and true in a unit test.
 */
export function isFetchAnswer(value: unknown): value is Response {
  return typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'number' && 'headers' in value;
}
