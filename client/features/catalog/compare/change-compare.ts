import { apiCall } from '#client/data/api-call';
import { notify } from '#client/notifications/notify';
import { compareMessages } from '#shared/catalog/compare';
import type { CompareChange } from '#shared/validation/compare';
import { refreshCompareList } from './compare-cookie';

/** Adds or removes one product through the BFF (which owns the cookie), then tells the page's readers. */
export async function changeCompare(change: CompareChange, options: { quiet?: boolean } = {}): Promise<boolean> {
  const answer = await apiCall<{ ids: string[]; message: string }>('POST', '/api/compare', change);
  refreshCompareList();
  if (!answer.ok) {
    notify.error(answer.message || compareMessages.invalidItem);
    return false;
  }
  if (!options.quiet) notify.success(answer.data.message);
  return true;
}
