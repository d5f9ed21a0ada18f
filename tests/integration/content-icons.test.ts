/**
 * Icons named by content are drawn by the server (docs/decisions/007-javascript-budget.md): the
 * HTML holds their SVG — a `<use>` of a symbol in the page's icon sheet — the hydration data holds
 * the same icons, and the browser needs no icon library and no request for them.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { browserUserAgent, createSiteHarness } from '../support/site-harness';

describe('content icons in the server HTML', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());

  it.each(['/', '/catalog', '/catalog/avtomaticheskie-vyklyuchateli', '/about'])('%s draws every content icon', async (path) => {
    const html = (await request(site.server).get(path).set('user-agent', browserUserAgent)).text;
    const boxes = [...html.matchAll(/<span class="content-icon"[^>]*>(.*?)<\/span>/g)].map((m) => m[1]!);
    expect(boxes.length).toBeGreaterThan(0);
    // Each icon is a <use> of a symbol the page's sheet draws once (client/components/icon-sheet.ts).
    const sheet = /<svg[^>]*id="icon-sheet"[^>]*>(.*?)<\/svg>/s.exec(html)?.[1] ?? '';
    for (const inner of boxes) {
      const id = /^<svg width="\d+" height="\d+" aria-hidden="true"><use href="#(i-[\w-]+)"><\/use><\/svg>$/.exec(inner)?.[1];
      expect(id, inner).toBeDefined();
      expect(sheet).toMatch(new RegExp(`<symbol id="${id}" viewBox="0 0 24 24"><path `));
    }
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
      expect(answer.text).toMatch(/<span class="content-icon"[^>]*><\/span>/);
    } finally {
      odd.close();
    }
  });
});
