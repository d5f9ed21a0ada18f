import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useLocation, useMatches, useNavigationType } from 'react-router';
import { decodedOrNull } from '#shared/http/decoded';

const storageKey = 'scroll-positions';
/** Positions by history entry; the router writes the one it leaves at the start of each navigation. */
let savedPositions: Record<string, number> = {};

// Runs only in the browser (the server never runs effects), where it must run before painting.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * docs/behaviour.md, "Navigation": between catalogue section, search and product pages scroll
 * smoothly to the page title; any other page change scrolls smoothly to the top. Back and forward
 * return to where the visitor was on that page — React Router's scroll restoration (the position of
 * each history entry, kept in sessionStorage across full page loads) — and a navigation that asks
 * to keep the scroll (`preventScrollReset`, e.g. closing the popup drops ?auth= from the address)
 * keeps it. The router and its scroll state come from React Router's internal contexts
 * (docs/internals.md).
 */
export function ScrollManager() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const previous = useRef<string | null>(null);
  const toTitle = matches.some((m) => (m.handle as { scrollToTitle?: boolean } | undefined)?.scrollToTitle);
  const restore = routerState?.restoreScrollPosition;
  const keepScroll = routerState?.preventScrollReset === true;

  useBrowserLayoutEffect(() => {
    if (!router) return;
    try {
      savedPositions = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
    } catch {
      savedPositions = {};
    }
    window.history.scrollRestoration = 'manual';
    const disable = router.enableScrollRestoration(savedPositions, () => window.scrollY);
    const onPageHide = () => {
      if (router.state.navigation.state === 'idle') savedPositions[router.state.location.key] = window.scrollY;
      try {
        window.sessionStorage.setItem(storageKey, JSON.stringify(savedPositions));
      } catch {
        // Storage full or blocked: back and forward across full page loads start at the top.
      }
      // A document that is left hands scrolling back to the browser (as React Router does).
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      disable();
    };
  }, [router]);

  useBrowserLayoutEffect(() => {
    const key = location.pathname + location.search;
    const first = previous.current === null;
    const changed = previous.current !== key;
    previous.current = key;
    // Back, forward, or a reload with a remembered position: exactly where the visitor was.
    if (typeof restore === 'number') return holdScrollPosition(restore);
    // A link to a part of a page («Подобрать аналог» → #analogues) brings that part into view; on
    // the first render the browser has done it already.
    const part = !first && location.hash ? document.getElementById(partIdOf(location.hash)) : null;
    if (part) {
      // Not returned: Chromium's scroll methods return a promise, which React would call as a cleanup.
      part.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    if (first || !changed || restore === false || keepScroll) return;
    if (navigationType === 'POP') {
      window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    const title = toTitle ? document.getElementById('page-title') : null;
    if (title) title.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [location, restore, keepScroll, navigationType, toTitle]);

  return null;
}

/**
 * Jumps to a remembered position and keeps it for a few frames (about 70 ms): a smooth scroll
 * still running on the page just left (its title being brought into view) can carry on after an
 * instant jump and land the visitor elsewhere.
 */
function holdScrollPosition(top: number): () => void {
  let frame = 0;
  let frames = 4;
  const hold = () => {
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, behavior: 'instant' });
    frames -= 1;
    if (frames > 0) frame = requestAnimationFrame(hold);
  };
  hold();
  return () => cancelAnimationFrame(frame);
}

/** The id a `#…` names; a hash that does not decode (a link cut mid-escape) names the id written as it is. */
export function partIdOf(hash: string): string {
  const id = hash.replace(/^#/, '');
  return decodedOrNull(id) ?? id;
}
