import { queryOptions } from '@tanstack/react-query';
import { consentMessages } from '#shared/auth/consent-messages';
import { consentsQueryKey } from '#shared/auth/query-keys';
import type { Consent } from '#shared/contract/consents';
import { apiCall } from '#client/data/api-call';

async function fetchConsents(): Promise<Consent[]> {
  const answer = await apiCall<Consent[]>('GET', '/api/consents/my');
  if (!answer.ok) throw new Error(answer.message || consentMessages.listFailure);
  return answer.data;
}

/** The signed-in visitor's consents (GET /api/consents/my), read by the server for the profile page. */
export const consentsQuery = queryOptions({ queryKey: consentsQueryKey, queryFn: fetchConsents });
