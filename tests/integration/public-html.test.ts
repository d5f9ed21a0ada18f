/**
 * Public pages render the same bytes for every visitor, signed in or not
 * (docs/decisions/003-public-html-never-reads-the-session.md): nothing personal in them, and the
 * session is not even read — so they can be cached and need no CSP nonce.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parsePayload } from '#client/app/payload';
import { createAccountSite, newPerson, registerAndActivate, siteOrigin, Visitor, type AccountSite } from '../support/account-site';

let site: AccountSite;
let member: Visitor;
let email: string;

beforeAll(async () => {
  site = createAccountSite({ env: { PUBLIC_ORIGIN: siteOrigin } });
  member = new Visitor(site);
  const person = await registerAndActivate(site, newPerson(), member);
  email = person.email;
  await member.signIn(person.email, person.password);
});
afterAll(() => site.close());

/** Times (when the data was fetched) are the only part allowed to differ: zero every timestamp. */
function withoutTimes(value: unknown): unknown {
  if (typeof value === 'number' && value > 1e12) return 0;
  if (Array.isArray(value)) return value.map(withoutTimes);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutTimes(v)]));
  return value;
}

/** The markup as is, and the hydration data parsed, times zeroed. */
function comparable(html: string) {
  const data = /<script id="__ssr" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  expect(data).not.toBeNull();
  return { markup: html.replace(data![0], ''), data: withoutTimes(parsePayload(data![1]!)) };
}

describe('the same public page for a signed-in member and a stranger', () => {
  test.each(['/', '/about', '/catalog', '/posts/news', '/portfolio', '/elpanels', '/legal/privacy'])('%s', async (path) => {
    const stranger = await new Visitor(site).get(path);
    const from = site.exchanges.length;
    const signedIn = await member.get(path);
    expect(signedIn.status).toBe(200);
    expect(comparable(signedIn.text)).toEqual(comparable(stranger.text));
    expect(signedIn.text).not.toContain(email);
    expect(signedIn.headers['cache-control']).toMatch(/^public/);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    // The session was not read: no account call went upstream for this page.
    expect(site.exchangesSince(from).filter((e) => e.path.startsWith('/api/auth') || e.path.startsWith('/api/saves'))).toEqual([]);
  });
});
