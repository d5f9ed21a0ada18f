import { focusManager, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '#shared/auth/query-keys';
import { sessionRefetchIntervalMs } from '#shared/auth/session-timing';
import type { User } from '#shared/contract/auth';
import { renderingOnServer } from '#client/data/cached-query';
import { apiCall } from '#client/data/api-call';

export type SessionAnswer = { status: 'authenticated'; user: User } | { status: 'unauthenticated'; user: null };
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

const signedOut: SessionAnswer = { status: 'unauthenticated', user: null };

/** A failed session fetch counts as signed out (docs/behaviour.md, "Session timing"). */
export async function fetchSession(): Promise<SessionAnswer> {
  const answer = await apiCall<SessionAnswer>('GET', '/api/auth/session');
  return answer.ok && answer.data.status === 'authenticated' ? answer.data : signedOut;
}

/**
 * The session query: re-fetched every hour (also in a background tab) and every time the window
 * regains focus while the page is visible, however fresh it is. `staleTime` only keeps several
 * components mounting at once from asking more than once.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  refetchInterval: sessionRefetchIntervalMs,
  refetchIntervalInBackground: true,
  refetchOnWindowFocus: 'always',
  staleTime: 30_000,
});

interface FocusEvents {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState: DocumentVisibilityState };
}

/**
 * TanStack Query only listens to `visibilitychange` by itself: coming back to the browser window
 * from another program (the tab stays visible) would not count as focus. This counts both — a
 * window `focus` while the page is visible, and the page becoming visible.
 */
export function refetchOnWindowFocus(
  manager: Pick<typeof focusManager, 'setEventListener'> = focusManager,
  events: FocusEvents = { window, document },
): void {
  manager.setEventListener((handleFocus) => {
    const onFocus = () => {
      if (events.document.visibilityState === 'visible') handleFocus();
    };
    const onVisibilityChange = () => handleFocus();
    events.window.addEventListener('focus', onFocus);
    events.document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      events.window.removeEventListener('focus', onFocus);
      events.document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  });
}

/**
 * Loading while the request runs, then authenticated or unauthenticated. Public pages
 * get it after hydration only, so their HTML stays the same for everyone.
 */
export function useSession(): { status: AuthStatus; user: User | null } {
  const answer = useSessionAnswer();
  if (!answer) return { status: 'loading', user: null };
  return { status: answer.status, user: answer.user };
}

/**
 * The server renders once and never fetches the session: what a private page's loader put in the
 * cache, or nothing (client/data/cached-query.ts says why no observer is set up there).
 */
function useCachedSessionAnswer(): SessionAnswer | undefined {
  return useQueryClient().getQueryData<SessionAnswer>(sessionQueryKey);
}

function useObservedSessionAnswer(): SessionAnswer | undefined {
  return useQuery(sessionQuery).data;
}

const useSessionAnswer = renderingOnServer ? useCachedSessionAnswer : useObservedSessionAnswer;

/** In the popup flow a session counts as signed in whenever its status is not 'unauthenticated'. */
export function countsAsSignedIn(status: AuthStatus): boolean {
  return status !== 'unauthenticated';
}

export function useSessionUpdater() {
  const queryClient = useQueryClient();
  return {
    signedIn: (user: User) => queryClient.setQueryData<SessionAnswer>(sessionQueryKey, { status: 'authenticated', user }),
    signedOut: () => queryClient.setQueryData<SessionAnswer>(sessionQueryKey, signedOut),
  };
}
