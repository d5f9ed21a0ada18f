/** Query keys of personal data, shared so the server can prefill what the browser then reads. */
export const sessionQueryKey = ['auth', 'session'] as const;
export const savesQueryKey = ['account', 'saves'] as const;
