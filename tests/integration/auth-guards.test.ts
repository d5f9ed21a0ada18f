/**
 * docs/behaviour.md, "Guards": the private pages are guarded on the server before any render; the
 * login page server-renders the popup; the `redirect` parameter can never send a visitor to another
 * site.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createAccountSite,
  newPerson,
  parseLocation,
  registerAndActivate,
  siteOrigin,
  Visitor,
  type AccountSite,
  type Person,
} from '../support/account-site';

let site: AccountSite;
let person: Person;

beforeAll(async () => {
  site = createAccountSite();
  person = await registerAndActivate(site, newPerson());
});
afterAll(() => site.close());

/** A visitor already signed in as `person`. */
async function member(): Promise<Visitor> {
  const visitor = new Visitor(site);
  await visitor.signIn(person.email, person.password);
  return visitor;
}

describe('the private pages without a session', () => {
  test.each(['/my/saves', '/my/profile', '/my/saves?x=1', '/my/profile?tab=password&a=%D0%AF', '/my/saves?next=//evil.example'])(
    '%s → 302 to /?auth=login&redirect=<the original full path>',
    async (path) => {
      const answer = await new Visitor(site).get(path).redirects(0);
      expect(answer.status).toBe(302);
      const location = answer.headers.location!;
      expect(location).toBe(`/?auth=login&redirect=${encodeURIComponent(path)}`);
      const { pathname, params } = parseLocation(location);
      expect(pathname).toBe('/');
      expect(params.get('auth')).toBe('login');
      expect(params.get('redirect')).toBe(path);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    },
  );

  test('the guard answers before rendering: no HTML, no upstream account call', async () => {
    const from = site.exchanges.length;
    const answer = await new Visitor(site).get('/my/saves').redirects(0);
    expect(answer.status).toBe(302);
    expect(answer.text ?? '').not.toContain('<html');
    expect(site.exchangesSince(from).filter((e) => e.path.startsWith('/api/saves') || e.path.startsWith('/api/auth'))).toEqual([]);
  });
});

describe('the private pages with a session', () => {
  test.each(['/my/saves', '/my/profile'])('%s → 200, Cache-Control: private, no-store', async (path) => {
    const visitor = await member();
    const answer = await visitor.get(path).redirects(0);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.text).toContain(person.name);
  });

  test('/my → /my/profile (a placeholder path), then the page itself', async () => {
    const visitor = await member();
    const answer = await visitor.get('/my').redirects(0);
    expect([301, 302, 307, 308]).toContain(answer.status);
    expect(parseLocation(answer.headers.location).pathname).toBe('/my/profile');
  });
});

describe('the login page', () => {
  test('/?auth=login&redirect=/my/saves server-renders the open popup with the login form', async () => {
    const answer = await new Visitor(site).get('/?auth=login&redirect=/my/saves');
    expect(answer.status).toBe(200);
    const html = answer.text;
    expect(html).toMatch(/role="dialog"[^>]*data-state="open"|data-state="open"[^>]*role="dialog"/);
    expect(html).toContain('Вход в личный кабинет');
    const form = /<form\b[^>]*>/.exec(html.slice(html.indexOf('Вход в личный кабинет')))?.[0] ?? '';
    expect(form).toMatch(/action="\/api\/auth\/login"/);
    expect(form).toMatch(/method="post"/i);
    expect(html).toMatch(/<input type="hidden" name="redirect" value="\/my\/saves"\/>/);
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/);
    // Not shareable here: without PUBLIC_ORIGIN the page names the host it was asked under.
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  test.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
  ])('a redirect of %s is not put into the form', async (redirect) => {
    const answer = await new Visitor(site).get(`/?auth=login&redirect=${encodeURIComponent(redirect)}`);
    expect(answer.status).toBe(200);
    const hidden = /<input type="hidden" name="redirect" value="([^"]*)"/.exec(answer.text)?.[1];
    if (hidden !== undefined) {
      const decoded = hidden.replace(/&amp;/g, '&');
      expect(new URL(decoded, siteOrigin).origin).toBe(siteOrigin);
      expect(decoded.startsWith('/')).toBe(true);
      expect(decoded.startsWith('//')).toBe(false);
      expect(decoded).not.toContain('\\');
    }
    expect(answer.text).not.toMatch(/href="(https?:)?\/\/evil\.example/);
    expect(answer.text).not.toContain('href="javascript:');
  });
});

describe('redirect-parameter attacks on login', () => {
  const attacks = [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '\\\\evil.example',
    '/\t/evil.example',
    'http:evil.example',
    '///evil.example',
  ];

  /** Each test signs in as its own account: the per-e-mail login limit (10 per 10 min) stays out of the way. */
  const account = () => registerAndActivate(site, newPerson());

  /** True when `location` stays on the site: a same-site path. */
  function sameSite(location: string | undefined): boolean {
    if (!location) return false;
    if (!location.startsWith('/') || location.startsWith('//') || /[\\\p{Cc}]/u.test(location)) return false;
    return new URL(location, siteOrigin).origin === siteOrigin;
  }

  test.each(attacks)('JSON login with redirect=%s → redirect: null', async (redirect) => {
    const person = await account();
    const visitor = new Visitor(site);
    const answer = await visitor.postJson('/api/auth/login', {
      email: person.email,
      password: person.password,
      callbackUrl: '/',
      redirect,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.redirect).toBeNull();
  });

  test.each(attacks)('form login with redirect=%s → 303 to a same-site path', async (redirect) => {
    const person = await account();
    const visitor = new Visitor(site);
    const answer = await visitor.postForm('/api/auth/login', {
      email: person.email,
      password: person.password,
      callbackUrl: '/',
      redirect,
    });
    expect(answer.status).toBe(303);
    expect(sameSite(answer.headers.location), `Location ${answer.headers.location}`).toBe(true);
    expect(answer.headers.location).not.toContain('evil');
  });

  test.each(attacks)('form login failing with redirect=%s → 303 to a same-site path', async (redirect) => {
    const person = await account();
    const visitor = new Visitor(site);
    const answer = await visitor.postForm('/api/auth/login', {
      email: person.email,
      password: 'wrong-password',
      callbackUrl: '/',
      redirect,
    });
    expect(answer.status).toBe(303);
    expect(sameSite(answer.headers.location), `Location ${answer.headers.location}`).toBe(true);
    const { params } = parseLocation(answer.headers.location);
    expect(params.get('redirect')).toBeNull();
  });

  test.each(attacks)('form login with callbackUrl=%s → back to a same-site path', async (callbackUrl) => {
    const person = await account();
    const visitor = new Visitor(site);
    const ok = await visitor.postForm('/api/auth/login', { email: person.email, password: person.password, callbackUrl });
    expect(ok.status).toBe(303);
    expect(sameSite(ok.headers.location), `Location ${ok.headers.location}`).toBe(true);
    const failed = await new Visitor(site).postForm('/api/auth/login', { email: person.email, password: 'wrong-password', callbackUrl });
    expect(failed.status).toBe(303);
    expect(sameSite(failed.headers.location), `Location ${failed.headers.location}`).toBe(true);
  });

  test('a valid redirect /my/saves?x=1: JSON answers it, the form post goes there exactly', async () => {
    const person = await account();
    const json = await new Visitor(site).postJson('/api/auth/login', {
      email: person.email,
      password: person.password,
      callbackUrl: '/',
      redirect: '/my/saves?x=1',
    });
    expect(json.body.redirect).toBe('/my/saves?x=1');
    const visitor = new Visitor(site);
    const form = await visitor.postForm('/api/auth/login', {
      email: person.email,
      password: person.password,
      callbackUrl: '/',
      redirect: '/my/saves?x=1',
    });
    expect(form.status).toBe(303);
    expect(form.headers.location).toBe('/my/saves?x=1');
    const page = await visitor.get(form.headers.location!).redirects(0);
    expect(page.status).toBe(200);
  });

  test('a failed form login keeps the valid redirect for the next try', async () => {
    const person = await account();
    const answer = await new Visitor(site).postForm('/api/auth/login', {
      email: person.email,
      password: 'wrong-password',
      callbackUrl: '/',
      redirect: '/my/saves?x=1',
    });
    expect(answer.status).toBe(303);
    const { pathname, params } = parseLocation(answer.headers.location);
    expect(pathname).toBe('/');
    expect(params.get('auth')).toBe('login');
    expect(params.get('redirect')).toBe('/my/saves?x=1');
  });
});
