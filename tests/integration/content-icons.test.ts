/**
 * Icons in the server's HTML (docs/behaviour.md, "Page weight"): the icons the code names are `<use>`s
 * of the site's sprite file, which no page carries; icons named by content are `<use>`s of a symbol
 * named after the icon, which the page's icon sheet draws once. The page data carries no drawing, and
 * the browser needs no icon library and no request for them.
 */
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { uiIconHref } from '#client/components/ui-icons';
import { ssrPayloadText } from '../support/html-checks';
import { browserUserAgent, createSiteHarness } from '../support/site-harness';

const sheetOf = (html: string) => /<svg[^>]*id="icon-sheet"[^>]*>(.*?)<\/svg>/s.exec(html)?.[1] ?? '';
const spriteUrl = uiIconHref('menu').split('#')[0]!;
const sprite = readFileSync(new URL('../../client/components/icons.svg', import.meta.url), 'utf8');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('content icons in the server HTML', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());

  it.each(['/', '/catalog', '/catalog/avtomaticheskie-vyklyuchateli', '/about', '/calculators', '/elpanels/designer'])(
    '%s draws the code’s icons from the sprite and the named ones from its sheet',
    async (path) => {
      const html = (await request(site.server).get(path).set('user-agent', browserUserAgent)).text;
      const catalogMenu = /<nav class="catalog-menu"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
      const named = [...catalogMenu.matchAll(/<svg width="18" height="18" aria-hidden="true"><use href="#(i-mdi_[\w-]+)"><\/use><\/svg>/g)];
      expect(named.map((m) => m[1])).toContain('i-mdi_flash');
      // Every <use> of the page finds its symbol: in the page's sheet, or in the sprite file.
      const sheet = sheetOf(html);
      const uses = [...html.matchAll(/<use href="([^"]*)"><\/use>/g)].map((m) => m[1]!);
      const inSheet = uses.filter((href) => href.startsWith('#'));
      const inSprite = uses.filter((href) => href.startsWith(`${spriteUrl}#`)).map((href) => href.slice(spriteUrl.length + 1));
      expect(inSheet.length + inSprite.length, 'every <use> names the sheet or the sprite').toBe(uses.length);
      expect(inSprite).toContain('magnify');
      for (const id of new Set(inSheet))
        expect(sheet, id).toMatch(new RegExp(`<symbol id="${escaped(id.slice(1))}" viewBox="0 0 24 24"><path `));
      for (const id of new Set(inSprite)) expect(sprite, id).toMatch(new RegExp(`<symbol id="${escaped(id)}" viewBox="0 0 24 24"><path `));
      // The sheet draws only icons named by content: the sprite's drawings travel once, not in every page.
      expect([...sheet.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]).filter((id) => !id!.startsWith('i-mdi_'))).toEqual([]);
    },
  );

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
