/**
 * The header and footer hydrate from what they draw (docs/behaviour.md, "Page weight"): the page
 * data carries the shell's views — the main menu's names and labels, the catalogue menu's ids, names
 * and icon names, the contacts by name — and not the whole answers, whose SEO texts and
 * descriptions only a page's head (already in the router's data) or no frame at all uses.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointUrl, type CatalogMenuEntry, type ContactEntry, type MainMenu } from '#shared/contract';
import { ssrPayloadText } from '../support/html-checks';
import { getJson } from '../support/site-data';
import { browserUserAgent, createSiteHarness } from '../support/site-harness';

interface PageQuery {
  queryKey: unknown[];
  data: unknown;
}

const product = '/product/avtomaticheskiy-vyklyuchatel-va-47-63-1p-16a-c-ekf-proxima/ekf-va-47-63-c16';

describe('the shell in the page data', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());

  it.each(['/', '/catalog/modulnye-avtomaticheskie-vyklyuchateli', product, '/posts/news', '/legal/privacy'])(
    '%s carries the menus and contacts as the header and footer draw them',
    async (path) => {
      const [menu, catalog, contacts] = await Promise.all([
        getJson<MainMenu>(site, endpointUrl('mainMenu', {})),
        getJson<CatalogMenuEntry[]>(site, endpointUrl('catalogMenu', {})),
        getJson<ContactEntry[]>(site, endpointUrl('contacts', {})),
      ]);
      const html = (await request(site.server).get(path).set('user-agent', browserUserAgent)).text;
      const payload = ssrPayloadText(html)!;
      const queries = (JSON.parse(payload) as { queries: PageQuery[] }).queries;
      const shell = (name: string) => queries.filter((query) => query.queryKey[0] === 'contract' && query.queryKey[1] === name);

      const byOrder = <T extends { order: number }>(entries: T[]) => [...entries].sort((a, b) => a.order - b.order);
      expect(shell('mainMenu')).toEqual([
        {
          queryKey: ['contract', 'mainMenu', {}, {}, 'drawn'],
          data: byOrder(menu.menuList).map(({ name, label }) => ({ name, label })),
        },
      ]);
      expect(shell('catalogMenu')).toEqual([
        {
          queryKey: ['contract', 'catalogMenu', {}, {}, 'drawn'],
          data: byOrder(catalog).map(({ id, name, icon }) => ({ id, name, icon })),
        },
      ]);
      expect(shell('contacts')).toEqual([
        {
          queryKey: ['contract', 'contacts', {}, {}, 'drawn'],
          data: Object.fromEntries(contacts.map((entry) => [entry.name, entry.data])),
        },
      ]);
      // Neither the menu's SEO texts nor the sections' descriptions ride along.
      expect(payload).not.toContain(menu.menuList.find((item) => item.name === 'about')!.seo.description);
      expect(payload).not.toContain(catalog[0]!.description);
    },
  );

  it('a contact the site does not draw stays out of the page data', async () => {
    const extra = createSiteHarness({
      upstream: async (req, next) => {
        const answer = await next(req);
        if (new URL(req.url).pathname !== endpointUrl('contacts', {})) return answer;
        return Response.json([...((await answer.json()) as ContactEntry[]), { name: 'internalNote', data: 'для бухгалтерии' }]);
      },
    });
    try {
      const html = (await request(extra.server).get('/about').set('user-agent', browserUserAgent)).text;
      expect(html).toContain('ИНН');
      expect(html).not.toContain('для бухгалтерии');
    } finally {
      extra.close();
    }
  });
});
