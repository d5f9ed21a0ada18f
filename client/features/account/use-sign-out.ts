import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '#client/notifications/notify';
import { accountMessages } from '#shared/auth/account-messages';
import { savesQueryKey } from '#shared/auth/query-keys';
import { routeTable } from '#shared/routes';
import { apiCall } from '#client/data/api-call';
import { useSessionUpdater } from './session';

const privatePrefixes = routeTable.filter((r) => r.guard === 'auth').map((r) => r.path);

/**
 * Sign-out clears the session, calls the sign-out endpoint and leaves an account page for `/`
 * (docs/behaviour.md, "Messages of the account calls").
 */
export function useSignOut() {
  const session = useSessionUpdater();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return async () => {
    await apiCall('POST', '/api/auth/logout', { callbackUrl: location.pathname });
    session.signedOut();
    queryClient.removeQueries({ queryKey: savesQueryKey });
    notify.success(accountMessages.signedOut);
    if (privatePrefixes.some((path) => location.pathname.startsWith(path))) navigate('/');
  };
}
