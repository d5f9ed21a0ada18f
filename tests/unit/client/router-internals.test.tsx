/**
 * React Router internals the site's Link and ScrollManager rely on (docs/internals.md): React
 * Router 7 has no public hook that hands over the router's `navigate` without resolving the path
 * against the route tree on every link, nor one that gives the scroll state of a navigation
 * (`restoreScrollPosition`, `preventScrollReset`) or `enableScrollRestoration` without also taking
 * over the scrolling. So both read `UNSAFE_DataRouterContext` and `UNSAFE_DataRouterStateContext`.
 * These tests run the real router: an upgrade that renames, empties or reshapes what those contexts
 * carry fails here, by name, before a visitor's click stops being followed in the app.
 */
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  RouterProvider,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  type DataRouteObject,
  type RouterState,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from '#client/components/Link';
import { useContext, type MouseEvent, type ReactElement } from 'react';

type Router = ReturnType<typeof createMemoryRouter>;

interface Seen {
  router: unknown;
  state: RouterState | null;
  link: ReactElement<{ onClick?: (event: MouseEvent<HTMLAnchorElement>) => void; href?: string }>;
}

/** Renders the real RouterProvider on the server and returns what a route element saw in the contexts. */
function renderInRouter(linkTo: string, options: { replace?: boolean; preventScrollReset?: boolean } = {}): { router: Router; seen: Seen } {
  let seen: Seen | undefined;
  function Probe() {
    // The same reads as client/components/Link.tsx and ScrollManager.tsx, in a real route element;
    // Link itself is called here so that its click handler is the one it gives a real page.
    const context = useContext(UNSAFE_DataRouterContext);
    const state = useContext(UNSAFE_DataRouterStateContext);
    seen = { router: context?.router, state, link: Link({ to: linkTo, ...options, children: 'x' }) as Seen['link'] };
    return null;
  }
  const routes: DataRouteObject[] = ['/', '/b'].map((path) => ({ id: path, path, Component: Probe }));
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  renderToString(<RouterProvider router={router} />);
  if (!seen) throw new Error('the route element did not render');
  return { router, seen };
}

/** A plain left click as React hands it to the link's handler; records whether the browser's own follow was stopped. */
function leftClick() {
  const event = {
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    defaultPrevented: false,
    currentTarget: { getAttribute: () => null },
    preventDefault() {
      event.defaultPrevented = true;
    },
  };
  return event;
}

function clickAt(seen: Seen, address: URL) {
  vi.stubGlobal('window', { location: { pathname: address.pathname, search: address.search, hash: address.hash } });
  const event = leftClick();
  seen.link.props.onClick?.(event as unknown as MouseEvent<HTMLAnchorElement>);
  return event;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UNSAFE_DataRouterContext, as client/components/Link.tsx reads it', () => {
  it('carries the router RouterProvider was given, in every route element', () => {
    const { router, seen } = renderInRouter('/b');
    expect(seen.router, 'UNSAFE_DataRouterContext no longer carries { router }').toBe(router);
  });

  it("Link's click is followed by that router: a new entry, the query kept, preventScrollReset passed on", async () => {
    const { router, seen } = renderInRouter('/b?sort=price', { preventScrollReset: true });
    expect(seen.link.props.href).toBe('/b?sort=price');
    const event = clickAt(seen, new URL('http://site.test/'));
    expect(event.defaultPrevented, 'Link did not take the click over: no router in the context').toBe(true);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/b'));
    expect(router.state.location.search).toBe('?sort=price');
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.preventScrollReset).toBe(true);
  });

  it('a link to the address already shown replaces the entry', async () => {
    const { router, seen } = renderInRouter('/');
    clickAt(seen, new URL('http://site.test/'));
    await vi.waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('UNSAFE_DataRouterStateContext and enableScrollRestoration, as client/components/ScrollManager.tsx uses them', () => {
  it('the state context is the router state, with the scroll fields', () => {
    const { router, seen } = renderInRouter('/b');
    expect(seen.state?.location, 'UNSAFE_DataRouterStateContext no longer carries the router state').toBe(router.state.location);
    expect(seen.state).toHaveProperty('restoreScrollPosition', router.state.restoreScrollPosition);
    expect(seen.state).toHaveProperty('preventScrollReset', false);
    expect(seen.state?.navigation.state).toBe('idle');
  });

  it('saves the position of the entry left under its location key, and gives it back on going back', async () => {
    const { router } = renderInRouter('/b');
    const positions: Record<string, number> = {};
    let scrollY = 0;
    const disable = router.enableScrollRestoration(positions, () => scrollY);
    const firstKey = router.state.location.key;

    scrollY = 240;
    await router.navigate('/b');
    expect(positions, 'the position of the page left is not saved under its location key').toEqual({ [firstKey]: 240 });
    expect(router.state.restoreScrollPosition).toBeNull();
    expect(router.state.preventScrollReset).toBe(false);

    scrollY = 0;
    await router.navigate(-1);
    await vi.waitFor(() => expect(router.state.historyAction).toBe('POP'));
    expect(router.state.location.key).toBe(firstKey);
    expect(router.state.restoreScrollPosition, 'going back does not hand back the saved position').toBe(240);
    disable();
  });
});
