import { AsyncLocalStorage } from 'node:async_hooks';

/** What the BFF knows about the request it is handling, wherever the code runs for it. */
export interface RequestContext {
  requestId: string;
}

/**
 * The request in hand, for code that is not handed the Hono context: the upstream client (one for
 * the whole process, called from caches, the session service, SSR loaders…) and the logger's mixin.
 * Threading the id through every one of those calls would change most of server/; AsyncLocalStorage
 * follows the request's promises and timers instead (docs/operations.md, "Request id").
 */
const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The id of the request being handled, or undefined outside one (start-up, background timers). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
