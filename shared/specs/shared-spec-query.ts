/** A share link's token as the contract makes it (shared/contract/spec-shares.ts): 32 base64url characters. */
export const shareTokenPattern = /^[\w-]{32}$/;

/** Where a read-only link's specification sits in the query cache: the server puts it there for the page (null: no such link). */
export const sharedSpecQueryKey = (token: string) => ['specs', 'shared', token] as const;
