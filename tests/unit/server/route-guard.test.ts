import { describe, expect, it } from 'vitest';
import { guardRedirect, matchRouteDefinition } from '#server/ssr/route-guard';

const config = { loginPage: '/', guestRedirect: '/' };

describe('route guards', () => {
  it('sends a signed-out visitor on a protected page to the login view with the original full path', () => {
    const url = new URL('http://site/my/saves?tab=panels');
    expect(guardRedirect(matchRouteDefinition(url.pathname), false, url, config)).toBe(
      '/?auth=login&redirect=%2Fmy%2Fsaves%3Ftab%3Dpanels',
    );
  });

  it('keeps only the page when the full path is too long to be honoured after login', () => {
    const url = new URL(`http://site/my/profile?x=${'Я'.repeat(3000)}`);
    expect(guardRedirect(matchRouteDefinition(url.pathname), false, url, config)).toBe('/?auth=login&redirect=%2Fmy%2Fprofile');
  });

  it('lets a signed-in visitor through', () => {
    const url = new URL('http://site/my/profile');
    expect(guardRedirect(matchRouteDefinition(url.pathname), true, url, config)).toBeNull();
  });

  it('leaves public pages and 404s alone', () => {
    for (const path of ['/', '/about', '/posts/news/1', '/no/such/page']) {
      const url = new URL(`http://site${path}`);
      expect(guardRedirect(matchRouteDefinition(url.pathname), false, url, config)).toBeNull();
    }
  });

  it('sends a signed-in visitor away from a guest-only route', () => {
    const url = new URL('http://site/somewhere');
    expect(
      guardRedirect({ id: 'x', path: '/somewhere', layout: 'default', guard: 'guest', section: null }, true, url, {
        loginPage: '/',
        guestRedirect: '/my/profile',
      }),
    ).toBe('/my/profile');
  });

  it('uses the configured login page', () => {
    const url = new URL('http://site/my/saves');
    expect(guardRedirect(matchRouteDefinition(url.pathname), false, url, { loginPage: '/login', guestRedirect: '/' })).toBe(
      '/login?auth=login&redirect=%2Fmy%2Fsaves',
    );
  });
});
