import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '#shared/auth/safe-redirect';

describe('redirect parameter', () => {
  it.each(['/my/saves', '/my/profile?tab=password', '/posts/news?page=2#top', '/'])('honours the relative path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    'http://evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' /my/saves',
    '/my/saves\n',
    'my/saves',
    '',
    '/%0d%0aSet-Cookie:x',
  ])('ignores %j', (value) => {
    const result = safeRedirectPath(value);
    if (result !== null) {
      // Encoded junk may survive as an inert path; it must still stay on this site.
      expect(new URL(result, 'http://site.invalid').origin).toBe('http://site.invalid');
      expect(result.startsWith('/')).toBe(true);
      expect(result.startsWith('//')).toBe(false);
    } else {
      expect(result).toBeNull();
    }
  });

  // Each of these used to come back as `//evil.com`, which a browser reads as another host.
  it.each([
    '/.//evil.com',
    '/%2e//evil.com',
    '/%2E//evil.com',
    '/a/..//evil.com',
    '/..//evil.com',
    '/.///evil.com',
    '/./%2f/evil.com',
    '/a/b/../..//evil.com',
  ])('never turns %j into a path another host can be read from', (value) => {
    const result = safeRedirectPath(value);
    expect(result === null || !result.startsWith('//')).toBe(true);
    if (result !== null) expect(new URL(result, 'https://site.example').host).toBe('site.example');
  });

  it('returns the resolved path, not the candidate as given', () => {
    expect(safeRedirectPath('/posts/./news/../news?page=2')).toBe('/posts/news?page=2');
  });

  it('ignores non-strings', () => {
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(['/my'])).toBeNull();
  });
});
