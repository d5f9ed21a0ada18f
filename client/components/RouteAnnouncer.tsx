import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isAddressOnly } from '#client/navigation/address-only-navigation';
import { pageOpened } from '#client/analytics/analytics';

/** Tells screen readers which page a client-side navigation opened (politely; docs/behaviour.md, "Navigation"). */
export function RouteAnnouncer() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [message, setMessage] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A form writing its state into the address opened no new page (docs/behaviour.md, "Calculators").
    if (isAddressOnly(location.state, navigationType)) return;
    // The new <title> is committed in the same render; read it once the browser has it. The same
    // moment is a page view for analytics (docs/operations.md, "Analytics").
    const id = window.setTimeout(() => {
      setMessage(document.title);
      pageOpened();
    }, 50);
    return () => window.clearTimeout(id);
  }, [location.pathname, location.search, location.state, navigationType]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
