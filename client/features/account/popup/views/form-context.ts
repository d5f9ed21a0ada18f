import { useLocation } from 'react-router';
import { authViewParam, redirectParam } from '#shared/auth/popup';

/** Forms pass callbackUrl, the current full path (the page a no-JS post returns to; docs/behaviour.md, "Redirect parameters"). */
export function useCallbackUrl(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete(authViewParam);
  params.delete(redirectParam);
  const search = params.toString();
  return location.pathname + (search ? `?${search}` : '');
}
