/**
 * Public pages render the same bytes for every visitor, signed in or not
 * (docs/decisions/003-public-html-never-reads-the-session.md): nothing personal in them, and the
 * session is not even read — so they can be cached and need no CSP nonce.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AccountSite, createAccountSite, signedInMember, siteOrigin, Visitor } from '../support/account-site';

let site: AccountSite;
let member: Visitor;
let email: string;

beforeAll(async () => {
  site = createAccountSite({ env: { PUBLIC_ORIGIN: siteOrigin } });
  const signedIn = await signedInMember(site);
  member = signedIn.visitor;
  email = signedIn.person.email;
});
afterAll(() => site.close());

describe('the same public page for a signed-in member and a stranger', () => {
  test.each(['/', '/about', '/catalog', '/posts/news', '/portfolio', '/elpanels', '/legal/privacy'])('%s', async (path) => {
    const stranger = await new Visitor(site).get(path);
    const from = site.exchanges.length;
    const signedIn = await member.get(path);
    expect(signedIn.status).toBe(200);
    // The very bytes, twice rendered: the page data names no render time (client/data/payload.ts).
    expect(signedIn.text).toBe(stranger.text);
    expect(signedIn.text).not.toContain(email);
    expect(signedIn.headers['cache-control']).toMatch(/^public/);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    // The session was not read: no account call went upstream for this page.
    expect(site.exchangesSince(from).filter((e) => e.path.startsWith('/api/auth') || e.path.startsWith('/api/saves'))).toEqual([]);
  });
});
