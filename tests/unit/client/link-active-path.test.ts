import { describe, expect, test } from 'vitest';
import { isActivePath } from '#client/components/Link';

// The menus mark the current page the way React Router's NavLink did (client/components/Link.tsx).
describe('which menu link marks the current page', () => {
  test('the same path, in any case, with or without a trailing slash on the link', () => {
    expect(isActivePath('/catalog', '/catalog', false)).toBe(true);
    expect(isActivePath('/Catalog', '/catalog', true)).toBe(true);
    expect(isActivePath('/catalog', '/catalog/', true)).toBe(true);
  });

  test('a page below the link unless the link is `end`', () => {
    expect(isActivePath('/catalog/avtomaticheskie-vyklyuchateli', '/catalog', false)).toBe(true);
    expect(isActivePath('/catalog/avtomaticheskie-vyklyuchateli', '/catalog', true)).toBe(false);
  });

  test('not a path that only starts with the same letters', () => {
    expect(isActivePath('/catalogue', '/catalog', false)).toBe(false);
    expect(isActivePath('/posts/newsletter', '/posts/news', false)).toBe(false);
  });

  test('the home link marks the home page only', () => {
    expect(isActivePath('/', '/', true)).toBe(true);
    expect(isActivePath('/about', '/', false)).toBe(false);
  });

  test("the link's query and fragment do not count", () => {
    expect(isActivePath('/catalog/uzo', '/catalog/uzo?page=2', true)).toBe(true);
    expect(isActivePath('/page/about', '/page/about#team', true)).toBe(true);
  });
});
