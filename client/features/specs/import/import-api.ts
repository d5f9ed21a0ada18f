import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SpecImport } from '#shared/contract/spec-imports';
import { importEndpoint, importQueryKey, importSummary } from '#shared/specs/import-pages';
import { apiCall, type ApiAnswer } from '#client/data/api-call';

/** An import's outcome: on the server its owner's page has it already (server/ssr/personal-reads.ts); in the browser it is asked for. */
export const importQuery = (importId: string) =>
  queryOptions({
    queryKey: importQueryKey(importId),
    queryFn: async (): Promise<SpecImport> => {
      const answer = await apiCall<SpecImport>('GET', `${importEndpoint}/${importId}`);
      if (!answer.ok) throw Object.assign(new Error(answer.message), { status: answer.status || 502 });
      return answer.data;
    },
  });

export const rowEndpoint = (importId: string, line: number) => `${importEndpoint}/${importId}/rows/${line}`;

/** A row settled in place: the answer is the whole import, which replaces the one on screen. */
export async function settleRow(
  queryClient: QueryClient,
  importId: string,
  line: number,
  change: { productId: string } | { text: string; quantity?: string },
): Promise<ApiAnswer<SpecImport>> {
  const answer = await apiCall<SpecImport>('POST', rowEndpoint(importId, line), change);
  if (answer.ok) queryClient.setQueryData(importQueryKey(importId), answer.data);
  return answer;
}

/** The form sent by the page's script: the same multipart post a browser without JavaScript makes, answered as JSON. */
export async function sendImportForm(form: HTMLFormElement): Promise<ApiAnswer<SpecImport>> {
  try {
    const response = await fetch(importEndpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: new FormData(form),
    });
    const payload = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) {
      const message = payload && typeof payload === 'object' && 'data' in payload && typeof payload.data === 'string' ? payload.data : '';
      return { ok: false, status: response.status, message };
    }
    return { ok: true, data: payload as SpecImport };
  } catch {
    return { ok: false, status: 0, message: '' };
  }
}

export const summaryOf = (result: SpecImport) =>
  importSummary({ matched: result.rows.filter((row) => row.status === 'matched').length, total: result.rows.length });
