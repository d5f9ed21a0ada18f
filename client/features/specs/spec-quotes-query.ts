import { queryOptions } from '@tanstack/react-query';
import { quoteMessages } from '#shared/catalog/quote-messages';
import { specQuotesQueryKey } from '#shared/auth/query-keys';
import type { SpecQuote } from '#shared/contract/spec-quotes';
import { apiCall } from '#client/data/api-call';

async function fetchSpecQuotes(): Promise<SpecQuote[]> {
  const answer = await apiCall<SpecQuote[]>('GET', '/api/quote-requests');
  if (!answer.ok) throw new Error(answer.message || quoteMessages.failure);
  return answer.data;
}

/** The signed-in visitor's quote requests for specifications (GET /api/quote-requests), newest first. */
export const specQuotesQuery = queryOptions({ queryKey: specQuotesQueryKey, queryFn: fetchSpecQuotes });
