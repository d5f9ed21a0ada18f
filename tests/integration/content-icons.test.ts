/**
 * Icons named by content are drawn by the server (docs/decisions/007-javascript-budget.md): each is
 * a `<use>` of a symbol named after the icon, which the page's icon sheet draws once; the page data
 * carries no drawing, and the browser needs no icon library and no request for them
 * (docs/behaviour.md, "Page weight").
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { ssrPayloadText } from '../support/html-checks';
import { browserUserAgent, createSiteHarness } from '../support/site-harness';

const sheetOf = (html: string) => /<svg[^>]*id="icon-sheet"[^>]*>(.*?)<\/svg>/s.exec(html)?.[1] ?? '';

describe('content icons in the server HTML', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());

  it.each(['/', '/catalog', '/catalog/avtomaticheskie-vyklyuchateli', '/about'])('%s draws every icon from its sheet', async (path) => {
    const html = (await request(site.server).get(path).set('user-agent', browserUserAgent)).text;
    const catalogMenu = /<nav class="catalog-menu"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    const named = [...catalogMenu.matchAll(/<svg width="18" height="18" aria-hidden="true"><use href="#(i-mdi_[\w-]+)"><\/use><\/svg>/g)];
    expect(named.map((m) => m[1])).toContain('i-mdi_flash');
    // Every <use> of the page, the interface's icons and the named ones alike, finds its symbol.
    const sheet = sheetOf(html);
    const uses = [...html.matchAll(/<use href="#([\w-]+)"><\/use>/g)].map((m) => m[1]!);
    expect(uses.length).toBeGreaterThan(named.length);
    for (const id of new Set(uses)) expect(sheet, id).toMatch(new RegExp(`<symbol id="${id}" viewBox="0 0 24 24"><path `));
  });

  it.each(['/', '/catalog/modulnye-avtomaticheskie-vyklyuchateli', '/posts/news'])('%s hands the browser no icon drawing', async (path) => {
    const html = (await request(site.server).get(path).set('user-agent', browserUserAgent)).text;
    const payload = ssrPayloadText(html)!;
    const queries = (JSON.parse(payload) as { queries: Array<{ queryKey: unknown[] }> }).queries;
    expect(queries.map((query) => query.queryKey[0])).not.toContain('icons');
    expect(payload).not.toContain('\\u003cpath');
    expect(payload).not.toContain('<path');
  });

  it('an icon the sets do not have leaves its box empty instead of failing the page', async () => {
    const odd = createSiteHarness({
      upstream: async (req, next) => {
        const answer = await next(req);
        if (new URL(req.url).pathname !== '/api/menu/catalogs123') return answer;
        const entries = (await answer.json()) as Array<{ icon: string }>;
        return Response.json(
          entries.map((entry, i) => (i === 0 ? { ...entry, icon: 'mdi:no-such-icon' } : i === 1 ? { ...entry, icon: 'nonsense' } : entry)),
        );
      },
    });
    try {
      const answer = await request(odd.server).get('/catalog').set('user-agent', browserUserAgent);
      expect(answer.status).toBe(200);
      // A name that is no icon name draws an empty box; one the sets lack, a <use> of nothing.
      expect(answer.text).toMatch(/<svg width="18" height="18" aria-hidden="true"><\/svg>УЗО и дифавтоматы<\/a>/);
      expect(answer.text).toContain('<use href="#i-mdi_no-such-icon"></use>');
      expect(sheetOf(answer.text)).not.toContain('no-such-icon');
    } finally {
      odd.close();
    }
  });
});
