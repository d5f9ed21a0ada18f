/**
 * Icons in the server's HTML (docs/behaviour.md, "Page weight"): every icon is a `<use>` of a symbol
 * in a file the browser caches, never a drawing in the page. The icons the code names are symbols of
 * the site's sprite; an icon named by content is the one symbol of its own file, which the site's icon
 * endpoint draws from its icon sets. The page data carries no drawing either.
 */
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { uiIconHref } from '#client/components/ui-icons';
import { iconData } from '#server/icons/icon-sets';
import { ssrPayloadText } from '../support/html-checks';
import { browserUserAgent, createSiteHarness } from '../support/site-harness';

const spriteUrl = uiIconHref('menu').split('#')[0]!;
const sprite = readFileSync(new URL('../../client/components/icons.svg', import.meta.url), 'utf8');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An SVG answer's text: supertest keeps an image's body as bytes. */
const svgText = (answer: request.Response) => (answer.body as Buffer).toString('utf8');
const namedFile = /^\/api\/icons\/([a-z0-9-]+)\/([a-z0-9-]+)\.svg#i$/;

describe('content icons in the server HTML', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());

  it.each(['/', '/catalog', '/catalog/avtomaticheskie-vyklyuchateli', '/about', '/calculators', '/elpanels/designer'])(
    '%s draws the code’s icons from the sprite and the named ones from their files, none in the page',
    async (path) => {
      const html = (await request(site.server).get(path).set('user-agent', browserUserAgent)).text;
      const catalogMenu = /<nav class="catalog-menu"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
      const named = [...catalogMenu.matchAll(/<svg width="18" height="18" aria-hidden="true"><use href="([^"]+)"><\/use><\/svg>/g)];
      expect(named.map((m) => m[1])).toContain('/api/icons/mdi/flash.svg#i');
      // Every <use> of the page finds its symbol: in the sprite, or in an icon's own file.
      const uses = [...html.matchAll(/<use href="([^"]*)"><\/use>/g)].map((m) => m[1]!);
      const inSprite = uses.filter((href) => href.startsWith(`${spriteUrl}#`)).map((href) => href.slice(spriteUrl.length + 1));
      const inFiles = uses.filter((href) => namedFile.test(href));
      expect(inSprite.length + inFiles.length, 'every <use> names the sprite or an icon’s file').toBe(uses.length);
      expect(inSprite).toContain('magnify');
      for (const id of new Set(inSprite)) expect(sprite, id).toMatch(new RegExp(`<symbol id="${escaped(id)}" viewBox="0 0 24 24"><path `));
      for (const href of new Set(inFiles)) {
        const file = await request(site.server).get(href.replace(/#i$/, ''));
        expect(file.status, href).toBe(200);
        expect(svgText(file), href).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol id="i" viewBox="0 0 24 24"><path /);
      }
      // No icon's drawing travels in the page.
      expect(html).not.toContain('<symbol');
    },
  );

  it('an icon’s file is the icon set’s drawing, cached by the browser, and an unknown icon is a 404', async () => {
    const file = await request(site.server).get('/api/icons/mdi/flash.svg');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['cache-control']).toBe('public, max-age=604800');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    const icon = iconData('mdi', 'flash')!;
    expect(svgText(file)).toBe(`<svg xmlns="http://www.w3.org/2000/svg"><symbol id="i" viewBox="0 0 24 24">${icon.body}</symbol></svg>`);
    for (const path of ['/api/icons/mdi/no-such-icon.svg', '/api/icons/nope/flash.svg', '/api/icons/mdi/constructor.svg']) {
      const answer = await request(site.server).get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toMatchObject({ status: 404, error: 'not_found' });
    }
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
      // A name that is no icon name draws an empty box; one the sets lack, a <use> of a file that is a 404.
      expect(answer.text).toMatch(/<svg width="18" height="18" aria-hidden="true"><\/svg>УЗО и дифавтоматы<\/a>/);
      expect(answer.text).toContain('<use href="/api/icons/mdi/no-such-icon.svg#i"></use>');
    } finally {
      odd.close();
    }
  });
});
