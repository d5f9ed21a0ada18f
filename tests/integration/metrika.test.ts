/**
 * Yandex Metrika (docs/operations.md, "Analytics"): without METRIKA_ID the policy and the pages are
 * what they were; with it the policy grows by exactly the counter's sources and the page data
 * carries the counter number — in a JSON block, never in an inline script.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePayload } from '#client/data/payload';
import { metrikaSources } from '#server/security/headers';
import { cspHash } from '#server/ssr/react-inline-scripts';
import { browserUserAgent, createSiteHarness, crawlerUserAgent } from '../support/site-harness';

const counter = '98765432';
/** The policy before analytics existed, script hashes left out (they depend on the React build). */
const policyWithoutAnalytics =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

const withoutHashes = (policy: string) => policy.replace(/ 'sha256-[\w+/=]+'/g, '');
const directives = (policy: string | undefined) =>
  new Map(
    (policy ?? '').split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources] as const;
    }),
  );
const payloadOf = (html: string) => parsePayload(/<script id="__ssr" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!);
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script((?:\s+[\w-]+(?:="[^"]*"|='[^']*')?)*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/(ld\+)?json"|\ssrc=/.test(m[1]!))
    .map((m) => m[2]!);

describe('without METRIKA_ID', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());

  it.each(['/', '/about', '/api/menu/main', '/robots.txt'])('%s has the policy it had, with no Yandex source', async (path) => {
    const answer = await request(site.server).get(path).set('user-agent', browserUserAgent);
    const policy = answer.headers['content-security-policy'] as string;
    expect(withoutHashes(policy)).toBe(policyWithoutAnalytics);
    expect(policy).not.toMatch(/yandex|yastatic/);
  });

  it('pages carry no counter', async () => {
    for (const agent of [browserUserAgent, crawlerUserAgent]) {
      const page = await request(site.server).get('/').set('user-agent', agent);
      expect(payloadOf(page.text)).not.toHaveProperty('metrikaId');
      expect(page.text).not.toContain('metrikaId');
    }
  });
});

describe('with METRIKA_ID', () => {
  const site = createSiteHarness({ env: { METRIKA_ID: counter } });
  const plain = createSiteHarness();
  afterAll(() => {
    site.close();
    plain.close();
  });

  it('the policy adds exactly the counter’s sources, and nothing else changes', async () => {
    const before = directives(
      (await request(plain.server).get('/').set('user-agent', browserUserAgent)).headers['content-security-policy'],
    );
    const after = directives((await request(site.server).get('/').set('user-agent', browserUserAgent)).headers['content-security-policy']);
    const added = [...after].flatMap(([name, sources]) => sources.filter((s) => !before.get(name)?.includes(s)).map((s) => `${name} ${s}`));
    expect(added.sort()).toEqual(
      [
        'script-src https://mc.yandex.ru',
        'script-src https://yastatic.net',
        'img-src https://mc.yandex.ru',
        'connect-src https://mc.yandex.ru',
        'connect-src wss://mc.yandex.ru',
        // Frames and workers had 'self' through default-src; now they name it.
        "child-src 'self'",
        'child-src blob:',
        'child-src https://mc.yandex.ru',
        "frame-src 'self'",
        'frame-src blob:',
        'frame-src https://mc.yandex.ru',
      ].sort(),
    );
    // Nothing was taken away.
    for (const [name, sources] of before) expect(after.get(name), name).toEqual(expect.arrayContaining([...sources]));
    expect(metrikaSources.flatMap(([name, sources]) => sources.map((s) => `${name} ${s}`)).sort()).toEqual(added.sort());
  });

  it('the page data carries the counter number; no inline script does, and every inline script is still allowed', async () => {
    for (const agent of [browserUserAgent, crawlerUserAgent]) {
      const page = await request(site.server).get('/').set('user-agent', agent);
      expect(payloadOf(page.text).metrikaId).toBe(Number(counter));
      const allowed = new Set(directives(page.headers['content-security-policy'] as string).get('script-src'));
      for (const body of inlineScripts(page.text)) {
        expect(body).not.toContain(counter);
        expect(allowed.has(cspHash(body))).toBe(true);
      }
    }
  });
});

/**
 * Consent to analytics (docs/operations.md, "Consent to analytics"): the page data says only that the
 * counter waits; the public HTML is the same whatever the visitor's cookie holds (the browser decides
 * the notice), and without METRIKA_ID or with ANALYTICS_CONSENT=implied nothing of it shows.
 */
describe('consent to analytics', () => {
  // No reused HTML: each request below is rendered afresh, so a render that read the cookie would show.
  const asking = createSiteHarness({ env: { METRIKA_ID: counter, PAGE_CACHE_TTL_MS: '0' } });
  const implied = createSiteHarness({ env: { METRIKA_ID: counter, ANALYTICS_CONSENT: 'implied', PAGE_CACHE_TTL_MS: '0' } });
  const plain = createSiteHarness({ env: { PAGE_CACHE_TTL_MS: '0' } });
  const plainAsking = createSiteHarness({ env: { ANALYTICS_CONSENT: 'ask', PAGE_CACHE_TTL_MS: '0' } });
  afterAll(() => {
    for (const site of [asking, implied, plain, plainAsking]) site.close();
  });
  const footerLink = '>Настройки cookie</a>';
  // supertest asks each request on a port of its own, and the page names the origin it was asked at.
  const sameOrigin = (html: string) => html.replace(/http:\/\/127\.0\.0\.1:\d+/g, 'ORIGIN');

  it.each(['/', '/about', '/legal/privacy'])(
    '%s is the same HTML with any consent cookie or none, and names no cookie in Vary',
    async (path) => {
      const pages = [];
      for (const cookie of [undefined, 'analytics_consent=granted', 'analytics_consent=denied', 'analytics_consent=<script>']) {
        const call = request(asking.server).get(path).set('user-agent', browserUserAgent);
        const page = cookie ? await call.set('cookie', cookie) : await call;
        expect(page.status).toBe(200);
        expect(String(page.headers.vary ?? '')).not.toMatch(/cookie/i);
        expect(page.headers['set-cookie']).toBeUndefined();
        pages.push(sameOrigin(page.text));
      }
      expect(new Set(pages).size).toBe(1);
      expect(payloadOf(pages[0]!)).toMatchObject({ metrikaId: Number(counter), analyticsConsent: 'ask' });
      // The way back to the notice, a link to the policy's section without JavaScript.
      expect(pages[0]).toContain(`href="/legal/privacy#section-cookies"${footerLink}`);
    },
  );

  it('the privacy policy carries the anchor the notice links to', async () => {
    const page = await request(asking.server).get('/legal/privacy').set('user-agent', browserUserAgent);
    expect(page.text).toMatch(/<h2 id="section-cookies">[^<]*cookie/);
  });

  it('ANALYTICS_CONSENT=implied: the counter as before, no notice and no footer link', async () => {
    const page = await request(implied.server).get('/').set('user-agent', browserUserAgent);
    expect(payloadOf(page.text).metrikaId).toBe(Number(counter));
    expect(payloadOf(page.text)).not.toHaveProperty('analyticsConsent');
    expect(page.text).not.toContain(footerLink);
  });

  it('without METRIKA_ID the pages are what they were, whatever ANALYTICS_CONSENT says', async () => {
    for (const path of ['/', '/legal/privacy']) {
      const before = await request(plain.server).get(path).set('user-agent', browserUserAgent);
      const after = await request(plainAsking.server).get(path).set('user-agent', browserUserAgent);
      expect(sameOrigin(after.text)).toBe(sameOrigin(before.text));
      expect(after.text).not.toContain(footerLink);
      expect(after.text).not.toContain('analyticsConsent');
    }
  });
});
