/**
 * The share link's texts and page address, apart from the schemas so the spec page's controls load
 * no zod in the browser (its JIT probe is a CSP issue there; docs/decisions/002-strict-csp-without-nonces.md).
 */
export const shareMessages = {
  created: 'Ссылка для просмотра создана',
  revoked: 'Ссылка отозвана: по ней больше нельзя открыть спецификацию',
  failure: 'Не удалось изменить ссылку. Попробуйте ещё раз.',
  noSpec: 'Спецификация пуста: добавьте товары, чтобы поделиться ею',
} as const;

/** The site's address of the read-only view (shared/routes.ts, `PageSpecShared`). */
export const sharedSpecPagePath = (token: string) => `/spec/shared/${token}`;
