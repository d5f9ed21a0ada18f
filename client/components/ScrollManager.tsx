import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';

/**
 * Spec §2: between catalogue section, search and product pages scroll smoothly to the page
 * title; any other page change scrolls smoothly to the top.
 */
export function ScrollManager() {
  const location = useLocation();
  const matches = useMatches();
  const previous = useRef<string | null>(null);
  const toTitle = matches.some((m) => (m.handle as { scrollToTitle?: boolean } | undefined)?.scrollToTitle);

  useEffect(() => {
    const key = location.pathname + location.search;
    if (previous.current === null || previous.current === key) {
      previous.current = key;
      return;
    }
    previous.current = key;
    const title = toTitle ? document.getElementById('page-title') : null;
    if (title) title.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [location.pathname, location.search, toTitle]);

  return null;
}
