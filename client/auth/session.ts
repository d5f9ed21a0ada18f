import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../shared/auth/query-keys';
import { sessionRefetchIntervalMs } from '../../shared/auth/session-timing';
import type { User } from '../../shared/contract/auth';
import { accountCall } from './account-api';

export type SessionAnswer = { status: 'authenticated'; user: User } | { status: 'unauthenticated'; user: null };
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

const signedOut: SessionAnswer = { status: 'unauthenticated', user: null };

/** Spec §4: a failed session fetch clears the session. */
export async function fetchSession(): Promise<SessionAnswer> {
  const answer = await accountCall<SessionAnswer>('GET', '/api/auth/session');
  return answer.ok && answer.data.status === 'authenticated' ? answer.data : signedOut;
}

/**
 * Spec §4: loading while the request runs, then authenticated or unauthenticated; re-fetched
 * every hour and when the window regains focus while visible. Public pages get it after
 * hydration only, so their HTML stays the same for everyone.
 */
export function useSession(): { status: AuthStatus; user: User | null } {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    refetchInterval: sessionRefetchIntervalMs,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
  if (!query.data) return { status: 'loading', user: null };
  return { status: query.data.status, user: query.data.user };
}

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
