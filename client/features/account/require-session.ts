import { redirect } from 'react-router';
import { authViewParam, redirectParam } from '#shared/auth/popup';
import { sessionQueryKey } from '#shared/auth/query-keys';
import type { AppDeps } from '#client/data/data';
import { fetchSession } from './session';

/**
 * The server guards account pages before rendering (docs/behaviour.md, "Guards"). A navigation
 * inside the app does not pass the server, so the loader asks for the session and sends a
 * signed-out visitor to the login view the same way.
 */
export async function requireSession(deps: AppDeps, request: Request): Promise<void> {
  if (typeof document === 'undefined') return;
  const session = await deps.queryClient.fetchQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 30_000 });
  if (session.status !== 'authenticated') {
    const url = new URL(request.url);
    const target = new URLSearchParams({ [authViewParam]: 'login', [redirectParam]: url.pathname + url.search });
    throw redirect(`/?${target.toString()}`);
  }
}
