import { queryOptions } from '@tanstack/react-query';
import { accountMessages } from '#shared/auth/account-messages';
import { savesQueryKey } from '#shared/auth/query-keys';
import type { SavedItem } from '#shared/contract/auth';
import { apiCall } from '#client/data/api-call';

async function fetchSaves(): Promise<SavedItem[]> {
  const answer = await apiCall<SavedItem[]>('GET', '/api/saves');
  if (!answer.ok) throw new Error(answer.message || accountMessages.saveFailure);
  return answer.data;
}

/** The signed-in visitor's saved items (GET /api/saves): the /my/saves list and every «В избранное» button. */
export const savesQuery = queryOptions({ queryKey: savesQueryKey, queryFn: fetchSaves });
