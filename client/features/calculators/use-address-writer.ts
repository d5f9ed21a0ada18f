import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { addressOnlyState } from '#client/navigation/address-only-navigation';

/** Typing pauses this long before the address follows: one history write per pause, not per key. */
export const addressDelayMs = 300;

/**
 * Keeps the address's query in step with a form (docs/behaviour.md, "Calculators"): a replace
 * navigation of the router (no history entry, the scroll kept) that asks no loader to run again —
 * the page computes from the form itself, so a changed query needs nothing from the server.
 */
export function useAddressWriter(path: string) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<string | null>(null);

  useEffect(() => {
    busy.current = navigation.state !== 'idle';
  }, [navigation.state]);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const search = pending.current;
    pending.current = null;
    // Another page is on its way (a link was followed): writing now would cancel it.
    if (search === null || busy.current || search === window.location.search) return;
    void navigate(
      { pathname: path, search },
      { replace: true, preventScrollReset: true, defaultShouldRevalidate: false, state: addressOnlyState },
    );
  }, [navigate, path]);

  /** Writes `query` after the typing pause, or at once (the form was submitted). */
  const write = useCallback(
    (query: URLSearchParams, now = false) => {
      const text = query.toString();
      pending.current = text ? `?${text}` : '';
      window.clearTimeout(timer.current);
      if (now) flush();
      else timer.current = window.setTimeout(flush, addressDelayMs);
    },
    [flush],
  );

  useEffect(() => {
    const scheduled = timer;
    return () => window.clearTimeout(scheduled.current);
  }, []);

  return write;
}
