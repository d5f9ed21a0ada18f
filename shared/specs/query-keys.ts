/**
 * Query keys of the specification pages' personal data, shared so the server can prefill what the
 * browser then reads (server/ssr/personal-data.ts). Apart from the account's keys: only these pages
 * load them.
 */
/** The specification «В спецификацию» adds to, as GET /api/specs/current answers it. */
export const currentSpecQueryKey = ['specs', 'current'] as const;
/** A signed-in user's named specifications. */
export const specListQueryKey = ['specs', 'list'] as const;
/** One of a signed-in user's specifications; null when it is not theirs or not there. */
export const specQueryKey = (specId: string) => ['specs', 'one', specId] as const;
