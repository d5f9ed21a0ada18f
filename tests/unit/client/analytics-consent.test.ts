import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The counter waits for consent (client/analytics/consent.ts; docs/operations.md, "Consent to
 * analytics"), against a stand-in window and document: nothing of Metrika before «Принять», goals and
 * e-commerce events before it are dropped, and the answer is written to the cookie.
 */
type Ym = ((...args: unknown[]) => void) & { a?: IArguments[] };

function fakeBrowser(cookie: string) {
  const written: string[] = [];
  const added: string[] = [];
  const page = { ym: undefined as Ym | undefined, dataLayer: undefined as unknown[] | undefined, addEventListener: () => {} };
  const document = {
    readyState: 'complete',
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
    createElement: () => ({ async: false, src: '' }),
    head: { append: (element: { src: string }) => added.push(element.src) },
  };
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', document);
  vi.stubGlobal('location', { href: 'https://example.ru/', protocol: 'https:' });
  const calls = () => (page.ym?.a ?? []).map((args) => [...args]);
  return { page, written, added, calls };
}

async function modules() {
  return { consent: await import('#client/analytics/consent'), analytics: await import('#client/analytics/events') };
}
/**
 * The counter's chunk comes by dynamic import: once the same module has loaded here, what waited for
 * it runs before the next macrotask — no timing involved.
 */
const settle = async () => {
  await import('#client/analytics/metrika');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('analytics waiting for consent', () => {
  it('not decided: the notice opens, no counter, and goals and e-commerce are dropped', async () => {
    const { page, added } = fakeBrowser('sid=1');
    const { consent, analytics } = await modules();
    consent.setupAnalytics({ metrikaId: 123, analyticsConsent: 'ask' });
    expect(consent.analyticsNoticeState()).toEqual({ open: true, byVisitor: false });
    analytics.reachGoal('quoteRequestSent');
    analytics.trackEcommerce({ detail: { products: [{ id: 'p' }] } });
    await settle();
    expect(page.ym).toBeUndefined();
    expect(page.dataLayer).toBeUndefined();
    expect(added).toEqual([]);
  });

  it('«Принять»: kept a year, the counter starts, and only what comes after reaches it', async () => {
    const { page, written, added, calls } = fakeBrowser('');
    const { consent, analytics } = await modules();
    consent.setupAnalytics({ metrikaId: 123, analyticsConsent: 'ask' });
    analytics.reachGoal('specificationExported');
    consent.decideAnalytics('granted');
    expect(written).toEqual(['analytics_consent=granted; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
    expect(consent.analyticsNoticeState().open).toBe(false);
    analytics.reachGoal('quoteRequestSent');
    analytics.trackEcommerce({ purchase: { actionField: { id: '7' }, products: [{ id: 'p' }] } });
    // The counter's chunk comes by dynamic import: wait for it, however busy the machine.
    await vi.waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls()).toEqual([
      [123, 'init', expect.objectContaining({ ecommerce: 'dataLayer' })],
      [123, 'reachGoal', 'quote_request_sent'],
    ]);
    expect(page.dataLayer).toEqual([
      { ecommerce: { currencyCode: 'RUB', purchase: { actionField: { id: '7' }, products: [{ id: 'p' }] } } },
    ]);
    expect(added).toEqual(['https://mc.yandex.ru/metrika/tag.js']);
  });

  // A product's `detail` is sent on hydration, before the entry has read the cookie.
  it('a page’s first event, sent before the cookie is read, reaches the counter it starts', async () => {
    const { page } = fakeBrowser('analytics_consent=granted');
    const { consent, analytics } = await modules();
    analytics.trackEcommerce({ detail: { products: [{ id: 'p' }] } });
    consent.setupAnalytics({ metrikaId: 123, analyticsConsent: 'ask' });
    await vi.waitFor(() => expect(page.dataLayer).toEqual([{ ecommerce: { currencyCode: 'RUB', detail: { products: [{ id: 'p' }] } } }]));
  });

  it.each([
    ['analytics_consent=granted', true, false],
    ['analytics_consent=denied', false, false],
    ['analytics_consent=maybe', false, true],
  ])('a cookie %s: counter %s, notice %s', async (cookie, counts, asks) => {
    const { page } = fakeBrowser(cookie);
    const { consent } = await modules();
    consent.setupAnalytics({ metrikaId: 123, analyticsConsent: 'ask' });
    await settle();
    expect(page.ym !== undefined).toBe(counts);
    expect(consent.analyticsNoticeState().open).toBe(asks);
  });

  it('ANALYTICS_CONSENT=implied (no analyticsConsent in the page data): the counter starts at once, no notice', async () => {
    const { page } = fakeBrowser('analytics_consent=denied');
    const { consent } = await modules();
    consent.setupAnalytics({ metrikaId: 123 });
    await settle();
    expect(page.ym?.a?.map((args) => [...args])).toEqual([[123, 'init', expect.anything()]]);
    expect(consent.analyticsNoticeState().open).toBe(false);
  });

  it('without METRIKA_ID nothing happens, and the footer cannot open a notice', async () => {
    const { page } = fakeBrowser('');
    const { consent } = await modules();
    consent.setupAnalytics({});
    consent.reopenAnalyticsNotice();
    await settle();
    expect(page.ym).toBeUndefined();
    expect(consent.analyticsNoticeState().open).toBe(false);
  });

  it('declining after accepting: the counter is switched off and gets nothing more', async () => {
    const { page, calls } = fakeBrowser('analytics_consent=granted');
    const { consent, analytics } = await modules();
    consent.setupAnalytics({ metrikaId: 123, analyticsConsent: 'ask' });
    await settle();
    consent.reopenAnalyticsNotice();
    expect(consent.analyticsNoticeState()).toEqual({ open: true, byVisitor: true });
    consent.decideAnalytics('denied');
    analytics.reachGoal('quoteRequestSent');
    await settle();
    expect(calls()).toEqual([[123, 'init', expect.anything()]]);
    expect((page as Record<string, unknown>).disableYaCounter123).toBe(true);
  });
});
