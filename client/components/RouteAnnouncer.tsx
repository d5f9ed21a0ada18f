import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Tells screen readers which page a client-side navigation opened (politely; docs/behaviour.md, "Navigation"). */
export function RouteAnnouncer() {
  const location = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The new <title> is committed in the same render; read it once the browser has it.
    const id = window.setTimeout(() => setMessage(document.title), 50);
    return () => window.clearTimeout(id);
  }, [location.pathname, location.search]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
