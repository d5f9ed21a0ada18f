/** Query keys of personal data, shared so the server can prefill what the browser then reads. */
export const sessionQueryKey = ['auth', 'session'] as const;
export const savesQueryKey = ['account', 'saves'] as const;
export const consentsQueryKey = ['account', 'consents'] as const;
/** A signed-in user's quote requests for specifications (`/my/requests`). */
export const specQuotesQueryKey = ['account', 'spec-quotes'] as const;
