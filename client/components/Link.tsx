import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** Replace the current history entry (the default when `to` is the current address). */
  replace?: boolean;
  /** Keep the scroll position (client/components/ScrollManager.tsx). */
  preventScrollReset?: boolean;
  /** Load the page as a new document, as after an error. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * Links to the site's own pages. They draw the `<a href>` React Router's `<Link>` draws and follow
 * a click the same way (in the app, unless modified, opened elsewhere or a document reload is
 * asked for), but cost the server a context read instead of resolving the path against the route
 * tree and setting up prefetch state — a page has about a hundred of them
 * (docs/decisions/012-cheaper-render.md). Every `to` is an absolute path, query included, so the
 * router's own `navigate` takes it as it is; it is there in error boundaries too. The router comes
 * from React Router's internal `UNSAFE_DataRouterContext` (docs/internals.md).
 */
export function Link({ to, replace, preventScrollReset, reloadDocument, onClick, ...anchor }: LinkProps) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const follow =
    router && !reloadDocument
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          onClick?.(event);
          if (event.defaultPrevented || !followsInApp(event)) return;
          event.preventDefault();
          const here = window.location.pathname + window.location.search + window.location.hash;
          void router.navigate(to, { replace: replace ?? here === to, preventScrollReset });
        }
      : onClick;
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content is the caller's children, in `anchor`
  return <a {...anchor} href={to} onClick={follow} />;
}

/** A plain left click on a link meant for this tab: what the router follows itself. */
function followsInApp(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === '_self') && !modified;
}

/**
 * A menu link that marks the page it leads to, or a page below it unless `end`: class `active`
 * and `aria-current="page"`, as React Router's `<NavLink>` marks it (paths compared ignoring case).
 */
export function NavLink({ end = false, className, ...link }: LinkProps & { end?: boolean }) {
  const active = isActivePath(useLocation().pathname, link.to, end);
  return (
    <Link
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      {...link}
    />
  );
}

export function isActivePath(currentPath: string, to: string, end: boolean): boolean {
  const here = currentPath.toLowerCase();
  let target = to.split(/[?#]/, 1)[0]!.toLowerCase();
  if (target !== '/' && target.endsWith('/')) target = target.slice(0, -1);
  if (here === target) return true;
  return !end && target !== '/' && here.startsWith(target) && here.charAt(target.length) === '/';
}
