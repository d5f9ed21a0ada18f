import type { QueryClient } from '@tanstack/react-query';
import { trackEcommerce } from '#client/analytics/events';
import { accountMessages } from '#shared/auth/account-messages';
import { authMessages } from '#shared/auth/messages';
import { savesQueryKey } from '#shared/auth/query-keys';
import type { SavedItem } from '#shared/contract/auth';
import { apiCall } from '#client/data/api-call';
import { notify } from '#client/notifications/notify';

/** The visitor's saves page, where a save asked for before login is shown. */
export const savesPath = '/my/saves';

/** What a signed-out visitor asked to save: kept by the login popup and saved once they are in. */
export type SaveRequest = Pick<SavedItem, 'kind' | 'refId'>;

/**
 * Adds an item to the visitor's saves (POST /api/saves), puts it at the head of the cached list
 * every «В избранное» button and /my/saves read, and says so in a toast. False when it failed.
 */
export async function saveItem(queryClient: QueryClient, request: SaveRequest): Promise<boolean> {
  const answer = await apiCall<SavedItem>('POST', '/api/saves', request);
  if (!answer.ok) {
    notify.error(authMessages.errorTitle, { description: answer.message || accountMessages.saveFailure });
    return false;
  }
  const item = answer.data;
  // A list asked for before the save (right after login every button asks) must not land after it
  // and drop the item: that read is cancelled, the item shown at once, and the list read again.
  await queryClient.cancelQueries({ queryKey: savesQueryKey });
  queryClient.setQueryData<SavedItem[]>(savesQueryKey, (items) => [item, ...(items ?? []).filter((other) => other.id !== item.id)]);
  void queryClient.invalidateQueries({ queryKey: savesQueryKey });
  notify.success(accountMessages.saved, { description: item.title });
  // A saved product is an e-commerce `add` (docs/operations.md, "Goals and e-commerce").
  if (request.kind === 'product') trackEcommerce({ add: { products: [{ id: request.refId, name: item.title }] } });
  return true;
}
